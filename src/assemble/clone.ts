// Copies a live subtree without what the reader must not show: hidden elements (from the SD-Tree's layout
// pass), non-content tags, and explicitly excluded elements (comment regions inside the article, noise).
import { SKIPPED_TAGS } from '../dom/visibility';

/** Tags dropped with their content besides SKIPPED_TAGS: page chrome and interactive widgets. */
export const DROPPED_TAGS = new Set([...SKIPPED_TAGS, 'nav', 'aside', 'form', 'footer', 'menu']);

export interface CloneOptions {
  /** Elements found hidden in the live layout. */
  hidden?: ReadonlySet<Element>;
  /** Elements to leave out with their subtree. */
  exclude?: ReadonlySet<Element>;
}

export function cloneVisible(root: Element, options: CloneOptions = {}): Element {
  const copy = root.cloneNode(false) as Element;
  appendChildren(root, copy, options);
  return copy;
}

function appendChildren(from: Element, to: Element, options: CloneOptions): void {
  for (let n = from.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) {
      to.appendChild(n.cloneNode(false));
    } else if (n.nodeType === 1) {
      const el = n as Element;
      if (DROPPED_TAGS.has(el.localName) || options.hidden?.has(el) || options.exclude?.has(el)) continue;
      const copy = el.cloneNode(false) as Element;
      to.appendChild(copy);
      appendChildren(el, copy, options);
    }
  }
}
