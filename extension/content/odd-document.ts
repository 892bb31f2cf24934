// Documents that are not web pages: the browser shows a PDF in its viewer, XML in its tree viewer (with a
// banner of its own), SVG as an image, plain text and JSON in a bare <pre>. None has an article, and the
// engine would read the viewer's banner or the raw data as one; each gets words of its own instead.
import { docTitle, docUrl } from '../../src/dom/document';
import type { Extraction } from '../../src/types';
import { t } from '../shared/i18n';

/** Content type -> message key (_locales); every other non-HTML type gets problem_not_html. */
const KINDS: [RegExp, string][] = [
  [/^application\/pdf$/, 'problemPdf'],
  [/^image\/svg\+xml$/, 'problemSvg'],
  [/^(application|text)\/([\w.-]+\+)?xml$/, 'problemXml'],
  [/^application\/([\w.-]+\+)?json$/, 'problemJson'],
  [/^text\/plain$/, 'problemPlainText'],
];
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)$/;

const contentTypeOf = (doc: Document): string =>
  (Object.getOwnPropertyDescriptor(Document.prototype, 'contentType')?.get?.call(doc) as string) ?? '';

/** The message for a document that is not a web page, or null for HTML. */
export function oddDocumentMessage(doc: Document): string | null {
  const type = contentTypeOf(doc).toLowerCase();
  if (HTML_TYPES.test(type)) return null;
  return t(KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? 'problem_not_html');
}

/** Whether Pith can draw in this document at all (an XML or SVG document has no HTML elements to host it). */
export function canDrawIn(doc: Document): boolean {
  return doc instanceof HTMLDocument || HTML_TYPES.test(contentTypeOf(doc));
}

/** What the content script reports for such a document: the engine is not run on it. */
export function oddDocumentExtraction(doc: Document, message: string): Extraction {
  return {
    title: docTitle(doc),
    author: null,
    date: null,
    site: null,
    lang: null,
    dir: 'ltr',
    url: docUrl(doc),
    pageType: 'article',
    article: { html: '', text: '' },
    comments: [],
    posts: [],
    regions: [],
    timings: { total: 0 },
    method: 'none',
    problem: { code: 'not-html', message },
  };
}
