// Visibility from the LIVE layout (ARCHITECTURE: never from markup alone). One getComputedStyle and one
// getBoundingClientRect per element: callers read layout once and pass the results in. The SD-Tree walk uses
// layoutHiddenReason, which makes the same decisions with checkVisibility() in place of most style reads.
import type { ScrollOffset } from './box';
import { docBody, docQueryAll, docRoot, docView, ownerOf } from './document';

/**
 * An element is hidden when the page hides it from a sighted reader or from assistive technology:
 * `hidden`, `aria-hidden="true"`, computed display:none, visibility:hidden/collapse, opacity 0, a clipped
 * box of at most 1px (the sr-only pattern and zero-size wrappers), or a box pushed wholly off the page
 * (left:-9999px). A zero-height box that does NOT clip is kept: floats make many real containers 0px tall.
 */
export function hiddenReason(
  el: Element,
  style: CSSStyleDeclaration,
  rect: DOMRectReadOnly,
  scroll: ScrollOffset | null = docView(ownerOf(el)),
  fade = false,
): string | null {
  if (el.hasAttribute('hidden')) return 'hidden attribute';
  if (el.getAttribute('aria-hidden') === 'true') return 'aria-hidden';
  if (style.display === 'none') return 'display:none';
  if (!fade && (style.visibility === 'hidden' || style.visibility === 'collapse')) return 'visibility:hidden';
  if (!fade && style.opacity === '0' && !revealPending(el, style)) return 'opacity:0';
  if (style.display === 'contents') return null;
  if ((rect.width <= 1 || rect.height <= 1) && clips(style) && !isRoot(el)) return 'zero-size box';
  return boxHiddenReason(el, rect, scroll);
}

/**
 * The SD-Tree walk's check: the same decision as hiddenReason, cheaper. `checkVisibility()` answers
 * display, visibility and opacity in one call (Chrome 121+, Firefox 125+); an element it calls visible has
 * a box (so it is not display:contents), and its computed style is read only for a box of at most 1px (the
 * clip test). Where it says hidden, or where it is missing, hiddenReason decides from the computed style.
 * With `marked` (attributeHidden's set of the document) only those elements have their attributes read.
 */
export function layoutHiddenReason(
  el: Element,
  rect: DOMRectReadOnly,
  win: Window,
  scroll: ScrollOffset | null,
  fade = false,
  marked?: ReadonlySet<Element>,
): string | null {
  if (!marked || marked.has(el)) {
    if (el.hasAttribute('hidden')) return 'hidden attribute';
    if (el.getAttribute('aria-hidden') === 'true') return 'aria-hidden';
  }
  const options = fade ? CHECK_DISPLAY : CHECK_VISIBILITY;
  if (typeof el.checkVisibility !== 'function' || !el.checkVisibility(options)) {
    return hiddenReason(el, win.getComputedStyle(el), rect, scroll, fade);
  }
  const width = rect.width;
  const height = rect.height;
  if ((width <= 1 || height <= 1) && !isRoot(el) && clips(win.getComputedStyle(el))) return 'zero-size box';
  return boxReason(el, rect, width, height, scroll);
}

const HIDDEN_ATTRIBUTES = '[hidden], [aria-hidden="true"]';

/**
 * The elements whose attributes hide them (`hidden`, `aria-hidden="true"`), found by one query: a walk that
 * passes them to layoutHiddenReason reads no attribute of any other element.
 */
export function attributeHidden(doc: Document): Set<Element> {
  return new Set(docQueryAll(doc, HIDDEN_ATTRIBUTES));
}

/** Adds the elements of a shadow tree that attributeHidden's query on the document cannot see. */
export function markShadowRoot(root: ShadowRoot, marked: Set<Element>): void {
  for (const el of Array.from(root.querySelectorAll(HIDDEN_ATTRIBUTES))) marked.add(el);
}

/**
 * A page that fades itself in (`html` or `body` at opacity 0 or visibility hidden until its script runs)
 * is hidden as a whole only while loading: under script blockers, in saved copies, or for a reader opened
 * before the fade ends. On such a page opacity and visibility say nothing, so only display and boxes count.
 */
export function fadesIn(doc: Document, win: Window): boolean {
  return [docRoot(doc), docBody(doc)].some((el) => {
    if (!el) return false;
    const style = win.getComputedStyle(el);
    return style.opacity === '0' || style.visibility === 'hidden';
  });
}

const CHECK_DISPLAY = {};

const INLINE_OPACITY_ZERO = /(^|;)\s*opacity\s*:\s*0*\.?0*\s*(!important\s*)?(;|$)/i;

