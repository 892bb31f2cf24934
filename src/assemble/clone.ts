// Copies a live subtree without what the reader must not show: hidden elements (from the SD-Tree's layout
// pass), non-content tags, and explicitly excluded elements (comment regions inside the article, noise).
// The copy is made in an inert document (no browsing context): its images never load, no custom element
// constructor or handler of the page runs, and the sanitiser can work on it in place.
import { attributeValue } from '../dom/attributes';
import { composedChildren, frameBody, isFrameTag } from '../dom/composed';
import { noscriptShown } from '../dom/visibility';
import { DROPPED_TAGS, HEADING_QUERY, HEADING_TAGS } from '../vocabulary';
import { spendText, stopsAt, type OutputBudget } from './budget';
import { codeLanguage, codeText } from './code';
import { copyDrawing, mediaLink } from './foreign';
import { copyFormula, formulaRenderer, formulaSpaces } from './formula';
import { rewriteImage, rewriteLink } from './rewrite';
import { ALLOWED_ATTR, ALLOWED_TAGS, FORBID_CONTENTS, sanitizeAttributes } from './sanitize';
import { docBaseUri, docImplementation, ownerOf } from '../dom/document';

export interface CloneOptions {
  /** Elements found hidden in the live layout. */
  hidden?: ReadonlySet<Element>;
  /** Elements to leave out with their subtree, and text nodes to leave out (a run of an element's own text the
   * learned engine cut: Decision.cutText). */
  exclude?: ReadonlySet<Node>;
  /** Elements of DROPPED_TAGS whose content is kept (the element itself is not copied). */
  unwrap?: ReadonlySet<Element>;
  /**
   * The page's base URL: when given, the copy is rewritten for the reader as it is made (rewrite.ts): links
   * absolute, images resolved or left out, no `<source>` in a `<picture>`.
   */
  base?: string;
  /** The output cap (budget.ts): the copy stops when it is spent or at the first element the walk did not read. */
  budget?: OutputBudget;
  /**
   * Ids that in-article `#fragment` links point to (footnotes and their references, a table of contents):
   * the copy keeps them, and the links to them stay `#fragment` links (assemble/index.ts, fragmentTargets).
   */
  anchors?: ReadonlySet<string>;
  /** The language a label beside a listing names (code.ts, codeChrome), by `<pre>`. */
  codeLabels?: ReadonlyMap<Element, string>;
}

/** A form holding at least this share of the copied text is the page's wrapper, not a widget. */
export const WRAPPER_FORM_SHARE = 0.5;

/**
 * Forms under `root` that wrap the page rather than sit in it: ASP.NET WebForms and many old sites put the
 * whole body in one `<form>`. Their controls are dropped anyway (NEVER_CONTENT_TAGS); their text is the article.
 */
export function wrapperForms(root: Element): Set<Element> {
  const out = new Set<Element>();
  const forms = root.getElementsByTagName('form');
  if (!forms.length) return out;
  const total = root.textContent?.length ?? 0;
  for (let i = 0; i < forms.length; i++) {
    if ((forms[i].textContent?.length ?? 0) >= WRAPPER_FORM_SHARE * total) out.add(forms[i]);
  }
  return out;
}

/**
 * Attributes worth copying: the sanitiser's allow-list plus aria-* (DOMPurify keeps those by default); it
 * would strip every other one, one by one, so they are never copied. Images keep all of theirs: the lazy
 * loading attributes are read by rewrite.ts, which then strips them.
 */
const KEPT_ATTRS = new Set(ALLOWED_ATTR);
const ALLOWED = new Set(ALLOWED_TAGS);
const ARIA_ATTR = /^aria-[-\w]+$/;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

const inertDocuments = new WeakMap<Document, Document>();

/** One inert HTML document per page, created on first use. */
export function inertDocument(doc: Document): Document {
  let inert = inertDocuments.get(doc);
  if (!inert) {
    inert = docImplementation(doc).createHTMLDocument('');
    inertDocuments.set(doc, inert);
  }
  return inert;
}

