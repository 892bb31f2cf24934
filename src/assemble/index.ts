// Assembly: from a chosen live element to clean reader HTML + text. Public API (also used by the classifier
// pipeline): `assemble(el, options)` and `blockText(node)`.
import { blockText } from './text';
import {
  appendVisibleChildren,
  cloneVisible,
  copyListing,
  inertDocument,
  sanitizingCopy,
  wrapperForms,
  type CloneOptions,
  type SanitizingCopy,
} from './clone';
import { codeChrome } from './code';
import { bylinePrefixLength, isControlLabel, type Byline } from './byline';
import {
  fragmentTargets,
  leadingTextNodes,
  removeDuplicateTitle,
  removeLeadingText,
  SHOWS_WITHOUT_TEXT,
} from './rewrite';
import { sanitizeInPlace } from './sanitize';
import { docBaseUri, ownerOf } from '../dom/document';
import { BLOCK_TAGS, HEADING_QUERY } from '../vocabulary';
import { normalizeSpace } from '../dom/text';

export { blockText } from './text';

export interface AssembleOptions extends CloneOptions {
  /** Remove the first heading when it equals this title exactly. */
  title?: string;
  /** A card's byline: removed where the card's text begins with it again (its name, its date). */
  byline?: Pick<Byline, 'author' | 'date'>;
  /** The page's own date (its metadata's): with the cards' dates, the years their year-less dates are read by. */
  pageDate?: string | null;
}

export interface Assembled {
  html: string;
  text: string;
}

/**
 * Copies the visible content into an inert document, rewriting links and images and sanitising as it goes,
 * and serialises it once: no HTML string is parsed on the way.
 */
export function assemble(el: Element, given: AssembleOptions = {}): Assembled {
  const options = readerOptions(el, { ...given, base: docBaseUri(ownerOf(el)) });
  const clean = sanitizingCopy();
  const budget = options.budget && { ...options.budget };
  let copy = readerCopy(el, options, clean);
  // Rare (content left out in or before the first heading): the title check must read the copy as it is
  // before sanitising, so it is made again that way (from the output budget as it was before the first copy).
  if (copy.sanitized && options.title && clean.titleUnsafe) {
    if (budget && options.budget) Object.assign(options.budget, budget);
    copy = readerCopy(el, options, null);
  }
  const { holder, sanitized } = copy;
  if (options.title) removeDuplicateTitle(holder, options.title);
  if (!sanitized) sanitizeInPlace(holder, options.anchors);
  if (options.byline) {
    removeLeadingByline(holder, options.byline);
    removeTrailingControls(holder);
  }
  removeAdLabels(holder);
  removeTrailingHeading(holder);
  return { html: holder.innerHTML, text: blockText(holder) };
}

/** Bylines are read from the page, and the copy's first text nodes hold at most this much of one. */
const BYLINE_CHARS = 300;

/**
 * Stage "card-header": a card shows its author and date above its text, so a text that begins with them
 * again begins after them ("dottoressa März 7, 2018 Liebe Claudia" reads "Liebe Claudia"), and so do the rest
 * of the header printed with them: the comment's number or the poster's count beside the name ("30 Dan
 * Meyer", "6711 Birgit10"), and the controls between the byline and the text ("Zum Antworten anmelden
 * Zitieren #", "| Permalink"), which are a header's where they are links labelled as controls that
 * end their line (leadingControls). The markup is read for where each element's text ends (a name and the
 * date after it in two elements print as "alecia dillardThu, Jan 17").
 */
function removeLeadingByline(holder: Element, byline: Pick<Byline, 'author' | 'date'>): void {
  if (!byline.author && !byline.date) return;
  const nodes = leadingTextNodes(holder, BYLINE_CHARS);
  const text = nodes.map((t) => t.data).join('');
  const ends = new Set<number>();
  let at = 0;
  for (const node of nodes) ends.add((at += node.data.length));
  const chars = bylinePrefixLength(text, byline, { controls: leadingControls(holder, nodes), ends });
  if (chars) removeLeadingText(holder, chars);
}

/**
 * Stage "card-controls": the links a card's text ends with that are its controls ("Reply", "[Reply]", "Report
 * Post »", "Flag as Inappropriate", Blogger's "Reply" and "Delete"), on a line of their own after the text, are
 * not the comment's words: left out, as the header's controls are (removeLeadingByline). Links only, as there:
 * a control ending the line the comment's words are on, or a card that is nothing but controls, stays.
 */
function removeTrailingControls(holder: Element): void {
  const controls: Element[] = [];
  const separators: Text[] = [];
  let firstControl: Text | null = null;
  let last: Text | null = null;
  for (const n of backward(holder)) {
    if (n.nodeType !== Node.TEXT_NODE) continue;
    const t = n as Text;
    if (SEPARATOR_ONLY.test(t.data)) {
      separators.push(t);
      continue;
    }
    const link = t.parentElement?.closest('a');
    if (!link || !holder.contains(link) || !isControlLabel(link.textContent ?? '')) {
      last = t;
      break;
    }
    if (controls.at(-1) !== link) controls.push(link);
    firstControl = t;
  }
  if (!last || !firstControl || !lineBreakBetween(last, firstControl, holder)) return;
  for (const link of controls) link.remove();
  for (const t of separators) t.data = '';
  removeEmptyAfter(holder, last);
}

