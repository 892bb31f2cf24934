// Shared text helpers (pure; no layout). Whitespace is collapsed the way a browser renders normal text.
import { RUBY_ANNOTATION_QUERY, RUBY_ANNOTATION_TAGS } from '../vocabulary/tags';
import { docTitle } from './document';

const SPACE_RUNS = /[\s\u00a0]+/g;

/** Collapses runs of whitespace (including NBSP) to one space and trims. */
export function normalizeSpace(text: string): string {
  return text.replace(SPACE_RUNS, ' ').trim();
}

/** Characters of `text` after whitespace collapsing: the paper's "density" unit (Pappas et al. 3.1). */
export function densityOf(text: string): number {
  return normalizeSpace(text).length;
}

/** The element's text without its ruby readings (a heading's words read as a title: 子ども, not 子こども). */
export function baseText(el: Element): string {
  if (!el.querySelector(RUBY_ANNOTATION_QUERY)) return el.textContent ?? '';
  let out = '';
  const walk = (node: Node) => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3) out += c.nodeValue ?? '';
      else if (c.nodeType === 1 && !RUBY_ANNOTATION_TAGS.has((c as Element).localName)) walk(c);
    }
  };
  walk(el);
  return out;
}

/** The element's own text: its direct text-node children only, whitespace collapsed. */
export function ownText(el: Element): string {
  let out = '';
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) out += ' ' + (n.nodeValue ?? '');
  }
  return normalizeSpace(out);
}

/** Lower-cased `\w+` words (the bag-of-words unit the tuning and bench score with). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/**
 * The document's title, read through Document.prototype: `document.title` is overridden by a named element
 * (`<img name="title">`, a form called title: Document has [LegacyOverrideBuiltIns]; see dom/document.ts).
 */
export function documentTitle(doc: Document): string {
  return docTitle(doc);
}
