// Comment keywords (Pappas et al. 2012, footnote 2): COMMENT_TAGS = comment, reply, response, user, wrote:,
// said:. Matched in class and id and in text.
//
// In class/id, comment/reply/response match inside a name (`comment-body`, `commentlist`, `replies`), but
// `user` only as a whole name part (`user`, `users`, `user-post`): as a substring it hits layout names such
// as `usermode` or `user-select-none` on the story itself (Slashdot's article element is `.usermode`).
// In text only the colon forms match: a bare "comment" or "user" occurs in ordinary news prose ("declined to
// comment"), while "wrote:" / "said:" are the quoting patterns of comment threads.
export const COMMENT_KEYWORDS = ['comment', 'reply', 'response', 'user', 'wrote:', 'said:'];
export const COMMENT_TEXT_KEYWORDS = COMMENT_KEYWORDS.filter((k) => k.endsWith(':'));
const SUBSTRING_KEYWORDS = ['comment', 'reply', 'replies', 'response'];
const WHOLE_PART_KEYWORDS = new Set(['user', 'users']);

/** Every keyword above holds one of these (case-insensitively): names without any are answered at once. */
const ANY_KEYWORD = /comment|repl|response|user/i;

export function attrHasCommentKeyword(className: string, id: string): string | null {
  if (!ANY_KEYWORD.test(className) && !ANY_KEYWORD.test(id)) return null;
  const hay = `${className} ${id}`.toLowerCase();
  const sub = SUBSTRING_KEYWORDS.find((k) => hay.includes(k));
  if (sub) return sub === 'replies' ? 'reply' : sub;
  const part = hay.split(/[^a-z0-9]+/).find((p) => WHOLE_PART_KEYWORDS.has(p));
  return part ? 'user' : null;
}

export function textHasCommentKeyword(text: string): string | null {
  const hay = text.toLowerCase();
  return COMMENT_TEXT_KEYWORDS.find((k) => hay.includes(k)) ?? null;
}
