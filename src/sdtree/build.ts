// Step 1 of the SD algorithm (Pappas et al. 2012, 3.3): construction of the SD-Tree from the live DOM.
// One walk, one layout read per element (checkVisibility + bounding rect, computed style where those do not
// settle it): layout reads are the hot path. The walk runs cold (the engine is injected fresh into each
// page), so it does as little per element as it can: each DOM property is read once, and what only some
// steps need (class, id, inline style, page box) is read when they ask for it.
import type { ScrollOffset } from '../dom/box';
import { densityOf } from '../dom/text';
import { attributeHidden, fadesIn, layoutHiddenReason, noscriptShown } from '../dom/visibility';
import { HEADING_TAGS, NEVER_CONTENT_TAGS } from '../vocabulary';
import type { Box } from '../types';
import type { SdNode, SdTree } from './node';
import { isStrong } from './tags';
import { docBody, docRoot, docView } from '../dom/document';

/** Elements read before the walk stops descending (huge pages): ~10x a large news page. */
export const NODE_BUDGET = 40_000;

export function buildSdTree(doc: Document, budget = NODE_BUDGET, forceFade = false): SdTree {
  const win = docView(doc);
  const rootEl = docBody(doc) ?? docRoot(doc);
  const hidden = new Set<Element>();
  const nodes: SdNode[] = [];
  const state = { truncated: false };
  // The walk changes nothing, so the scroll offset holds for all of it (each window read costs ~3 us).
  const scroll: ScrollOffset = win
    ? { scrollX: win.scrollX, scrollY: win.scrollY }
    : { scrollX: 0, scrollY: 0 };
  const fade = forceFade || (!!win && fadesIn(doc, win));
  const marked = attributeHidden(doc);
  // Depth of the last heading read so far. A node's ancestor title (3.1) is the last heading inside the
  // nearest ancestor whose subtree holds one: in document order that is always the last heading read (a
  // later heading sits in a deeper or the same ancestor), and the root's subtree holds every heading.
  let lastHeading: number | null = null;
  // The children found so far of every node on the walk's path, innermost last: each node takes its own as an
  // array of exactly their number. Pushing onto a node's own array reserved room for 16 or more children on
  // the first push, while most nodes have one to three; those arrays live as long as the tree, so every
  // scavenge during the extraction copied them.
  const found: SdNode[] = [];

  const visit = (
    el: Element,
    tag: string,
    parent: SdNode | null,
    depth: number,
    inLink: boolean,
  ): SdNode | null => {
    if (nodes.length >= budget) {
      state.truncated = true;
      return null;
    }
    const rect = el.getBoundingClientRect();
    if (layoutHiddenReason(el, rect, win!, scroll, fade, marked)) {
      hidden.add(el);
      return null;
    }
    const link = inLink || (tag === 'a' && el.hasAttribute('href'));
    const node = new BuiltNode(el, tag, parent, depth, nodes.length, rect, scroll);
    node.ancestorTitleDepth = lastHeading;
    nodes.push(node);
    if (HEADING_TAGS.has(tag)) {
      lastHeading = depth;
      // The heading is also the "own" title of its nearest strong ancestor, the region its text is merged
      // into (step 3).
      for (let p = parent; p; p = p.parent) {
        if (p.strong) {
          if (p.ownTitleDepth === null) p.ownTitleDepth = depth;
          break;
        }
      }
    }
    // One pass over the child nodes: text nodes give the node's own density (densityOf of their text joined
    // by spaces, without building it: each non-blank one adds its collapsed length plus a joining space),
    // elements are visited. A leaf (about half the elements: links, spans, most paragraphs) has its text read
    // in one call instead: touching each text node from script makes a wrapper object for it, and that was
    // the walk's largest cost after the layout reads. The two agree except where a comment splits a word
    // (`foo<!-- -->bar`): the leaf counts what is rendered, "foobar".
    let own = 0;
    let pieces = 0;
    let below = 0;
    if (el.childElementCount === 0) {
      const t = (el.textContent as string).trim();
      if (t) {
        own = collapsedLength(t);
        pieces = 1;
      }
    } else {
      const first = found.length;
      for (let c = el.firstChild; c; c = c.nextSibling) {
        const type = c.nodeType;
        if (type === 3) {
          const t = (c.nodeValue as string).trim();
          if (t) {
            own += collapsedLength(t);
            pieces++;
          }
        } else if (type === 1) {
          const childTag = (c as Element).localName;
          if (NEVER_CONTENT_TAGS.has(childTag)) continue;
          if (childTag === 'noscript' && !noscriptShown(c as Element)) continue;
          const child = visit(c as Element, childTag, node, depth + 1, link);
          if (child) {
            found.push(child);
            below += child.subtreeDensity;
          }
        }
      }
      if (found.length > first) {
        node.children = found.slice(first);
        found.length = first;
      }
    }
    const density = pieces ? own + pieces - 1 : 0;
    node.density = density;
    node.linkDensity = link ? density : 0;
    node.cardinality = node.children.length;
    node.subtreeDensity = density + below;
    return node;
  };

  const depth0 = depthOf(rootEl);
  const root = win ? visit(rootEl, rootEl.localName, null, depth0, false) : null;
  return {
    root: root ?? unreadRoot(rootEl, depth0, scroll),
    nodes,
    hidden,
    truncated: state.truncated,
  };
}