/** The words an ad slot is labelled with ("Advertisement", "Anzeige", "Publicité", "Sponsored"), with the
 * spaces around them: anchored, it fails at a text's first word, with no trimmed copy made of each text. */
const AD_LABEL =
  /^\s*(?:advertisements?|advertising|sponsored|anzeige|werbung|publicité|publicidad|pubblicità|reklama|reklame|advertentie)\s*:?\s*$/i;

/**
 * Stage "ad-labels": the label of an ad slot alone on its line ("Advertisement", "Anzeige") is all the copy
 * keeps of the slot (the ad's frame and script are not content), a stray word between two paragraphs: the
 * line is left out. A label with anything else on its line, or a picture, stays.
 */
function removeAdLabels(holder: Element): void {
  const lines = new Set<Element>();
  const walker = ownerOf(holder).createTreeWalker(holder, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!AD_LABEL.test((n as Text).data)) continue;
    const line = lineOf(n, holder);
    if (line === holder || lines.has(line)) continue;
    if (AD_LABEL.test(line.textContent ?? '') && !line.querySelector(SHOWS_WITHOUT_TEXT)) lines.add(line);
  }
  for (const line of lines) line.remove();
}

/** The most characters of a heading that introduces what follows ("See also", "More from this author"). */
const HEADING_CHARS = 80;

/**
 * Stage "tail-headings": a heading the text ends with introduces nothing ("See also", "Zobacz również",
 * "Comments (12)": the box or list under it was left out), so it is left out too. One heading, after text that
 * is not a heading: a run of headings is a list (a shop's product names, a listing's titles). A heading that is
 * all the text stays, as does one a picture follows, and sentences set as a heading.
 */
function removeTrailingHeading(holder: Element): void {
  // Read from the end: the last words, what is shown without words after them, then the words before (one
  // walk, resumed: `for…of` with a `break` would close it).
  const nodes = backward(holder);
  const next = () => nodes.next().value ?? null;
  const media: Element[] = [];
  let heading: Element | null = null;
  for (let n = next(); n; n = next()) {
    if (n.nodeType === Node.ELEMENT_NODE) {
      if ((n as Element).matches(SHOWS_WITHOUT_TEXT)) media.push(n as Element);
    } else if (/\S/.test((n as Text).data)) {
      heading = n.parentElement?.closest(HEADING_QUERY) ?? null;
      break;
    }
  }
  if (!heading || !holder.contains(heading) || media.some((m) => !heading.contains(m))) return;
  if (normalizeSpace(heading.textContent ?? '').length > HEADING_CHARS) return;
  let before: Text | null = null;
  for (let n = next(); n; n = next()) {
    if (n.nodeType !== Node.TEXT_NODE || heading.contains(n) || !/\S/.test((n as Text).data)) continue;
    before = n as Text;
    break;
  }
  if (!before || before.parentElement?.closest(HEADING_QUERY)) return;
  heading.remove();
  removeEmptyAfter(holder, before);
}

/**
 * The elements and text nodes of `holder` from its last back to its first (reverse document order: an
 * element after everything inside it). Read before the copy is changed.
 */
