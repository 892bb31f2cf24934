// Author and date of the page.
import { normalizeSpace } from '../dom/text';
import { firstField, jsonLdObjects, nameOf } from './jsonld';
import { metaContent, type MetaIndex } from './meta';
import { docQuery } from '../dom/document';

/** An author longer than this is a paragraph, not a byline. */
const MAX_AUTHOR_CHARS = 100;

/** The page's JSON-LD objects, parsed on the first call: most pages have their byline in meta tags. */
type JsonLd = () => ReturnType<typeof jsonLdObjects>;

export function extractAuthor(
  doc: Document,
  ld: JsonLd = () => jsonLdObjects(doc),
  index: MetaIndex | Document = doc,
): string | null {
  const meta = metaContent(index, 'author', 'article:author', 'parsely-author', 'sailthru.author');
  if (meta && !/^https?:/i.test(meta)) return meta;
  const el = docQuery(doc, '[rel~="author"], [itemprop~="author"]');
  const fromEl = el
    ? normalizeSpace(el.querySelector('[itemprop="name"]')?.textContent ?? el.textContent ?? '')
    : '';
  if (fromEl && fromEl.length <= MAX_AUTHOR_CHARS) return fromEl;
  return nameOf(firstField(ld(), 'author'));
}

export function extractDate(
  doc: Document,
  ld: JsonLd = () => jsonLdObjects(doc),
  index: MetaIndex | Document = doc,
): string | null {
  // In order, each read only when the ones before it gave no date (each query scans the page).
  const candidates = [
    () => metaContent(index, 'article:published_time', 'datePublished', 'date', 'dc.date', 'DC.date.issued'),
    () => {
      const el = docQuery(doc, '[itemprop="datePublished"]');
      return el?.getAttribute('content') ?? el?.getAttribute('datetime') ?? null;
    },
    () => stringOf(firstField(ld(), 'datePublished')),
    () => docQuery(doc, 'time[datetime]')?.getAttribute('datetime') ?? null,
  ];
  for (const c of candidates) {
    const iso = toIso(c());
    if (iso) return iso;
  }
  return null;
}

/** An ISO 8601 string for a parsable date; keeps a date-only value as it is (no invented time zone). */
export function toIso(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

function stringOf(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}
