// Step 1 of the SD algorithm (Pappas et al. 2012, 3.3): construction of the SD-Tree from the live DOM.
// One walk, one layout read per element (checkVisibility + bounding rect, computed style where those do not
// settle it): layout reads are the hot path.
import { pageBox, type ScrollOffset } from '../dom/box';
import { densityOf } from '../dom/text';
import { fadesIn, layoutHiddenReason, SKIPPED_TAGS } from '../dom/visibility';
import type { SdNode, SdTree } from './node';
import { HEADING_TAGS, isStrong } from './tags';

/** Elements read before the walk stops descending (huge pages): ~10x a large news page. */
export const NODE_BUDGET = 40_000;

interface Frame {
  node: SdNode;
  /** Depth of the last heading seen so far inside this node's subtree. */
  lastHeadingDepth: number | null;
}

export function buildSdTree(doc: Document, budget = NODE_BUDGET, forceFade = false): SdTree {
  const win = doc.defaultView;
  const rootEl = doc.body ?? doc.documentElement;
  const hidden = new Set<Element>();
  const nodes: SdNode[] = [];
  const stack: Frame[] = [];
  const state = { truncated: false };
  // The walk changes nothing, so the scroll offset holds for all of it (each window read costs ~3 us).
  const scroll: ScrollOffset | null = win ? { scrollX: win.scrollX, scrollY: win.scrollY } : null;
  const fade = forceFade || (!!win && fadesIn(doc, win));

  const visit = (el: Element, parent: SdNode | null, depth: number, inLink: boolean): SdNode | null => {
    if (nodes.length >= budget) {
      state.truncated = true;
      return null;
    }
    const rect = el.getBoundingClientRect();
    if (layoutHiddenReason(el, rect, win!, scroll, fade)) {
      hidden.add(el);
      return null;
    }
    const node = makeNode(el, parent, depth, nodes.length, inLink, rect, scroll);
    node.ancestorTitleDepth = nearestTitle(stack);
    nodes.push(node);
    if (HEADING_TAGS.has(node.tag)) markHeading(stack, depth);
    stack.push({ node, lastHeadingDepth: null });
    const link = inLink || isLink(el);
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (SKIPPED_TAGS.has(c.localName)) continue;
      const child = visit(c, node, depth + 1, link);
      if (child) node.children.push(child);
    }
    stack.pop();
    node.cardinality = node.children.length;
    node.subtreeDensity = node.density + node.children.reduce((s, c) => s + c.subtreeDensity, 0);
    return node;
  };

  const depth0 = depthOf(rootEl);
  const root = win ? visit(rootEl, null, depth0, false) : null;
  return {
    root: root ?? makeNode(rootEl, null, depth0, 0, false, rootEl.getBoundingClientRect(), scroll),
    nodes,
    hidden,
    truncated: state.truncated,
  };
}

function makeNode(
  el: Element,
  parent: SdNode | null,
  depth: number,
  index: number,
  inLink: boolean,
  rect: DOMRectReadOnly,
  scroll: ScrollOffset | null,
): SdNode {
  const density = ownDensity(el);
  return {
    el,
    tag: el.localName,
    parent,
    children: [],
    index,
    depth,
    density,
    subtreeDensity: density,
    linkDensity: inLink || isLink(el) ? density : 0,
    cardinality: 0,
    className: typeof el.className === 'string' ? el.className.trim() : '',
    id: el.id,
    style: el.getAttribute('style') ?? '',
    strong: isStrong(el),
    ancestorTitleDepth: null,
    ownTitleDepth: null,
    box: pageBox(rect, scroll),
  };
}

function ownDensity(el: Element): number {
  let text = '';
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3) text += ' ' + n.nodeValue;
  return text ? densityOf(text) : 0;
}

/**
 * A heading is the ancestor title of every later node under each of its ancestors; it is also the "own"
 * title of its nearest strong ancestor, the region its text is merged into (step 3).
 */
function markHeading(stack: Frame[], depth: number): void {
  for (const f of stack) f.lastHeadingDepth = depth;
  for (let i = stack.length - 1; i >= 0; i--) {
    const n = stack[i].node;
    if (n.strong) {
      if (n.ownTitleDepth === null) n.ownTitleDepth = depth;
      return;
    }
  }
}

/** The nearest ancestor whose subtree already holds a heading gives the ancestor title (3.1). */
function nearestTitle(stack: Frame[]): number | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const d = stack[i].lastHeadingDepth;
    if (d !== null) return d;
  }
  return null;
}

function depthOf(el: Element): number {
  let d = 0;
  for (let p = el.parentElement; p; p = p.parentElement) d++;
  return d;
}

/** A link is an `<a href>`: a bare `<a name>` anchor (old pages wrap whole documents in one) is not. */
function isLink(el: Element): boolean {
  return el.localName === 'a' && el.hasAttribute('href');
}
