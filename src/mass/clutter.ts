// Inside the article root: containers whose link text outweighs their prose (share bars, tag lists, related
// links, pagination) and small containers named as page furniture, left out of the article.
import type { SdNode } from '../sdtree';
import { HEADING_TAGS, INLINE_TAGS, isClutterName } from '../vocabulary';
import { noiseOf, type Mass } from './measure';

/** A container inside the root is cut only while its prose is below this share of the root's. */
export const CLEAN_MAX_SHARE = 0.25;
/** A named furniture container (share, related, ...) is cut only below this share of the root's prose... */
export const NAMED_MAX_SHARE = 0.1;
/** ...and when its links and labels are at least this share of its prose. */
export const NAMED_MIN_NOISE = 0.3;

/** Containers inside `root` to leave out of the article: link lists and small named furniture. */
export function clutter(root: SdNode, m: Mass): SdNode[] {
  const out: SdNode[] = [];
  const rootMass = m.mass[root.index];
  const visit = (node: SdNode): void => {
    for (const c of node.children) {
      // A code listing is the article's, whatever its links ("Try" in the playground) weigh against its
      // prose (code is not prose): its site's controls are left out when it is copied (assemble/code.ts).
      if (c.tag === 'pre') continue;
      if (isClutter(c, m, rootMass)) out.push(c);
      else visit(c);
    }
  };
  visit(root);
  return out;
}

function isClutter(node: SdNode, m: Mass, rootMass: number): boolean {
  const i = node.index;
  if (HEADING_TAGS.has(node.tag) || INLINE_TAGS.has(node.tag)) return false;
  const mass = m.mass[i];
  if (m.link[i] > mass && mass < CLEAN_MAX_SHARE * rootMass) return true;
  if (mass >= NAMED_MAX_SHARE * rootMass) return false;
  if (node.tag === 'form') return true;
  // A name alone is not enough (page builders call every text block a widget): furniture also reads like it.
  if (noiseOf(m, i) < NAMED_MIN_NOISE * mass) return false;
  return isClutterName(`${node.className} ${node.id}`);
}
