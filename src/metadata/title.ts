// Title: og:title, then the first h1, then document.title; a trailing " | Site" / " - Site" suffix removed.
import { documentTitle, normalizeSpace } from '../dom/text';
import { metaContent, type MetaIndex } from './meta';
import { docQuery } from '../dom/document';

/** Separators sites put between the headline and their name in <title> and og:title. */
const SUFFIX_SEPARATORS = /\s+[|\-–—·:»]\s+/;

export function extractTitle(doc: Document, site: string | null, meta: MetaIndex | Document = doc): string {
  const og = metaContent(meta, 'og:title', 'twitter:title');
  const raw =
    og ?? (normalizeSpace(docQuery(doc, 'h1')?.textContent ?? '') || normalizeSpace(documentTitle(doc)));
  return stripSiteSuffix(raw, site);
}

/**
 * Removes a site name after the last separator when it is the site name, or when it is short compared with
 * the headline (e.g. "Headline | The Daily Planet"); keeps titles whose parts are all headline-sized.
 */
export function stripSiteSuffix(title: string, site: string | null): string {
  const parts = title.split(SUFFIX_SEPARATORS);
  if (parts.length < 2) return title.trim();
  const last = parts[parts.length - 1].trim();
  const head = title
    .slice(0, title.lastIndexOf(last))
    .replace(/\s+[|\-–—·:»]\s*$/, '')
    .trim();
  const isSite = site && last.toLowerCase() === site.toLowerCase();
  const isShort = last.split(/\s+/).length <= 4 && head.split(/\s+/).length >= 3;
  return isSite || isShort ? head : title.trim();
}