function* backward(holder: Element): Generator<Node, void> {
  let n: Node = holder;
  while (n.lastChild) n = n.lastChild;
  const walker = ownerOf(holder).createTreeWalker(holder, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  walker.currentNode = n;
  for (let m: Node | null = n === holder ? null : n; m && m !== holder; m = walker.previousNode()) yield m;
}

/** Whether the text `next` begins another line than `text` (in another block, or after a `<br>`). */
function lineBreakBetween(text: Text, next: Text, holder: Element): boolean {
  const block = lineOf(text, holder);
  if (block !== lineOf(next, holder)) return true;
  return Array.from(block.querySelectorAll('br, hr')).some(
    (br) =>
      !!(text.compareDocumentPosition(br) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      !!(br.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

/** Removes the elements after `last` left with no text and nothing shown without text, deepest first. */
function removeEmptyAfter(holder: Element, last: Text): void {
  const empty: Element[] = [];
  for (const n of backward(holder)) {
    if (n === last) break;
    if (n.nodeType !== Node.ELEMENT_NODE) continue;
    const el = n as Element;
    if (el.textContent?.trim() || el.matches(SHOWS_WITHOUT_TEXT) || el.querySelector(SHOWS_WITHOUT_TEXT))
      continue;
    empty.push(el);
  }
  for (const el of empty) el.remove();
}

/** Text between controls that is only their separators ("Reply | Quote", "[ antworten ]"). */
const SEPARATOR_ONLY = /^[\s|·•»«:,;\-–—[\]()]*$/u;

/**
 * Where in the copy's first text nodes (`nodes`, joined) the text of a control is: a link whose
 * label is one (isControlLabel: "Reply", "Zitieren", "#") and that ends its line, or is followed on it only by
 * other such controls (the markup's own evidence that it is not a link the text begins with). A card's header
 * is read past them (the Reply and Quote links between the date and the text); the header reading takes
 * them only in its run from the start of the text.
 */
function leadingControls(holder: Element, nodes: readonly Text[]): [number, number][] {
  const found: { el: Element; range: [number, number]; next: Text | null }[] = [];
  let offset = 0;
  let open: (typeof found)[number] | null = null;
  for (const node of nodes) {
    const start = offset;
    offset += node.data.length;
    // Links only: the copy has no buttons (sanitised away, their labels left as text).
    const el = node.parentElement?.closest('a');
    if (open && el === open.el) {
      open.range[1] = offset; // a label in a <span> inside the link
      continue;
    }
    const control = el && holder.contains(el) && isControlLabel(el.textContent ?? '') ? el : null;
    if (control || !SEPARATOR_ONLY.test(node.data)) for (const before of found) before.next ??= node;
    open = control ? { el: control, range: [start, offset], next: null } : null;
    if (open) found.push(open);
  }
  // From the last control back: each must end its line, or be followed by a control that is kept.
  const kept = new Set<Element>();
  for (let i = found.length - 1; i >= 0; i--) {
    const { el, next } = found[i];
    const nextControl = next && found.find((c) => c.el.contains(next));
    // A control whose next words are past the text read here is not known to end its line.
    if (next && ((nextControl && kept.has(nextControl.el)) || endsLine(el, next, holder))) kept.add(el);
  }
  return found.filter((c) => kept.has(c.el)).map((c) => c.range);
}

/** Whether the line that holds `el` ends before `next`: they are in different blocks (innermost), or a `<br>`
 * is between them. A control at the end of a line is a header's ("… 08:05 Reply" above the text), one that
 * the line goes on after is the text's ("The report says …"). */
function endsLine(el: Element, next: Text, holder: Element): boolean {
  const block = lineOf(el, holder);
  return block !== lineOf(next, holder) || brBetween(block, el, next);
}

/** The innermost element above `node` that starts a line (BLOCK_TAGS, innerText's blocks), else `holder`. */
function lineOf(node: Node, holder: Element): Element {
  for (let el = node.parentElement; el && el !== holder; el = el.parentElement)
    if (BLOCK_TAGS.has(el.localName)) return el;
  return holder;
}

function brBetween(block: Element, el: Element, next: Text): boolean {
  for (const br of Array.from(block.querySelectorAll('br, hr'))) {
    const afterEl = el.compareDocumentPosition(br) & Node.DOCUMENT_POSITION_FOLLOWING;
    const beforeNext = br.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (afterEl && beforeNext) return true;
  }
  return false;
}

/**
 * Stages "anchors" (rewrite.ts: the targets of in-article links keep their ids) and "code-chrome": the controls a site puts beside its code listings ("Copy", "Try", a language label)
 * are left out of the copy, and a label's language is kept for the listing it names (code.ts).
 */
function readerOptions<T extends AssembleOptions>(el: Element, options: T): T {
  const anchors = fragmentTargets(el);
  const withAnchors = anchors.size ? { ...options, anchors } : options;
  const { chrome, labels } = codeChrome(el);
  if (!chrome.size) return withAnchors;
  return { ...withAnchors, exclude: new Set([...(options.exclude ?? []), ...chrome]), codeLabels: labels };
}

/** Assembles several elements (in document order) as one piece: used for multi-region articles. */
export function assembleAll(els: Element[], options: AssembleOptions = {}): Assembled {
  const parts = els.map((el) => assemble(el, options));
  return {
    html: parts.map((p) => p.html).join('\n'),
    text: parts
      .map((p) => p.text)
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * A bare <div> (in the inert document) holding the copy. A table is kept whole and its parts inside a table
 * (as the HTML parser would place them: a row inside <tbody>); any other root is unwrapped, its tag is page
 * layout. That common case is sanitised as it is copied when `clean` is given (`sanitized`).
 */
function readerCopy(
  el: Element,
  given: CloneOptions,
  clean: SanitizingCopy | null,
): { holder: Element; sanitized: boolean } {
  const options = { ...given, unwrap: wrapperForms(el) };
  const inert = inertDocument(ownerOf(el));
  const holder = inert.createElement('div');
  const tag = el.localName;
  if (tag === 'table') {
    holder.appendChild(cloneVisible(el, options));
  } else if (tag === 'tbody' || tag === 'thead' || tag === 'tfoot') {
    holder.appendChild(inert.createElement('table')).appendChild(cloneVisible(el, options));
  } else if (tag === 'pre') {
    copyListing(el, holder, options);
  } else if (tag === 'tr') {
    const table = holder.appendChild(inert.createElement('table'));
    table.appendChild(inert.createElement('tbody')).appendChild(cloneVisible(el, options));
  } else {
    appendVisibleChildren(el, holder, options, clean);
    return { holder, sanitized: !!clean };
  }
  return { holder, sanitized: false };
}
