// Layout tests the rules share.
import type { Box } from '../../types';

/** Below this much prose (two or three sentences) an element heading a thread is its header, not an article. */
export const ARTICLE_MIN_PROSE = 200;

/** `a` starts above `b` in the same column: an article before its comments or its related links. */
export function leads(a: Box, b: Box): boolean {
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  return overlapX > 0.5 * Math.min(a.width, b.width) && a.y < b.y;
}
