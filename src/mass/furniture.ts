// Page furniture per node, for the text mass: elements and roles (nav, aside, footer, ...) and class or id
// names of a footer, a consent banner or a sidebar (vocabulary/names.ts).
import type { SdNode, SdTree } from '../sdtree';
import { FURNITURE_ROLES, FURNITURE_TAGS, furnitureName, hasFurnitureWord } from '../vocabulary';
import { zeros } from './measure';
import { docQueryAll, ownerOf } from '../dom/document';

/**
 * Page furniture per node: elements and roles (nav, aside, footer...), and class or id names of a footer or a
 * sidebar. A sidebar-named element that holds SD's article region and most of the page's text (outside the
 * furniture marked by element or role) is the page's body, not a sidebar: layouts name the body that has a
 * sidebar "sidebar". Not told apart by width: with the stylesheet blocked, as saved pages render, every
 * column is as wide as the page.
 */
export function furnitureOf(tree: SdTree, article: SdNode | null): number[] {
  const flags = zeros(tree.nodes.length);
  // Document order: a parent is read before its children, so `under` is known for the parent.
  const under = zeros(tree.nodes.length);
  let pageText = tree.root.subtreeDensity;
  // One query for the few elements with a role, instead of reading the attribute of every node.
  const withRole = new Set(docQueryAll(ownerOf(tree.root.el), '[role]'));
  // One pass (the engine runs cold, and each pass over the nodes costs): marked furniture, and the few nodes
  // whose names have a furniture word, judged once pageText is known.
  const named: SdNode[] = [];
  const nodes = tree.nodes;
  for (let k = 0; k < nodes.length; k++) {
    const node = nodes[k];
    const i = node.index;
    const above = node.parent !== null && under[node.parent.index] === 1;
    if (isMarkedFurniture(node, withRole)) {
      flags[i] = 1;
      if (!above) pageText -= node.subtreeDensity;
    } else if (hasFurnitureWord(node)) named.push(node);
    under[i] = above || flags[i] === 1 ? 1 : 0;
  }
  const articleEl = article?.el ?? null;
  for (let k = 0; k < named.length; k++)
    if (isNamedFurniture(named[k], articleEl, pageText)) flags[named[k].index] = 1;
  return flags;
}

/** Share of that text above which a sidebar-named element holding the article is the body. */
export const BODY_MIN_SHARE = 0.5;

/** `node` is page furniture or inside some (an aside, a footer, a navigation, a sidebar column). */
export function inFurniture(furniture: readonly number[], node: SdNode): boolean {
  for (let n: SdNode | null = node; n; n = n.parent) if (furniture[n.index]) return true;
  return false;
}

function isMarkedFurniture(node: SdNode, withRole: ReadonlySet<Element>): boolean {
  if (FURNITURE_TAGS.has(node.tag)) return true;
  if (!withRole.has(node.el)) return false;
  const role = node.el.getAttribute('role');
  return !!role && FURNITURE_ROLES.has(role);
}

function isNamedFurniture(node: SdNode, article: Element | null, pageText: number): boolean {
  if (!node.className && !node.id) return false;
  const kind = furnitureName(`${node.className} ${node.id}`);
  if (kind !== 'sidebar') return kind === 'footer';
  return !article || !node.el.contains(article) || node.subtreeDensity <= BODY_MIN_SHARE * pageText;
}
