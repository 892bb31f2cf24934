// Copies a live subtree without what the reader must not show: hidden elements (from the SD-Tree's layout
// pass), non-content tags, and explicitly excluded elements (comment regions inside the article, noise).
// The copy is made in an inert document (no browsing context): its images never load, no custom element
// constructor or handler of the page runs, and the sanitiser can work on it in place.
import { attributeValue } from '../dom/attributes';
import { SKIPPED_TAGS } from '../dom/visibility';
import { ALLOWED_ATTR } from './sanitize';

/** Tags dropped with their content besides SKIPPED_TAGS: page chrome and interactive widgets. */
export const DROPPED_TAGS = new Set([...SKIPPED_TAGS, 'nav', 'aside', 'form', 'footer', 'menu']);

export interface CloneOptions {
  /** Elements found hidden in the live layout. */
  hidden?: ReadonlySet<Element>;
  /** Elements to leave out with their subtree. */
  exclude?: ReadonlySet<Element>;
  /** Elements of DROPPED_TAGS whose content is kept (the element itself is not copied). */
  unwrap?: ReadonlySet<Element>;
}

/** A form holding at least this share of the copied text is the page's wrapper, not a widget. */
export const WRAPPER_FORM_SHARE = 0.5;

/**
 * Forms under `root` that wrap the page rather than sit in it: ASP.NET WebForms and many old sites put the
 * whole body in one `<form>`. Their controls are dropped anyway (SKIPPED_TAGS); their text is the article.
 */
export function wrapperForms(root: Element): Set<Element> {
  const out = new Set<Element>();
  const forms = root.getElementsByTagName('form');
  if (!forms.length) return out;
  const total = root.textContent?.length ?? 0;
  for (const form of Array.from(forms)) {
    if ((form.textContent?.length ?? 0) >= WRAPPER_FORM_SHARE * total) out.add(form);
  }
  return out;
}

/**
 * Attributes worth copying: the sanitiser's allow-list plus aria-* (DOMPurify keeps those by default); it
 * would strip every other one, one by one, so they are never copied. Images keep all of theirs: the lazy
 * loading attributes are read by rewrite.ts, which then strips them.
 */
const KEPT_ATTRS = new Set(ALLOWED_ATTR);
const ARIA_ATTR = /^aria-[-\w]+$/;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

const inertDocuments = new WeakMap<Document, Document>();

/** One inert HTML document per page, created on first use. */
export function inertDocument(doc: Document): Document {
  let inert = inertDocuments.get(doc);
  if (!inert) {
    inert = doc.implementation.createHTMLDocument('');
    inertDocuments.set(doc, inert);
  }
  return inert;
}

/** A copy of `root` and its visible content, owned by the page's inert document. */
export function cloneVisible(root: Element, options: CloneOptions = {}): Element {
  const inert = inertDocument(root.ownerDocument);
  const copy = copyElement(root, inert);
  appendVisibleChildren(root, copy, options);
  return copy;
}

/** Appends copies of the visible children of `from` to `to` (an element of an inert document). */
export function appendVisibleChildren(from: Element, to: Element, options: CloneOptions = {}): void {
  const inert = to.ownerDocument;
  for (let n = from.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) {
      to.appendChild(inert.createTextNode((n as Text).data));
    } else if (n.nodeType === 1) {
      const el = n as Element;
      if (options.unwrap?.has(el) && !options.hidden?.has(el) && !options.exclude?.has(el)) {
        appendVisibleChildren(el, to, options);
        continue;
      }
      if (DROPPED_TAGS.has(el.localName) || options.hidden?.has(el) || options.exclude?.has(el)) continue;
      const copy = copyElement(el, inert);
      to.appendChild(copy);
      appendVisibleChildren(el, copy, options);
    }
  }
}

function copyElement(el: Element, inert: Document): Element {
  if (el.namespaceURI !== HTML_NS || el.localName === 'img') return inert.importNode(el, false);
  let copy: Element;
  try {
    copy = inert.createElementNS(HTML_NS, el.localName);
  } catch {
    return inert.importNode(el, false); // a name only the parser accepts
  }
  // Names, then the values of the kept ones: `el.attributes[i]` makes an Attr node (and its wrapper) for
  // every attribute, and most (class, id, style, data-*) are dropped.
  const names = el.getAttributeNames();
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (!KEPT_ATTRS.has(name) && !ARIA_ATTR.test(name)) continue;
    copy.setAttribute(name, attributeValue(el, name));
  }
  return copy;
}
