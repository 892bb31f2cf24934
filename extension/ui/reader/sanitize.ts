// The engine already returns cleaned HTML; the overlay still runs DOMPurify before anything reaches the page,
// because the HTML comes from an arbitrary page and the overlay lives in that page (defence in depth, never a
// script). Parsing and sanitising happen in an inert document (shared/inert-html.ts); the overlay adopts the
// clean nodes, so the page's HTML is never parsed where it could load or run anything.
import DOMPurify from 'dompurify';
import { sanitizedFragment } from '../../shared/inert-html';

/**
 * Besides DOMPurify's defaults (no scripts, no event handlers, no javascript: URLs): no page styles or classes
 * (they could collide with the overlay's own classes inside the shadow root), no forms, no embedded browsing
 * contexts, nothing that moves focus on its own.
 */
const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'iframe',
];
const FORBID_EXTRA = ['object', 'embed', 'frame', 'frameset', 'dialog', 'template', 'slot'];
/**
 * Media never plays or loads in the reader (the engine shows it as a link to the original), and a drawing
 * shows only itself: no HTML inside it, no picture from elsewhere. SVG and MathML are otherwise kept, under
 * DOMPurify's SVG and MathML profiles.
 */
const FORBID_MEDIA = ['video', 'audio', 'source', 'track', 'image', 'foreignobject', 'feimage'];
const FORBID_ATTR = [
  ...['style', 'class', 'tabindex', 'autofocus', 'contenteditable', 'popover', 'slot', 'part'],
  // Media in the reading view waits for the reader: nothing starts playing by itself.
  'autoplay',
];

/**
 * A listing's language as the engine writes it (`<pre><code class="language-ts">`, src/assemble/code.ts): the
 * one class the overlay reads, only as this whole value, and only there. It leaves the overlay as the `<pre>`'s
 * `data-language` (languageOf), so no page class reaches the shadow root.
 */
const LANGUAGE_CLASS = /^language-([a-z0-9+#-]{1,30})$/;

let purifier: typeof DOMPurify | null = null;

/** The overlay's own DOMPurify instance: the listing-language hook stays out of the exports' sanitiser. */
function readerPurifier(): typeof DOMPurify {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'class' || node.localName !== 'code') return;
    if (node.parentElement?.localName === 'pre' && LANGUAGE_CLASS.test(data.attrValue))
      data.forceKeepAttr = true;
  });
  return purifier;
}

const READER_CONFIG = {
  FORBID_TAGS: [...FORBID_TAGS, ...FORBID_EXTRA, ...FORBID_MEDIA],
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  // A formula's TeX source (src/assemble/formula.ts) is for the exports: the reader shows its MathML.
  ADD_FORBID_CONTENTS: ['annotation'],
};

/** The overlay's clean copy of `html`: nodes of an inert document, for the overlay to adopt. */
export function sanitizeHtml(html: string): DocumentFragment {
  const fragment = sanitizedFragment(html, READER_CONFIG, readerPurifier());
  withoutOutsideReferences(fragment);
  languageOf(fragment);
  return fragment;
}

/** Each listing's language class becomes its `<pre>`'s `data-language` (enhance-content.ts labels it). */
function languageOf(fragment: DocumentFragment): void {
  for (const code of Array.from(fragment.querySelectorAll('code[class]'))) {
    const match = LANGUAGE_CLASS.exec(code.getAttribute('class') ?? '');
    const pre = code.parentElement;
    code.removeAttribute('class');
    if (match && pre?.localName === 'pre') pre.setAttribute('data-language', match[1]);
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element's `href`/`xlink:href` that is not a `#fragment` of the drawing goes: nothing loads. */
function withoutOutsideReferences(fragment: DocumentFragment): void {
  for (const el of Array.from(fragment.querySelectorAll('*'))) {
    if (el.namespaceURI !== SVG_NS) continue;
    for (const name of el.getAttributeNames()) {
      if (name !== 'href' && !name.endsWith(':href')) continue;
      if (!(el.getAttribute(name) ?? '').trim().startsWith('#')) el.removeAttribute(name);
    }
  }
}
