// The SD-Tree (Pappas et al. 2012, 3.2): the DOM's visible elements with style and density features.
import type { Box } from '../types';
import { commentKeyword } from '../vocabulary';

export interface SdNode {
  el: Element;
  tag: string;
  parent: SdNode | null;
  children: SdNode[];
  /** Pre-order index in the tree (document order). */
  index: number;
  /** Distance from root (3.1): number of ancestors up to <html>. */
  depth: number;
  /** Density (3.1): characters of the node's OWN text (direct text children, whitespace collapsed). */
  density: number;
  /** Characters of all visible text below the node (used for shares, never for region comparison). */
  subtreeDensity: number;
  /** Own characters that sit inside links (the node itself is or is inside an `<a>`). */
  linkDensity: number;
  /** Cardinality (3.1): number of child elements in the SD-Tree. */
  cardinality: number;
  className: string;
  id: string;
  /** The inline style attribute (the paper's "individual styles"); visibility comes from computed style. */
  style: string;
  strong: boolean;
  /** Depth of the ancestor title (3.1): an h1-h6 found in an ancestor's subtree before this node. */
  ancestorTitleDepth: number | null;
  /** Depth of the first heading whose text is merged into this node (only set on strong nodes). */
  ownTitleDepth: number | null;
  box: Box;
}

export interface SdTree {
  root: SdNode;
  /** All nodes in document order. */
  nodes: SdNode[];
  /** Elements the walk found hidden (assembly drops them from the output). */
  hidden: Set<Element>;
  /** True when a budget (elements or characters read) stopped the walk early. */
  truncated: boolean;
  /** The first element the walk did not read for want of budget: it and all after it are unread. */
  stoppedAt?: Element | null;
}

/** The lowest node holding both (each is its own ancestor); null when they are in different trees. */
export function commonParent(a: SdNode, b: SdNode): SdNode | null {
  let p: SdNode | null = a;
  let q: SdNode | null = b;
  while (p && q && p.depth > q.depth) p = p.parent;
  while (p && q && q.depth > p.depth) q = q.parent;
  while (p && q && p !== q) {
    p = p.parent;
    q = q.parent;
  }
  return p && p === q ? p : null;
}

/** `inner` is `outer` or below it. */
export function isWithin(inner: SdNode, outer: SdNode): boolean {
  let n: SdNode | null = inner;
  while (n && n.depth > outer.depth) n = n.parent;
  return n === outer;
}

/** For each node of `tree` (by index), 1 where it is one of `nodes` or below one, else 0. */
export function insideAny(tree: SdTree, nodes: Iterable<SdNode>): Uint8Array {
  const inside = new Uint8Array(tree.nodes.length);
  for (const node of nodes) inside[node.index] = 1;
  // Pre-order: a node is inside when it or its parent is.
  for (const node of tree.nodes) if (node.parent && inside[node.parent.index]) inside[node.index] = 1;
  return inside;
}

/** The lowest node holding all of `nodes` (the first one itself when it holds the others). */
export function commonAncestor(nodes: readonly SdNode[]): SdNode | null {
  let common: SdNode | null = nodes[0] ?? null;
  for (let k = 1; k < nodes.length && common; k++) common = commonParent(common, nodes[k]);
  return common;
}

/**
 * The comment keyword of a node's class or id (vocabulary/comment-words.ts), or null. Never inside a code
 * listing: there `comment` names a syntax highlighter's token (`<span class="comment">`, Prism's `token
 * comment`), and a reader's comment is never part of the code.
 */
export function nodeCommentKeyword(n: SdNode): string | null {
  if (!n.className && !n.id) return null;
  const k = commentKeyword(n.className, n.id);
  if (!k) return null;
  for (let p: SdNode | null = n; p; p = p.parent) if (p.tag === 'pre' || p.tag === 'code') return null;
  return k;
}
