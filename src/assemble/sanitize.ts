// The final sanitising pass over the reader copy: an allow-list of reader markup under DOMPurify's rules.
// Scripts, styles, iframes, forms, event handlers, inline styles and classes never survive it.
//
// The copy is a tree we built node by node in an inert document (clone.ts), so no HTML string is parsed here
// and nothing in the tree can load or run. DOMPurify.sanitize() on it cost more than the rest of the engine's
// assembly together (about 30 us per node in Chromium, in place or from a string, plus ~1 ms to create and
// configure a purifier), so the walk is ours and does exactly what DOMPurify 3 does with this configuration
// (ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR false, every other option at its default): an allowed tag
// stays, a FORBID_CONTENTS tag goes with its content, any other tag leaves its content in its place; an
// attribute stays when isValidAttribute() below, DOMPurify's check, accepts its trimmed value.
// test/engine/sanitize.test.ts pins both to DOMPurify itself, on hostile markup and on an attribute matrix.
// The reader overlay runs DOMPurify again before it shows anything (extension/ui/reader/sanitize.ts).
import { attributeValue } from '../dom/attributes';
import { MATHML_NS, sanitizeDrawing, SVG_NS } from './foreign';

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
  'rp',
  'rt',
  'ruby',
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

/** DOMPurify's default URI_SAFE_ATTRIBUTES: values never checked as URLs. */
const URI_SAFE_ATTRS = new Set([
  'alt',
  'class',
  'for',
  'id',
  'label',
  'name',
  'pattern',
  'placeholder',
  'role',
  'summary',
  'title',
  'value',
  'style',
  'xmlns',
]);
/** DOMPurify's default DATA_URI_TAGS: where a `data:` src/href may stay. */
const DATA_URI_TAGS = new Set(['audio', 'video', 'img', 'source', 'image', 'track']);
/** DOMPurify's IS_ALLOWED_URI, ATTR_WHITESPACE, ARIA_ATTR and ATTR_VALUE_BREAKOUT (SAFE_FOR_XML). */
const IS_ALLOWED_URI =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex -- DOMPurify's own pattern: control characters are whitespace in URLs
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const ARIA_ATTR = /^aria-[-\w]+$/;
const ATTR_VALUE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const ATTRS = new Set(ALLOWED_ATTR);

/**
 * DOMPurify.isValidAttribute(tag, name, value) under this configuration: no markup breakout in the value, no
 * patch linkage, aria-* or an allowed name, and for names that may hold a URL a safe scheme (or a data: URI
 * on an image).
 */
export function isValidAttribute(tag: string, name: string, value: string): boolean {
  const lcName = name.toLowerCase();
  if (ATTR_VALUE_BREAKOUT.test(value)) return false;
  if (lcName === 'attributename' && value.includes('href')) return false;
  if (lcName === 'patchsrc' || (lcName === 'for' && tag !== 'label' && tag !== 'output')) return false;
  if (ARIA_ATTR.test(lcName)) return true;
  if (!ATTRS.has(lcName)) return false;
  if (URI_SAFE_ATTRS.has(lcName)) return true;
  const uri = value.replace(ATTR_WHITESPACE, '');
  if (isWebUrl(uri) || IS_ALLOWED_URI.test(uri)) return true;
  if ((lcName === 'src' || lcName === 'href') && value.startsWith('data:') && DATA_URI_TAGS.has(tag))
    return true;
  return !value;
}

/**
 * An http(s) URL, which IS_ALLOWED_URI accepts: the reader copy's links and images are made absolute, so nearly
 * every value is one, and the pattern (V8 compiles it on its first use in each page) is then never run.
 */
function isWebUrl(uri: string): boolean {
  const head = uri.slice(0, 6).toLowerCase();
  return head === 'https:' || head.startsWith('http:');
}

/**
 * Sanitises the content of `root` in place (`root` itself is the caller's bare holder and is not checked).
 * `root` should belong to an inert document (see clone.ts), so nothing in it loads or runs meanwhile.
 */
export function sanitizeInPlace(root: Element, anchors?: ReadonlySet<string>): void {
  let n = root.firstChild;
  while (n) {
    const next: ChildNode | null = n.nextSibling;
    if (n.nodeType === 3) {
      n = next;
      continue;
    }
    if (n.nodeType === 1 && isDrawing(n as Element)) {
      // An SVG figure or a formula the copy kept (foreign.ts): its own allow-list.
      if (!sanitizeDrawing(n as Element)) n.remove();
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
      sanitizeAttributes(el, tag, anchors);
      sanitizeInPlace(el, anchors);
      n = next;
      continue;
    }
    // Not allowed: its content takes its place (and is checked next), unless that content goes too.
    const first = FORBID_CONTENTS.has(tag) ? null : el.firstChild;
    if (first) while (el.firstChild) root.insertBefore(el.firstChild, el);
    el.remove();
    n = first ?? next;
  }
}

/**
 * A listing's language, the one class the copy keeps (`<code class="language-ts">`, as code.ts writes it):
 * Markdown converters and highlighters read it there. Beyond DOMPurify's configuration above, and narrower
 * than any class.
 */
export const LANGUAGE_CLASS = /^language-[\w+#.-]+$/;

function isDrawing(el: Element): boolean {
  const ns = el.namespaceURI;
  return (ns === SVG_NS && el.localName === 'svg') || (ns === MATHML_NS && el.localName === 'math');
}

/** As DOMPurify: values trimmed (but `value`), then kept only when valid. */
export function sanitizeAttributes(el: Element, tag: string, anchors?: ReadonlySet<string>): void {
  // The copy keeps only allow-listed attributes (clone.ts): most elements have none left.
  if (!el.hasAttributes()) return;
  // Names and values rather than `el.attributes[i]`, which makes an Attr node per attribute.
  const names = el.getAttributeNames();
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i];
    const value = attributeValue(el, name);
    if (name === 'class' && tag === 'code' && LANGUAGE_CLASS.test(value)) continue;
    // The target of an in-article link (clone.ts, keepAnchor): also beyond DOMPurify's configuration.
    if (name === 'id' && anchors?.has(value)) continue;
    const trimmed = name === 'value' ? value : value.trim();
    if (!isValidAttribute(tag, name, trimmed)) el.removeAttribute(name);
    else if (trimmed !== value) el.setAttribute(name, trimmed);
  }
}