/** A copy of `root` and its visible content, owned by the page's inert document. */
export function cloneVisible(root: Element, options: CloneOptions = {}): Element {
  const inert = inertDocument(ownerOf(root));
  const tag = root.localName;
  const copy = copyElement(root, tag, root.namespaceURI, inert);
  copyChildren(root, copy, options, null, tag);
  return copy;
}

/**
 * Appends copies of the visible children of `from` to `to` (an element of an inert document), sanitised as
 * they are copied when `clean` is given.
 */
export function appendVisibleChildren(
  from: Element,
  to: Element,
  options: CloneOptions = {},
  clean: SanitizingCopy | null = null,
): void {
  copyChildren(from, to, options, clean, to.localName);
}

/**
 * A copy sanitised as it is made (sanitize.ts's rules, node by node): allowed elements are copied with their
 * valid attributes, FORBID_CONTENTS and foreign elements are left out with their content, any other element
 * leaves its content in its place. `titleUnsafe` says that removeDuplicateTitle, which reads the copy BEFORE
 * sanitising, could see another first heading or other heading text there: content left out inside a heading,
 * or a heading left out before the first one kept.
 */
export interface SanitizingCopy {
  headingSeen: boolean;
  inHeading: number;
  titleUnsafe: boolean;
}

export function sanitizingCopy(): SanitizingCopy {
  return { headingSeen: false, inHeading: 0, titleUnsafe: false };
}

/**
 * Copies the children of `from` into `to`; `parent` is the name of their parent in the unsanitised copy. The
 * children are those the page shows (dom/composed.ts): a shadow root's, a slot's assigned nodes.
 */
function copyChildren(
  from: Element,
  to: Element,
  options: CloneOptions,
  clean: SanitizingCopy | null,
  parent: string,
): void {
  // Once the budget is spent nothing more is copied: the rest of the children are not even visited (a 20 MB
  // article has tens of thousands after the cut).
  const { budget } = options;
  const shown = composedChildren(from, from.localName);
  if (shown) {
    for (let k = 0; k < shown.length && !budget?.cut; k++) copyNode(shown[k], to, options, clean, parent);
  } else {
    for (let n = from.firstChild; n && !budget?.cut; n = n.nextSibling)
      copyNode(n, to, options, clean, parent);
  }
}

