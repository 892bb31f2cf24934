// Visibility from the LIVE layout (ARCHITECTURE: never from markup alone). One getComputedStyle and one
// getBoundingClientRect per element: callers read layout once and pass the results in.

/** Elements whose content is never reader text; the SD-Tree walk does not enter them. */
export const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'canvas',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'head',
  'meta',
  'link',
  'title',
  'select',
  'option',
  'datalist',
  'textarea',
  'input',
  'button',
  'dialog',
]);

/**
 * An element is hidden when the page hides it from a sighted reader or from assistive technology:
 * `hidden`, `aria-hidden="true"`, computed display:none, visibility:hidden/collapse, opacity 0, a clipped
 * box of at most 1px (the sr-only pattern and zero-size wrappers), or a box pushed wholly off the page
 * (left:-9999px). A zero-height box that does NOT clip is kept: floats make many real containers 0px tall.
 */
export function hiddenReason(el: Element, style: CSSStyleDeclaration, rect: DOMRectReadOnly): string | null {
  if (el.hasAttribute('hidden')) return 'hidden attribute';
  if (el.getAttribute('aria-hidden') === 'true') return 'aria-hidden';
  if (style.display === 'none') return 'display:none';
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return 'visibility:hidden';
  if (style.opacity === '0') return 'opacity:0';
  if (style.display === 'contents') return null;
  const clips = style.overflow === 'hidden' || style.overflow === 'clip' || style.overflowX === 'hidden';
  if (clips && (rect.width <= 1 || rect.height <= 1)) return 'zero-size box';
  if (rect.width === 0 && rect.height === 0 && el.childElementCount === 0) return 'zero-size box';
  const win = el.ownerDocument.defaultView;
  const sx = win?.scrollX ?? 0;
  const sy = win?.scrollY ?? 0;
  if (rect.right + sx <= 0 || rect.bottom + sy <= 0) return 'off-page';
  return null;
}

/** Convenience for callers outside the SD-Tree pass (reads layout for one element). */
export function isVisible(el: Element): boolean {
  const win = el.ownerDocument.defaultView;
  if (!win) return true;
  return hiddenReason(el, win.getComputedStyle(el), el.getBoundingClientRect()) === null;
}
