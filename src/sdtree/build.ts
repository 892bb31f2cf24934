// Step 1 of the SD algorithm (Pappas et al. 2012, 3.3): construction of the SD-Tree from the live DOM.
// One walk, one layout read per element (checkVisibility + bounding rect, computed style where those do not
// settle it): layout reads are the hot path. The walk runs cold (the engine is injected fresh into each
// page), so it does as little per element as it can: each DOM property is read once, and what only some
// steps need (class, id, inline style, page box) is read when they ask for it.
//
// The walk follows the page as it is rendered (dom/composed.ts): into shadow roots, through slots, and into
// same-origin frames, whose elements are placed in the tree where the frame shows them.
import type { ScrollOffset } from '../dom/box';
import { composedChildren, isFrameTag, isReadableFrame } from '../dom/composed';
import { densityOf } from '../dom/text';
import {
  attributeHidden,
  fadesIn,
  layoutHiddenReason,
  markShadowRoot,
  noscriptShown,
} from '../dom/visibility';
import { HEADING_TAGS, NEVER_CONTENT_TAGS } from '../vocabulary';
import type { Box } from '../types';
import type { SdNode, SdTree } from './node';
import { isStrong } from './tags';
import { docBody, docRoot, docView, ownerOf } from '../dom/document';

/** Elements read before the walk stops descending (huge pages): ~10x a large news page. */
export const NODE_BUDGET = 40_000;

/**
 * Visible characters read before the walk stops: twice what the reader shows (assemble/budget.ts), so the
 * engine still sees what follows the part it shows, and 2.5 times all the text of the corpus's largest page
 * (dragnet R990, 238,000 characters with markup stripped), so no corpus page comes near it. A page of
 * megabytes of text is read as far as the reader can show it.
 */
export const TEXT_BUDGET = 600_000;

export interface WalkOptions {
  /** Where the walk starts (default: the body): a huge page's reading scope (pipeline/scope.ts). */
  root?: Element;
  /** Elements read before the walk stops (default NODE_BUDGET). */
  nodes?: number;
  /** Visible characters read before the walk stops (default TEXT_BUDGET). */
  chars?: number;
  /** Read opacity and visibility as shown (a page fading itself in: pipeline/build.ts). */
  forceFade?: boolean;
}

/** What the walk reads layout with in one document (the page's, or a frame's). */
interface Frame {
  win: Window;
  /** The document's own scroll offset: visibility is decided in its own coordinates. */
  scroll: ScrollOffset;
  /** Added to a viewport rect to place it on the page (a frame's content sits where the frame shows it). */
  origin: ScrollOffset;
  fade: boolean;
  marked: Set<Element>;
}

export function buildSdTree(doc: Document, options: WalkOptions = {}): SdTree {
  const budget = options.nodes ?? NODE_BUDGET;
  const textBudget = options.chars ?? TEXT_BUDGET;
  const forceFade = !!options.forceFade;
  const win = docView(doc);
  const rootEl = options.root ?? docBody(doc) ?? docRoot(doc);
  const hidden = new Set<Element>();
  const nodes: SdNode[] = [];
  const state = { truncated: false, chars: 0, stoppedAt: null as Element | null };
  // The walk changes nothing, so the scroll offset holds for all of it (each window read costs ~3 us).
  const scroll: ScrollOffset = win
    ? { scrollX: win.scrollX, scrollY: win.scrollY }
    : { scrollX: 0, scrollY: 0 };
  const top: Frame | null = win
    ? {
        win,
        scroll,
        origin: scroll,
        fade: forceFade || fadesIn(doc, win),
        marked: attributeHidden(doc),
      }
    : null;
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
    frame: Frame,
  ): SdNode | null => {
    if (nodes.length >= budget || state.chars >= textBudget) {
      state.truncated = true;
      state.stoppedAt ??= el;
      return null;
    }
    const rect = el.getBoundingClientRect();
    if (layoutHiddenReason(el, rect, frame.win, frame.scroll, frame.fade, frame.marked)) {
      hidden.add(el);
      return null;
    }
    const link = inLink || (tag === 'a' && el.hasAttribute('href'));
    const node = new BuiltNode(el, tag, parent, depth, nodes.length, rect, frame.origin);
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
    // (`foo<!-- -->bar`): the leaf counts what is rendered, "foobar". A shadow host, a slot with content
    // assigned to it and a readable frame show other nodes than their children: those are read instead.
    let own = 0;
    let pieces = 0;
    let below = 0;
    const first = found.length;
    const take = (c: Node, inner: Frame): void => {
      const type = c.nodeType;
      if (type === 3) {
        const t = (c.nodeValue as string).trim();
        if (t) {
          const n = collapsedLength(t);
          own += n;
          state.chars += n;
          pieces++;
        }
      } else if (type === 1) {
        const childTag = (c as Element).localName;
        if (NEVER_CONTENT_TAGS.has(childTag) && !isReadableFrame(c as Element, childTag)) return;
        if (childTag === 'noscript' && !noscriptShown(c as Element)) return;
        const child = visit(c as Element, childTag, node, depth + 1, link, inner);
        if (child) {
          found.push(child);
          below += child.subtreeDensity;
        }
      }
    };
    const shown = composedChildren(el, tag, (root) => markShadowRoot(root, frame.marked));
    if (shown) {
      // A frame's body is read in the frame's own layout, placed where the frame shows it.
      const inner = isFrameTag(tag) ? frameOf(shown[0] as Element, el, frame) : frame;
      if (inner) for (let k = 0; k < shown.length; k++) take(shown[k], inner);
    } else if (el.childElementCount === 0) {
      const t = (el.textContent as string).trim();
      if (t) {
        own = collapsedLength(t);
        state.chars += own;
        pieces = 1;
      }
    } else {
      for (let c = el.firstChild; c; c = c.nextSibling) take(c, frame);
    }
    if (found.length > first) {
      node.children = found.slice(first);
      found.length = first;
    }
    const density = pieces ? own + pieces - 1 : 0;
    node.density = density;
    node.linkDensity = link ? density : 0;
    node.cardinality = node.children.length;
    node.subtreeDensity = density + below;
    return node;
  };

  /** The layout context of a frame's body, placed where `frameEl` shows it in `outer`. */
  const frameOf = (body: Element, frameEl: Element, outer: Frame): Frame | null => {
    const fdoc = ownerOf(body);
    const fwin = docView(fdoc);
    if (!fwin) return null;
    const box = frameEl.getBoundingClientRect();
    const style = outer.win.getComputedStyle(frameEl);
    const inset = (side: 'Left' | 'Top') =>
      (side === 'Left' ? frameEl.clientLeft : frameEl.clientTop) + (parseFloat(style[`padding${side}`]) || 0);
    return {
      win: fwin,
      scroll: { scrollX: fwin.scrollX, scrollY: fwin.scrollY },
      origin: {
        scrollX: outer.origin.scrollX + box.left + inset('Left'),
        scrollY: outer.origin.scrollY + box.top + inset('Top'),
      },
      fade: outer.fade || fadesIn(fdoc, fwin),
      marked: attributeHidden(fdoc),
    };
  };

  const depth0 = depthOf(rootEl);
  const root = top ? visit(rootEl, rootEl.localName, null, depth0, false, top) : null;
  return {
    root: root ?? unreadRoot(rootEl, depth0, scroll),
    nodes,
    hidden,
    truncated: state.truncated,
    stoppedAt: state.stoppedAt,
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
