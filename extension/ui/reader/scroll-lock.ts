// The page under the overlay must not scroll, and must be exactly as it was afterwards: remember each
// element's `style` attribute verbatim (or its absence) and put it back, and restore the scroll position.

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

/** Lock page scrolling; the returned function restores styles and scroll position exactly. */
export function lockPageScroll(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const x = win.scrollX;
  const y = win.scrollY;
  const targets = [doc.documentElement, doc.body].filter((e): e is HTMLElement => e instanceof HTMLElement);
  const saved = targets.map(lockElement);
  return () => {
    saved.reverse().forEach(unlockElement);
    if (win.scrollX !== x || win.scrollY !== y) win.scrollTo({ left: x, top: y, behavior: 'instant' });
  };
}
