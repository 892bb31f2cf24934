// Threads the rules did not see (issue 20, item 2): the posts of a thread are repeated sibling units with
// one signature (the thesis's Table Pattern, generalised from table rows to any element), which between them
// hold most of the page's main text, and each of which carries a byline (an author or a date). A list of
// paragraphs or teasers repeats as well, but carries no bylines: it stays an article.
import { findByline } from '../assemble/byline';
import { signature } from '../dom/signature';
import type { SdNode } from '../sdtree';

export { signature } from '../dom/signature';

/** Fewest units that make a thread. */
const MIN_POSTS = 2;
/** Share of the page's main text the units must hold between them. */
const THREAD_MAIN_SHARE = 0.6;
/**
 * Main characters a unit holds on average, at least: a post has a body. Units of a few words each (a name, a
 * post count, a date, a place) are the fields of a post's profile column, not posts.
 */
export const MIN_MEAN_CHARS = 40;
/** Share of the units that must carry a byline: a thread, not a list. */
const BYLINE_SHARE = 0.6;
/**
 * The posts of a thread inside `root`: the group of same-signature siblings that holds the most main text (at
 * least THREAD_MAIN_SHARE of `totalMain`), whose units mostly carry a byline; null where there is none.
 * `main` is the main text below each node, by node index.
 */
export function threadUnits(root: SdNode, main: Float64Array, totalMain: number): SdNode[] | null {
  const enough = THREAD_MAIN_SHARE * totalMain;
  const candidates: { units: SdNode[]; main: number }[] = [];
  const visit = (node: SdNode) => {
    if (main[node.index] < enough) return;
    const groups = new Map<string, SdNode[]>();
    for (const child of node.children) {
      if (main[child.index] <= 0) continue;
      const key = signature(child);
      const group = groups.get(key);
      if (group) group.push(child);
      else groups.set(key, [child]);
    }
    for (const units of groups.values()) {
      if (units.length < MIN_POSTS) continue;
      const held = units.reduce((sum, u) => sum + main[u.index], 0);
      if (held >= enough && held >= MIN_MEAN_CHARS * units.length) candidates.push({ units, main: held });
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  candidates.sort((a, b) => b.main - a.main || b.units.length - a.units.length);
  for (const { units } of candidates) {
    const withByline = units.filter((u) => {
      const b = findByline(u.el);
      return b.author !== null || b.date !== null;
    }).length;
    if (withByline >= BYLINE_SHARE * units.length) return units;
  }
  return null;
}
