// Fragments from the page, made safe and portable for export: sanitised (DOMPurify, on top of the engine's
// own cleaning, in an inert document: shared/inert-html.ts) and with every URL absolute against the page, so
// links and images work outside the page.
import { markupOf, sanitizedFragment } from '../shared/inert-html';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const URL_ATTRIBUTES = ['src', 'href', 'poster'];

const EXPORT_CONFIG = {
  FORBID_TAGS: ['style', 'form', 'image', 'foreignobject'],
  ADD_TAGS: ['semantics', 'annotation'],
};

/** Sanitises a fragment and makes every URL in it absolute against the page URL: nodes of an inert document. */
export function cleanFragment(html: string, baseUrl: string): DocumentFragment {
  // No picture from elsewhere or HTML inside a drawing (the engine already leaves them out of SVG figures).
  // A formula keeps its TeX source (src/assemble/formula.ts): the Markdown export writes it, and in the HTML
  // export it stays the formula's annotation, which browsers do not draw.
  const fragment = sanitizedFragment(html, EXPORT_CONFIG);
  for (const element of fragment.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, absolute(value, baseUrl));
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null) element.setAttribute('srcset', absoluteSrcset(srcset, baseUrl));
  }
  // What DOMPurify removed can leave text nodes side by side: one, as in markup, for turndown's whitespace.
  fragment.normalize();
  return fragment;
}

/**
 * The export's only `<h1>` is the title it writes itself: headings of level 1 in the page's content become
 * level 2 (in place; returns `fragment`).
 */
export function oneTitle(fragment: DocumentFragment): DocumentFragment {
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = h1.ownerDocument.createElement('h2');
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  return fragment;
}

/** cleanFragment's markup. */
export function cleanMarkup(html: string, baseUrl: string): string {
  return markupOf(cleanFragment(html, baseUrl));
}

function absolute(value: string, baseUrl: string): string {
  if (value.startsWith('#')) return value;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return value;
  }
}

function absoluteSrcset(srcset: string, baseUrl: string): string {
  return srcset
    .split(',')
    .map((item) => {
      const [url, ...descriptor] = item.trim().split(/\s+/);
      return [absolute(url, baseUrl), ...descriptor].join(' ');
    })
    .join(', ');
}
