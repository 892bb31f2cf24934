// The article root: the element with the largest mass - ALPHA x noise (measure.ts), focused on its prose.
import type { SdNode, SdTree } from '../sdtree';
import { INLINE_TAGS } from '../vocabulary';
import { ALPHA, noiseOf, type Mass } from './measure';

/** The element with the best mass - ALPHA x noise; null when the page has no prose at all. */
export function massRoot(tree: SdTree, m: Mass): SdNode | null {
  let best: SdNode | null = null;
  let bestScore = 0;
  const nodes = tree.nodes;
  for (let k = 0; k < nodes.length; k++) {
    const node = nodes[k];
    const i = node.index;
    // Prose in a footer, a sidebar or a side column (an about-me box, a widget) is not the article.
    if (!m.mass[i] || m.side[i] || INLINE_TAGS.has(node.tag)) continue;
    const score = m.mass[i] - ALPHA * noiseOf(m, i);
    // Ties go to the outer element (document order visits it first): it also holds the title and lead.
    if (score > bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return best ? focus(best, m) : null;
}

/** A parent must add at least this share of prose to be worth its extra furniture. */
export const FOCUS_MIN_GAIN = 0.1;
/** Wrappers that add no prose are climbed while they add at most this share of noise (title, byline). */
export const WRAPPER_MAX_NOISE = 0.25;

/**
 * From the best-scoring element down to the innermost one that still holds nine tenths of its prose (stray
 * prose of a footer or header is not worth the page around it), then back up through wrappers that add no
 * prose and little noise: the title, byline and lead container of the article.
 */
function focus(best: SdNode, m: Mass): SdNode {
  let cur = best;
  for (;;) {
    const target = (1 - FOCUS_MIN_GAIN) * m.mass[cur.index];
    const next = cur.children.find((c) => m.mass[c.index] >= target && m.mass[c.index] > 0);
    if (!next) break;
    cur = next;
  }
  while (cur !== best && cur.parent) {
    const p = cur.parent.index;
    const i = cur.index;
    if (m.mass[p] > m.mass[i]) break;
    if (noiseOf(m, p) - noiseOf(m, i) > WRAPPER_MAX_NOISE * m.mass[i]) break;
    cur = cur.parent;
  }
  return cur;
}
