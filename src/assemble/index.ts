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
import { bylinePrefixLength, type Byline } from './byline';
import { fragmentTargets, leadingTextNodes, removeDuplicateTitle, removeLeadingText } from './rewrite';
import { sanitizeInPlace } from './sanitize';
import { docBaseUri, ownerOf } from '../dom/document';

export { blockText } from './text';

export interface AssembleOptions extends CloneOptions {
  /** Remove the first heading when it equals this title exactly. */
  title?: string;
  /** A card's byline: removed where the card's text begins with it again (its name, its date). */
  byline?: Pick<Byline, 'author' | 'date'>;
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
  if (options.byline) removeLeadingByline(holder, options.byline);
  return { html: holder.innerHTML, text: blockText(holder) };
}

/** Bylines are read from the page, and the copy's first text nodes hold at most this much of one. */
const BYLINE_CHARS = 300;

/**
 * Stage "card-header": a card shows its author and date above its text, so a text that begins with them
 * again begins after them ("dottoressa März 7, 2018 Liebe Claudia" reads "Liebe Claudia").
 */
function removeLeadingByline(holder: Element, byline: Pick<Byline, 'author' | 'date'>): void {
  if (!byline.author && !byline.date) return;
  const text = leadingTextNodes(holder, BYLINE_CHARS)
    .map((t) => t.data)
    .join('');
  const chars = bylinePrefixLength(text, byline);
  if (chars) removeLeadingText(holder, chars);
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