/** The children of every childless node: one array, read only like every node's children after the walk. */
const NO_CHILDREN: SdNode[] = [];

/** An SdNode read from the live DOM; class, id, inline style and page box are read on first use. */
class BuiltNode implements SdNode {
  /** Set by the walk when the node has children; never changed after it (NO_CHILDREN is shared). */
  children: SdNode[] = NO_CHILDREN;
  /** Set by the walk once it has read the node's children. */
  density = 0;
  subtreeDensity = 0;
  linkDensity = 0;
  cardinality = 0;
  strong: boolean;
  ancestorTitleDepth: number | null = null;
  ownTitleDepth: number | null = null;
  private pageBox: Box | null = null;
  private classRead: string | null = null;
  private idRead: string | null = null;

  constructor(
    readonly el: Element,
    readonly tag: string,
    readonly parent: SdNode | null,
    readonly depth: number,
    readonly index: number,
    private readonly rect: DOMRectReadOnly,
    private readonly scroll: ScrollOffset,
  ) {
    this.strong = isStrong(el, tag);
  }

  get className(): string {
    if (this.classRead === null) {
      const c = this.el.className;
      this.classRead = typeof c === 'string' ? c.trim() : '';
    }
    return this.classRead;
  }

  get id(): string {
    if (this.idRead === null) this.idRead = this.el.id;
    return this.idRead;
  }

  get style(): string {
    return this.el.getAttribute('style') ?? '';
  }

  get box(): Box {
    if (!this.pageBox) {
      const r = this.rect;
      this.pageBox = {
        x: r.left + this.scroll.scrollX,
        y: r.top + this.scroll.scrollY,
        width: r.width,
        height: r.height,
      };
    }
    return this.pageBox;
  }
}

/** Runs of two or more whitespace characters (what densityOf collapses to one space). */
const WS_RUN = /\s\s/;
const WS_RUNS = /\s+/g;

/** densityOf(t) of a trimmed non-empty text (`trim` and `\s` strip the same characters, NBSP included). */
function collapsedLength(t: string): number {
  return WS_RUN.test(t) ? t.replace(WS_RUNS, ' ').length : t.length;
}

/** The root when the walk read nothing (no window, or the root itself hidden): its own text only. */
function unreadRoot(rootEl: Element, depth: number, scroll: ScrollOffset): SdNode {
  const node = new BuiltNode(
    rootEl,
    rootEl.localName,
    null,
    depth,
    0,
    rootEl.getBoundingClientRect(),
    scroll,
  );
  const texts: string[] = [];
  for (let c = rootEl.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) texts.push(c.nodeValue ?? '');
  node.density = densityOf(texts.join(' '));
  node.subtreeDensity = node.density;
  return node;
}

function depthOf(el: Element): number {
  let d = 0;
  for (let p = el.parentElement; p; p = p.parentElement) d++;
  return d;
}
