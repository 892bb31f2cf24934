// Stage 1: the SD-Tree of the live page (sdtree/build.ts), read again when the page is fading in.
import { buildSdTree, type SdTree } from '../sdtree';

/** Below this many visible characters a page is checked for a fade-in on some wrapper (visibility.ts). */
const FADE_MIN_VISIBLE = 200;

/**
 * The SD-Tree; when almost nothing is visible but hidden elements hold the page's text (a wrapper kept at
 * opacity 0 or visibility hidden until a script reveals it), built again reading display and boxes only.
 */
export function readableTree(doc: Document): SdTree {
  const tree = buildSdTree(doc);
  if (tree.root.subtreeDensity >= FADE_MIN_VISIBLE || tree.truncated) return tree;
  let hiddenText = 0;
  for (const el of tree.hidden) hiddenText += el.textContent?.length ?? 0;
  const fades = hiddenText >= FADE_MIN_VISIBLE && hiddenText > 3 * tree.root.subtreeDensity;
  return fades ? buildSdTree(doc, undefined, true) : tree;
}
