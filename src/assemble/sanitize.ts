// The final sanitising pass over the reader copy: an allow-list of reader markup, with DOMPurify's own rules.
// Scripts, styles, iframes, forms, event handlers, inline styles and classes never survive it.
//
// The copy is a tree we built node by node in an inert document (clone.ts), so no HTML string is parsed here.
// DOMPurify.sanitize() on it cost more than the rest of the engine's assembly together (about 30 us per node
// in Chromium, in place or from a string), so the walk is ours and does what DOMPurify does with this
// configuration: an allowed tag stays, a forbidden one goes with its content (FORBID_CONTENTS) or leaves its
// content in its place; every attribute is checked by DOMPurify's isValidAttribute() (allow-list, URL
// schemes, markup in values) and trimmed as DOMPurify trims it. test/engine/sanitize.test.ts pins the walk to
// DOMPurify.sanitize() on hostile markup.
import DOMPurify from 'dompurify';

export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'article',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
];
export const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'datetime',
  'lang',
  'dir',
  'start',
  'reversed',
];

/**
 * Elements DOMPurify removes together with their content when they are not allowed (its default
 * FORBID_CONTENTS); any other element that is not allowed is replaced by its content.
 */
export const FORBID_CONTENTS = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
]);

const TAGS = new Set(ALLOWED_TAGS);
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * DOMPurify creates its own Trusted Types policy on first use and asks it for an empty string when configured;
 * when the engine is injected through CDP (CLI, tests) that policy's callbacks belong to a finished evaluation
 * and Chromium refuses to run them. We never parse HTML strings (the copy is built node by node), so an
 * identity policy suffices.
 */
const PASS_THROUGH_POLICY = {
  createHTML: (s: string) => s,
  createScriptURL: (s: string) => s,
} as unknown as NonNullable<Parameters<typeof DOMPurify.sanitize>[1]>['TRUSTED_TYPES_POLICY'];

/** The DOMPurify configuration the reader markup follows. */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  TRUSTED_TYPES_POLICY: PASS_THROUGH_POLICY,
};

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers = new WeakMap<object, Purifier>();

/** One configured purifier per window: the configuration is parsed once, not on every call. */
function purifierFor(win: Window & typeof globalThis): Purifier {
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = DOMPurify(win);
    purifier.setConfig(PURIFY_CONFIG);
    purifiers.set(win, purifier);
  }
  return purifier;
}

/**
 * Sanitises the content of `root` in place (`root` itself is the caller's bare holder and is not checked).
 * `root` should belong to an inert document (see clone.ts), so nothing in it loads or runs meanwhile.
 */
export function sanitizeInPlace(root: Element, win: Window & typeof globalThis): void {
  sanitizeChildren(root, purifierFor(win));
}

function sanitizeChildren(parent: Element, purifier: Purifier): void {
  let n = parent.firstChild;
  while (n) {
    const next: ChildNode | null = n.nextSibling;
    if (n.nodeType === 3) {
      n = next;
      continue;
    }
    if (n.nodeType !== 1 || (n as Element).namespaceURI !== HTML_NS) {
      n.remove(); // comments and the like, and foreign (SVG, MathML) elements with their content
      n = next;
      continue;
    }
    const el = n as Element;
    const tag = el.localName.toLowerCase();
    if (TAGS.has(tag)) {
      sanitizeAttributes(el, tag, purifier);
      sanitizeChildren(el, purifier);
      n = next;
      continue;
    }
    // Not allowed: its content takes its place (and is checked next), unless that content goes too.
    const first = FORBID_CONTENTS.has(tag) ? null : el.firstChild;
    if (first) while (el.firstChild) parent.insertBefore(el.firstChild, el);
    el.remove();
    n = first ?? next;
  }
}

function sanitizeAttributes(el: Element, tag: string, purifier: Purifier): void {
  const attrs = el.attributes;
  for (let i = attrs.length - 1; i >= 0; i--) {
    const { name, value } = attrs[i];
    const trimmed = name === 'value' ? value : value.trim();
    if (!purifier.isValidAttribute(tag, name, trimmed)) el.removeAttribute(name);
    else if (trimmed !== value) el.setAttribute(name, trimmed);
  }
}
