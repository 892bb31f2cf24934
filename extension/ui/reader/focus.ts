// Focus management for the modal overlay: what can be tabbed to, and the element focused before it opened.
import { docActive } from '../../../src/dom/document';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable elements in tree order, skipping hidden ones (display:none, visibility:hidden, closed popovers). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/** The focused element, looking through open shadow roots (the page may use web components). */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = docActive(doc);
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Keep Tab and Shift+Tab inside `container` (WAI-ARIA APG, modal dialog pattern). */
export function trapTab(event: KeyboardEvent, container: HTMLElement, shadow: ShadowRoot): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = tabbables(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = shadow.activeElement;
  const outside = !active || !container.contains(active) || active === container;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && !outside && active === last) {
    event.preventDefault();
    first.focus();
  }
}
