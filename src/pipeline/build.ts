// Stage 1: the SD-Tree of the live page (sdtree/build.ts), read again when the page is fading in. A huge page
// is read around its prose (scope.ts), within a budget of elements that keeps the reader quick.
import { buildSdTree, type SdTree, type WalkOptions } from '../sdtree';
import { timed } from '../trace';
import { readingScope, SCOPE_ELEMENTS } from './scope';

/** Below this many visible characters a page is checked for a fade-in on some wrapper (visibility.ts). */
const FADE_MIN_VISIBLE = 200;

/**
 * The SD-Tree; when almost nothing is visible but hidden elements hold the page's text (a wrapper kept at
 * opacity 0 or visibility hidden until a script reveals it), built again reading display and boxes only. On a
 * huge page the tree's root is the part read (scope.ts), not the body.
 */
export function readableTree(doc: Document, timings: Record<string, number> = {}): SdTree {
  const scope = timed(timings, 'scope', () => readingScope(doc));
  const walk: WalkOptions = scope ? { root: scope.root, nodes: SCOPE_ELEMENTS } : {};
  const tree = buildSdTree(doc, walk);
  if (tree.root.subtreeDensity >= FADE_MIN_VISIBLE || tree.truncated) return tree;
  let hiddenText = 0;
  for (const el of tree.hidden) hiddenText += el.textContent?.length ?? 0;
  const fades = hiddenText >= FADE_MIN_VISIBLE && hiddenText > 3 * tree.root.subtreeDensity;
  return fades ? buildSdTree(doc, { ...walk, forceFade: true }) : tree;
}
