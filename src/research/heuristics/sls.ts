// String Length Smoothing (Louvan thesis 4.2.2, after Weninger et al. [23]): the lengths of the text nodes of
// the main nodes go into one array, with an empty entry at every structural tag; the array is smoothed with
// radius r (equation 4.2) and the strings whose smoothed length is at least the standard deviation of the
// string lengths are kept.
import { NON_CONTENT_TAGS } from './text';

/** Smoothing radius r of equation 4.2. The thesis gives no value; 2 spreads a long paragraph's weight to its
 * neighbouring short lines (a heading, a dateline) without bridging a whole sidebar. */
export const SLS_RADIUS = 2;
/** "HTML tags that modify the structure such as div, tr, td, table, ul, li" (thesis 4.2.2). */
const STRUCTURAL = new Set([
  'div',
  'tr',
  'td',
  'table',
  'ul',
  'li',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
]);

export interface Slot {
  node: Text | null;
  length: number;
}

export function stringArray(roots: Element[]): Slot[] {
  const out: Slot[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      const length = (node as Text).data.replace(/\s+/g, ' ').trim().length;
      if (length) out.push({ node: node as Text, length });
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node as Element).localName;
    if (NON_CONTENT_TAGS.has(tag)) return;
    if (STRUCTURAL.has(tag)) out.push({ node: null, length: 0 });
    for (let c = node.firstChild; c; c = c.nextSibling) visit(c);
  };
  roots.forEach(visit);
  return out;
}

/** Equation 4.2: e_k = sum_{i=k-r}^{k+r} stringArray_i / (2r + 1), out-of-range entries counting as 0. */
export function smooth(lengths: number[], r = SLS_RADIUS): number[] {
  return lengths.map((_, k) => {
    let s = 0;
    for (let i = k - r; i <= k + r; i++) s += lengths[i] ?? 0;
    return s / (2 * r + 1);
  });
}

export function standardDeviation(xs: number[]): number {
  if (!xs.length) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}

/** The text nodes SLS keeps, in document order. */
export function smoothedStrings(roots: Element[], r = SLS_RADIUS): Text[] {
  const slots = stringArray(roots);
  const lengths = slots.map((s) => s.length);
  const threshold = standardDeviation(lengths);
  const smoothed = smooth(lengths, r);
  return slots.filter((s, k) => s.node && smoothed[k] >= threshold).map((s) => s.node as Text);
}
