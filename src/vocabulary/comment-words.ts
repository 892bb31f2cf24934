// Comment keywords (Pappas et al. 2012, footnote 2): COMMENT_TAGS = comment, reply, response, user, wrote:,
// said:. Matched in class and id names (names.ts) and in text.
//
// In a name, comment/reply/response match inside it (`comment-body`, `commentlist`, `replies`), but `user`
// only as a whole part (`user`, `users`, `user-post`): inside a name it hits layout names such as `usermode`
// or `user-select-none` on the story itself (Slashdot's article element is `.usermode`).
// In text only the colon forms match: a bare "comment" or "user" occurs in ordinary news prose ("declined to
// comment"), while "wrote:" / "said:" are the quoting patterns of comment threads.
import { nameTokens } from './names';

export const COMMENT_KEYWORDS = ['comment', 'reply', 'response', 'user', 'wrote:', 'said:'];
export const COMMENT_TEXT_KEYWORDS = COMMENT_KEYWORDS.filter((k) => k.endsWith(':'));
/** Keywords found inside a name, in the order they are looked for (`replies` is reported as `reply`). */
const INSIDE_NAME_KEYWORDS = ['comment', 'reply', 'replies', 'response'];
/** Keywords that must be a whole part of a name (parts are separated by anything but a-z and 0-9). */
const NAME_PART_KEYWORDS = new Set(['user', 'users']);
const NOT_ALPHANUMERIC = /[^a-z0-9]+/;

/** Every keyword above holds one of these (case-insensitively): names without any are answered at once. */
const ANY_KEYWORD = /comment|repl|response|user/i;

/** The comment keyword in the class or id names (`comment`, `reply`, `response` or `user`), or null. */
export function commentKeyword(className: string, id: string): string | null {
  if (!ANY_KEYWORD.test(className) && !ANY_KEYWORD.test(id)) return null;
  const tokens = nameTokens(`${className} ${id}`);
  for (const k of INSIDE_NAME_KEYWORDS)
    if (tokens.some((t) => t.includes(k))) return k === 'replies' ? 'reply' : k;
  for (const t of tokens) if (t.split(NOT_ALPHANUMERIC).some((p) => NAME_PART_KEYWORDS.has(p))) return 'user';
  return null;
}

/** The comment keyword (`wrote:`, `said:`) in text, or null. */
export function textCommentKeyword(text: string): string | null {
  const hay = text.toLowerCase();
  return COMMENT_TEXT_KEYWORDS.find((k) => hay.includes(k)) ?? null;
}