/** Copies one child node `n` into `to` (see copyChildren). */
function copyNode(
  n: Node,
  to: Element,
  options: CloneOptions,
  clean: SanitizingCopy | null,
  parent: string,
): void {
  const inert = to.ownerDocument;
  const { base, budget } = options;
  const type = n.nodeType;
  if (type === 3) {
    if ((budget && budget.cut) || options.exclude?.has(n)) return;
    const data = (n as Text).data;
    to.appendChild(inert.createTextNode(budget ? spendText(budget, data) : data));
    return;
  }
  if (type !== 1) return;
  const el = n as Element;
  if (budget && stopsAt(budget, el)) return;
  if (options.unwrap?.has(el) && !options.hidden?.has(el) && !options.exclude?.has(el)) {
    copyChildren(el, to, options, clean, parent);
    return;
  }
  const tag = el.localName;
  if (isFrameTag(tag) && !options.hidden?.has(el) && !options.exclude?.has(el)) {
    // A same-origin frame's document in its place, as the walk read it (sdtree/build.ts).
    const body = frameBody(el);
    const framed = body && base !== undefined ? { ...options, base: docBaseUri(ownerOf(body)) } : options;
    if (body) copyChildren(body, to, framed, clean, parent);
    return;
  }
  if (options.hidden?.has(el) || options.exclude?.has(el)) return;
  const renderer = formulaRenderer(el, tag);
  if (renderer) {
    // A formula a script drew: its MathML once, not the rendering's glyphs as text (formula.ts).
    const formula = copyFormula(el, renderer, inert);
    if (!formula) return;
    const [before, after] = formulaSpaces(el);
    if (before) to.appendChild(inert.createTextNode(' '));
    to.appendChild(formula);
    if (after) to.appendChild(inert.createTextNode(' '));
    return;
  }
  if (tag === 'svg' || tag === 'math') {
    // Never read by the walk (NEVER_CONTENT_TAGS), shown when drawn as a figure or a formula (foreign.ts).
    const drawing = copyDrawing(el, inert);
    if (drawing) to.appendChild(drawing);
    return;
  }
  if ((tag === 'video' || tag === 'audio') && base !== undefined) {
    const link = mediaLink(el, inert, base);
    if (link) to.appendChild(link);
    return;
  }
  if (DROPPED_TAGS.has(tag)) return;
  if (tag === 'noscript') {
    // Shown (scripts off): its content in its place, as for any element the sanitiser does not keep.
    if (noscriptShown(el)) copyChildren(el, to, options, clean, parent);
    return;
  }
  const ns = el.namespaceURI;
  if (tag === 'pre' && ns === HTML_NS) {
    copyListing(el, to, options);
    return;
  }
  // The copy's name: a prefixed name (`fb:like`) loses its prefix in createElementNS.
  let copy: Element | null = null;
  let name = tag;
  if (tag.includes(':')) {
    copy = copyElement(el, tag, ns, inert);
    name = copy.localName;
  }
  if (base !== undefined && name === 'source' && parent === 'picture') return;
  let allowed = '';
  if (clean) {
    allowed = name.toLowerCase();
    if (ns !== HTML_NS || !ALLOWED.has(allowed)) {
      if (ns === HTML_NS && !FORBID_CONTENTS.has(allowed)) copyChildren(el, to, options, clean, name);
      else if (clean.inHeading || (!clean.headingSeen && holdsHeading(el, name))) clean.titleUnsafe = true;
      return;
    }
  }
  copy ??= copyElement(el, tag, ns, inert);
  const anchors = options.anchors;
  if (anchors?.size) keepAnchor(el, copy, anchors);
  if (base !== undefined) {
    if (name === 'a') {
      if (copy.hasAttribute('href')) rewriteLink(copy, base, anchors);
    } else if (name === 'img' && !rewriteImage(copy, base)) return;
  }
  to.appendChild(copy);
  if (!clean) {
    copyChildren(el, copy, options, null, name);
    return;
  }
  sanitizeAttributes(copy, allowed, anchors);
  const heading = HEADING_TAGS.has(name);
  if (heading) {
    clean.headingSeen = true;
    clean.inHeading++;
  }
  copyChildren(el, copy, options, clean, name);
  if (heading) clean.inHeading--;
}

/** The copy keeps the id of an element an in-article link points to. */
function keepAnchor(el: Element, copy: Element, anchors: ReadonlySet<string>): void {
  const id = el.getAttribute('id');
  if (id && anchors.has(id)) copy.setAttribute('id', id);
}

/** A code listing as `<pre><code class="language-x">` and its lines (code.ts). */
export function copyListing(pre: Element, to: Element, options: CloneOptions): void {
  const { budget } = options;
  if (budget && budget.cut) return;
  const text = codeText(pre, options);
  if (!text.trim()) return;
  const inert = to.ownerDocument;
  const copy = to.appendChild(inert.createElement('pre'));
  const code = copy.appendChild(inert.createElement('code'));
  const language = codeLanguage(pre, options.codeLabels?.get(pre));
  if (language) code.setAttribute('class', `language-${language}`);
  code.appendChild(inert.createTextNode(budget ? spendText(budget, text) : text));
}

/** `el` (copied as `name`) is a heading or holds one (in the page, so also hidden ones: never too few). */
function holdsHeading(el: Element, name: string): boolean {
  return HEADING_TAGS.has(name) || el.querySelector(HEADING_QUERY) !== null;
}

/** `tag` and `ns` are the element's localName and namespaceURI (each read is a DOM call). */
function copyElement(el: Element, tag: string, ns: string | null, inert: Document): Element {
  if (tag === 'img' || ns !== HTML_NS) return inert.importNode(el, false);
  let copy: Element;
  try {
    copy = inert.createElementNS(HTML_NS, tag);
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
