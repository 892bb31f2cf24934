// Comment keywords (Pappas et al. 2012, footnote 2): COMMENT_TAGS = comment, reply, response, user, wrote:,
// said:. Matched in class and id (as substrings of the tokens, so `comment-body`, `commentlist`, `userinfo`
// match) and in text. In text only the colon forms match: a bare "comment" or "user" occurs in ordinary news
// prose ("declined to comment"), while "wrote:" / "said:" are the quoting patterns of comment threads.
export const COMMENT_KEYWORDS = ['comment', 'reply', 'response', 'user', 'wrote:', 'said:'];
export const COMMENT_ATTR_KEYWORDS = COMMENT_KEYWORDS.filter((k) => !k.endsWith(':'));
export const COMMENT_TEXT_KEYWORDS = COMMENT_KEYWORDS.filter((k) => k.endsWith(':'));

export function attrHasCommentKeyword(className: string, id: string): string | null {
  const hay = `${className} ${id}`.toLowerCase();
  return COMMENT_ATTR_KEYWORDS.find((k) => hay.includes(k)) ?? null;
}

export function textHasCommentKeyword(text: string): string | null {
  const hay = text.toLowerCase();
  return COMMENT_TEXT_KEYWORDS.find((k) => hay.includes(k)) ?? null;
}