/**
 * Scroll-reveal animations (Webflow interactions, AOS, WOW.js) park content at an inline `opacity:0` in the
 * normal flow until a script sees it scrolled into view: below the fold on a live page, everywhere in a
 * saved copy or under a script blocker. That is content waiting to be shown, not hidden content. Carousel
 * slides, tooltips and dialogs that use opacity 0 are positioned out of the flow, and stylesheet rules are
 * not inline: both stay hidden.
 */
function revealPending(el: Element, style: CSSStyleDeclaration): boolean {
  if (style.position !== 'static' && style.position !== 'relative') return false;
  const inline = el.getAttribute('style');
  return !!inline && INLINE_OPACITY_ZERO.test(inline);
}

/** `<html>` and `<body>`: their overflow applies to the viewport, not to a box of their own. */
function isRoot(el: Element): boolean {
  const doc = ownerOf(el);
  return el === docRoot(doc) || el === docBody(doc);
}

/** Both spellings of the options: Chrome 105-120 and Firefox 122-124 know only the older one. */
const CHECK_VISIBILITY = {
  opacityProperty: true,
  visibilityProperty: true,
  checkOpacity: true,
  checkVisibilityCSS: true,
};

function clips(style: CSSStyleDeclaration): boolean {
  return style.overflow === 'hidden' || style.overflow === 'clip' || style.overflowX === 'hidden';
}

/** Hidden by its box alone: empty and childless, or wholly above or left of the page. */
function boxHiddenReason(el: Element, rect: DOMRectReadOnly, scroll: ScrollOffset | null): string | null {
  return boxReason(el, rect, rect.width, rect.height, scroll);
}

/** boxHiddenReason with the rect's width and height already read (each read of a rect is a DOM call). */
function boxReason(
  el: Element,
  rect: DOMRectReadOnly,
  width: number,
  height: number,
  scroll: ScrollOffset | null,
): string | null {
  const sx = scroll?.scrollX ?? 0;
  const sy = scroll?.scrollY ?? 0;
  const reason =
    width === 0 && height === 0 && el.childElementCount === 0
      ? 'zero-size box'
      : (offPage(rect.right + sx, width) && !flowsLeft(el)) || offPage(rect.bottom + sy, height)
        ? 'off-page'
        : null;
  // The root elements' boxes say nothing: body is 0px tall when all its children are positioned. (Asked
  // last: three DOM reads, and only a box that would hide needs the answer.)
  return reason && !isRoot(el) ? reason : null;
}

/**
 * Text set in a right-to-left block progression (`writing-mode: vertical-rl`, Japanese and Chinese vertical
 * text) starts at the right and runs on to the left: its later lines and paragraphs lie left of the page's
 * origin, where the reader scrolls to them. A box there is not pushed off the page unless it is positioned
 * out of the flow (the `left: -9999px` pattern). Asked only of a box that ends left of the page.
 */
function flowsLeft(el: Element): boolean {
  const win = docView(ownerOf(el));
  if (!win) return false;
  const style = win.getComputedStyle(el);
  const mode = style.writingMode;
  if (mode !== 'vertical-rl' && mode !== 'sideways-rl') return false;
  return style.position !== 'absolute' && style.position !== 'fixed';
}

/**
 * A box ends at `end` (its right or bottom edge, in page coordinates) and is `size` long. It is off the
 * page when it ends before the page starts; a box that ends exactly at the edge is off only if it has a
 * length. An empty inline wrapper around blocks (an unknown `<text>` tag at the top of an old page) has a
 * 0x0 box at y=0 that says nothing about where its content is.
 */
function offPage(end: number, size: number): boolean {
  return end < 0 || (end === 0 && size > 0);
}

/**
 * A `<noscript>` whose content the page shows: where scripts are off (a script blocker, a browser with
 * JavaScript disabled) its content is parsed as markup and rendered like any other, and on some sites it is
 * the whole page (Discourse's posts, for one). Where scripts run it has no box and holds one text node of
 * unparsed markup, never text to read; a copy saved from such a page keeps that markup as escaped text,
 * which a browser then shows. So only parsed content counts: elements, with text among them. A bare line
 * ("Please enable JavaScript"), an image fallback of a lazy-loaded image the page already has, or a tracking
 * pixel adds nothing to read.
 */
export function noscriptShown(el: Element): boolean {
  return el.childElementCount > 0 && el.getClientRects().length > 0 && !!el.textContent?.trim();
}

/** Convenience for callers outside the SD-Tree pass (reads layout for one element). */
export function isVisible(el: Element): boolean {
  const win = docView(ownerOf(el));
  if (!win) return true;
  return hiddenReason(el, win.getComputedStyle(el), el.getBoundingClientRect()) === null;
}
