// A region of the SD algorithm: a strong node plus the valid weak nodes merged into it (step 3).
import type { SdNode } from './node';

export interface SdRegion {
  node: SdNode;
  /** Region density: characters of the valid text merged into this strong node (its own, not its subtree). */
  density: number;
  /** Valid nodes merged into the region. */
  members: number;
  /** Distance from the max density region (eq. 1), 0-100. */
  dfm: number;
  /** title_diff (eq. 2): |level of the ancestor title - level of the region|, null without a title. */
  titleDiff: number | null;
  /** CSS class grouping key (step 6): tag + sorted class names. */
  classKey: string;
}

export function classKeyOf(node: Pick<SdNode, 'tag' | 'className'>): string {
  const name = node.className;
  // Most elements have no class or a single one: no split, sort and join (the walk's class is trimmed).
  if (!name) return node.tag;
  if (!WHITESPACE.test(name)) return `${node.tag}.${name}`;
  const classes = name.split(/\s+/).filter(Boolean).sort().join('.');
  return classes ? `${node.tag}.${classes}` : node.tag;
}

const WHITESPACE = /\s/;
