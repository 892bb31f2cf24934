// The SD-Tree (Pappas et al. 2012, 3.2): the DOM's visible elements with style and density features.
import type { Box } from '../types';

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
  /** True when the node budget stopped the walk early. */
  truncated: boolean;
}
