// Huge pages: where to read. A page of more elements than the walk's budget (sdtree/build.ts, NODE_BUDGET) was
// read from the top until the budget ran out, so an article after a long sidebar was never reached and the
// reader showed the sidebar. Here one cheap pass over the page's text nodes (no layout read) finds where its
// prose is, and the engine then reads the part of the page around it, of a size it reads quickly.
import { docBody, docRoot, docTreeWalker } from '../dom/document';
import { NODE_BUDGET } from '../sdtree';
import { INLINE_TAGS, NEVER_CONTENT_TAGS } from '../vocabulary';

/**
 * Elements read around a huge page's prose: twice a large news page (~4,000 elements, the walk's budget is ten
 * times that), so the part read still holds the article's title, byline and comments beside it. The engine
 * reads 8,000 elements in about 1.5 s on the 2-core machine the figures come from (bench/HUGE.md).
 */
export const SCOPE_ELEMENTS = 8_000;

/**
 * A block holding fewer characters outside links than about one sentence is a label, a date or a teaser line,
 * not prose: only longer blocks say where the article is. (English sentences average 15 to 20 words, some 100
 * characters; 80 keeps a short sentence.)
 */
export const PROSE_MIN_CHARS = 80;

/** Share of a block's prose that its grandparent gains (its parent gains all): Readability's weighting. */
const GRANDPARENT_SHARE = 0.5;

export interface Scope {
  /** The element the walk starts at instead of the body. */
  root: Element;
  /** Elements of the page, and of the part read. */
  pageElements: number;
  scopeElements: number;
}

/**
 * The part of a huge page to read, or null for a page the walk reads whole (every page of the corpus: the
 * largest has under 30,000 elements). The element holding most prose (each block of prose counted in its
 * parent and, half, in its grandparent) is widened to its largest ancestor of at most SCOPE_ELEMENTS elements.
 */
export function readingScope(doc: Document): Scope | null {
  const body = docBody(doc);
  if (!body) return null;
  const pageElements = body.getElementsByTagName('*').length;
  if (pageElements <= NODE_BUDGET) return null;
  const best = proseCentre(doc, body);
  if (!best) return null;
  let root: Element = best;
  let scopeElements = elementsIn(root);
  for (let up = root.parentElement; up && up !== body && up !== docRoot(doc); up = up.parentElement) {
    const n = elementsIn(up);
    if (n > SCOPE_ELEMENTS) break;
    root = up;
    scopeElements = n;
  }
  return { root, pageElements, scopeElements };
}

/** The element whose children (and grandchildren, at half weight) hold the most prose; null without prose. */
function proseCentre(doc: Document, body: HTMLElement): Element | null {
  const prose = proseByBlock(doc, body);
  const score = new Map<Element, number>();
  const root = docRoot(doc);
  let best: Element | null = null;
  let top = 0;
  const add = (el: Element | null, value: number) => {
    if (!el || el === root) return;
    const s = (score.get(el) ?? 0) + value;
    score.set(el, s);
    if (s > top) {
      top = s;
      best = el;
    }
  };
  for (const [block, chars] of prose) {
    if (chars < PROSE_MIN_CHARS) continue;
    const parent = block === body ? body : block.parentElement;
    add(parent, chars);
    add(parent === body ? null : (parent?.parentElement ?? null), chars * GRANDPARENT_SHARE);
  }
  return best;
}

/**
 * Characters of text outside links in each block (the nearest non-inline element of a text node), from one
 * walk over the text nodes. Visibility is not read here: the engine reads the part chosen with layout.
 */
function proseByBlock(doc: Document, body: HTMLElement): Map<Element, number> {
  const prose = new Map<Element, number>();
  const walker = docTreeWalker(doc, body, NodeFilter.SHOW_TEXT);
  // Text nodes of one block mostly come one after another: the block of the last parent is kept, and a run of
  // text in one block is added to the map once.
  let lastParent: Element | null = null;
  let lastBlock: Element | null = null;
  let run = 0;
  let runBlock: Element | null = null;
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const length = proseLength(t as Text);
    if (!length) continue;
    const parent = t.parentElement;
    if (parent !== lastParent) {
      lastParent = parent;
      lastBlock = proseBlock(parent);
    }
    if (lastBlock !== runBlock) {
      if (runBlock) prose.set(runBlock, (prose.get(runBlock) ?? 0) + run);
      runBlock = lastBlock;
      run = 0;
    }
    run += length;
  }
  if (runBlock) prose.set(runBlock, (prose.get(runBlock) ?? 0) + run);
  return prose;
}

/** The block whose prose a text node in `parent` is: its nearest non-inline element; null inside a link. */
function proseBlock(parent: Element | null): Element | null {
  let block = parent;
  let tag = block?.localName ?? '';
  while (block && INLINE_TAGS.has(tag)) {
    if (tag === 'a') return null;
    block = block.parentElement;
    tag = block?.localName ?? '';
  }
  if (!block || NEVER_CONTENT_TAGS.has(tag) || tag === 'noscript') return null;
  return block;
}

/**
 * The text's length without its edge whitespace, where that can matter: a long text is counted whole without
 * reading it (reading a text node's data copies it into the script's heap, and a 20 MB page spent most of this
 * pass doing that), a short one is trimmed (indentation between tags can make a label look long).
 */
function proseLength(t: Text): number {
  const length = t.length;
  return length > 2 * PROSE_MIN_CHARS ? length : trimmedLength(t.data);
}

/** `s.trim().length` without making the trimmed string. */
function trimmedLength(s: string): number {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) <= 32) start++;
  while (end > start && s.charCodeAt(end - 1) <= 32) end--;
  return end - start;
}

function elementsIn(el: Element): number {
  return el.getElementsByTagName('*').length + 1;
}
