// The page under the overlay must not scroll, and must be exactly as it was afterwards: remember the locked
// element's `style` attribute verbatim (or its absence) and put it back, and restore the scroll position.
// One element is locked, the one the viewport takes its `overflow` from: `overflow: hidden` on both <html>
// and <body> stops the body's value from going to the viewport, so the body becomes a clipping box of its
// own, which Firefox builds and lays out again from scratch (2 to 4 s on a page of 100,000 elements on the
// machine of bench/HUGE.md, against under 0.15 s for the one element).
import { docBody, docRoot } from '../../../src/dom/document';

interface Saved {
  element: HTMLElement;
  attribute: string | null;
  /** The attribute as the lock left it, to tell whether the page changed the style in between. */
  locked: string | null;
  overflow: string;
  priority: string;
}

function lockElement(element: HTMLElement): Saved {
  const attribute = element.getAttribute('style');
  const overflow = element.style.getPropertyValue('overflow');
  const priority = element.style.getPropertyPriority('overflow');
  // Not !important: the print stylesheet (print-style.ts) must still be able to lift the lock when printing.
  element.style.setProperty('overflow', 'hidden');
  return { element, attribute, locked: element.getAttribute('style'), overflow, priority };
}

function unlockElement(saved: Saved): void {
  const { element } = saved;
  if (element.getAttribute('style') === saved.locked) {
    if (saved.attribute === null) element.removeAttribute('style');
    else element.setAttribute('style', saved.attribute);
    return;
  }
  // The page changed its own inline style meanwhile: keep its changes, undo only ours.
  if (saved.overflow) element.style.setProperty('overflow', saved.overflow, saved.priority);
  else element.style.removeProperty('overflow');
  if (saved.attribute === null && element.style.length === 0) element.removeAttribute('style');
}

/**
 * The element whose `overflow` the viewport uses (CSS Overflow 3, "overflow viewport propagation"): the
 * root's, unless it is `visible` and the root has a <body> child, whose value is then the viewport's.
 */
export function viewportOverflowSource(doc: Document = document): HTMLElement | null {
  const root = docRoot(doc);
  if (!(root instanceof HTMLElement)) return null;
  const body = docBody(doc);
  if (!(body instanceof HTMLElement) || body.localName !== 'body' || body.parentElement !== root) return root;
  const style = getComputedStyle(root);
  return style.overflowX === 'visible' && style.overflowY === 'visible' ? body : root;
}

/** Lock page scrolling; the returned function restores styles and scroll position exactly. */
export function lockPageScroll(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const x = win.scrollX;
  const y = win.scrollY;
  const target = viewportOverflowSource(doc);
  const saved = target ? lockElement(target) : null;
  return () => {
    if (saved) unlockElement(saved);
    if (win.scrollX !== x || win.scrollY !== y) win.scrollTo({ left: x, top: y, behavior: 'instant' });
  };
}
