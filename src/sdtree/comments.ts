// Step 7b (Pappas et al. 2012, 3.3): comment regions among the candidates: comment keywords in the text, the
// CSS classes and the id, and a common parent with the article region.
import { normalizeSpace } from '../dom/text';
import { textCommentKeyword } from '../vocabulary';
import { commonParent, isWithin, nodeCommentKeyword, type SdNode } from './node';
import type { RegionGroup } from './candidates';
import type { SdRegion } from './region';

export interface CommentMatch {
  region: SdRegion;
  group: RegionGroup;
  why: string;
}

/** Keyword in the region's class/id or in an ancestor's below the common parent (`#comments > .body`). */
export function commentEvidence(region: SdRegion, stopAt: SdNode | null): string | null {
  for (let n: SdNode | null = region.node; n && n !== stopAt; n = n.parent) {
    const k = nodeCommentKeyword(n);
    if (k) return `"${k}" in class/id of <${n.tag}>`;
  }
  const k = textCommentKeyword(textStart(region.node.el.textContent ?? '', TEXT_CHARS));
  return k ? `"${k}" in text` : null;
}

/** Comment keywords are looked for in this many characters of the region's text (whitespace collapsed). */
const TEXT_CHARS = 2000;

/**
 * normalizeSpace(text).slice(0, n) without collapsing all of a long text (a candidate can be most of the
 * page): collapsing a prefix gives a prefix of the collapsed whole, so one long enough is all it takes.
 */
export function textStart(text: string, n: number): string {
  if (text.length > 4 * n) {
    const head = normalizeSpace(text.slice(0, 4 * n));
    if (head.length >= n) return head.slice(0, n);
  }
  return normalizeSpace(text).slice(0, n);
}

/**
 * "A common parent with the article region": every pair of nodes shares <body>, so we require the common
 * parent to be below it (same content column) — or the body itself when the article region IS the body.
 */
export function findComments(candidates: RegionGroup[], article: RegionGroup): CommentMatch[] {
  const out: CommentMatch[] = [];
  for (const g of candidates) {
    if (g === article) continue;
    const r = g.members[0];
    if (article.members.some((a) => isWithin(a.node, r.node))) continue;
    if (isReplyForm(g)) continue;
    const main = article.members[0].node;
    const parent = commonParent(r.node, main);
    if (!parent || (parent.tag === 'body' && main.tag !== 'body') || parent.tag === 'html') continue;
    const why = commentEvidence(r, parent);
    if (why) out.push({ region: r, group: g, why: `${why}; common parent <${parent.tag}> with the article` });
  }
  return out;
}

/**
 * The "leave a comment" form (its labels and notes are dense text, its class or id says comment): a form, or
 * a lone region holding a text area. Not comments: pages with none would read as a thread of one form.
 */
function isReplyForm(g: RegionGroup): boolean {
  const node = g.members[0].node;
  return node.tag === 'form' || (g.members.length === 1 && node.el.querySelector('textarea') !== null);
}
