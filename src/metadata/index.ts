// Page metadata: title, author, date, site, language, direction. Public API: `extractMetadata(doc)`.
import type { Metadata } from '../types';
import { extractAuthor, extractDate } from './byline';
import { jsonLdObjects } from './jsonld';
import { metaContent, metaIndex } from './meta';
import { extractTitle } from './title';
import { docBody, docRoot, docUrl } from '../dom/document';

export { stripSiteSuffix } from './title';
export { isoDate, toIso } from './byline';

export function extractMetadata(doc: Document): Metadata {
  const meta = metaIndex(doc);
  // JSON-LD is parsed only when meta tags and markup leave the author or the date unknown.
  let parsed: ReturnType<typeof jsonLdObjects> | null = null;
  const ld = (): ReturnType<typeof jsonLdObjects> => (parsed ??= jsonLdObjects(doc));
  const site = metaContent(meta, 'og:site_name', 'application-name') ?? hostOf(doc);
  const root = docRoot(doc);
  const bodyDir = docBody(doc)?.getAttribute('dir') ?? null;
  const dir = (root.getAttribute('dir') ?? bodyDir ?? '').toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
  return {
    title: extractTitle(doc, site, meta),
    author: extractAuthor(doc, ld, meta),
    date: extractDate(doc, ld, meta),
    site,
    lang: root.getAttribute('lang') || metaContent(meta, 'og:locale', 'language') || null,
    dir,
    url: docUrl(doc),
  };
}

function hostOf(doc: Document): string | null {
  try {
    return new URL(docUrl(doc)).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
