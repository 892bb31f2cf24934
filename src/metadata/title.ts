// Title: og:title, then the first h1, then document.title; the site's name before or after it removed
// ("Headline | The Daily Planet", "Forum • View topic - Headline"), a title that merely holds a dash kept.
import { baseText, documentTitle, normalizeSpace } from '../dom/text';
import { metaContent, type MetaIndex } from './meta';
import { docQuery } from '../dom/document';
import { hostLabel, squash } from './byline';

/** Separators sites put between the headline and their name in <title> and og:title (spaced: "Spider-Man"
 * and "10:30" are words). */
const SEPARATOR = /\s+[|\-–—·•:»«›‹~/]\s+/;
const SEPARATORS = new RegExp(SEPARATOR.source, 'g');
/** The page-kind words forum engines put into their titles: phpBB's "View topic", in English and German. */
const FORUM_LABEL =
  /\s*\((?:view topic|thema anzeigen|afficher le sujet)\)|(?:view topic|thema anzeigen|afficher le sujet)\s+[-–:]\s+/gi;

export function extractTitle(doc: Document, site: string | null, meta: MetaIndex | Document = doc): string {
  const og = metaContent(meta, 'og:title', 'twitter:title');
  const h1 = docQuery(doc, 'h1');
  const raw = og ?? (normalizeSpace(h1 ? baseText(h1) : '') || normalizeSpace(documentTitle(doc)));
  return stripSiteSuffix(raw, site, hostLabel(doc));
}

/**
 * Removes the site's name from a title: a part (between separators) at either end that is the site name or
 * the host's name ("Apache OpenOffice Community Forum" on forum.openoffice.org); else a last part that is
 * short next to the headline ("Headline | The Daily Planet"). Titles whose parts are all headline-sized, or
 * that hold a dash between words ("Spider-Man", "Well - I did"), are kept.
 */
export function stripSiteSuffix(title: string, site: string | null, host: string | null = null): string {
  const clean = normalizeSpace(title.replace(FORUM_LABEL, ' '));
  const parts = splitParts(clean);
  if (parts.length < 2) return clean;
  const isSite = (part: string) => isSiteName(part, site, host);
  let start = 0;
  let end = parts.length;
  while (end - start > 1 && isSite(parts[end - 1].text)) end--;
  while (end - start > 1 && isSite(parts[start].text)) start++;
  if (start > 0 || end < parts.length) return clean.slice(parts[start].from, parts[end - 1].to).trim();
  const last = parts[parts.length - 1].text;
  const head = clean.slice(0, parts[parts.length - 2].to).trim();
  const isShort = last.split(/\s+/).length <= 4 && head.split(/\s+/).length >= 3;
  return isShort ? head : clean;
}

interface Part {
  text: string;
  from: number;
  to: number;
}

function splitParts(title: string): Part[] {
  const parts: Part[] = [];
  let from = 0;
  for (const m of title.matchAll(SEPARATORS)) {
    parts.push({ text: title.slice(from, m.index), from, to: m.index });
    from = m.index + m[0].length;
  }
  parts.push({ text: title.slice(from), from, to: title.length });
  return parts.filter((p) => p.text.trim());
}

function isSiteName(part: string, site: string | null, host: string | null): boolean {
  const p = squash(part);
  if (!p) return false;
  if (site && p === squash(site)) return true;
  const h = host ? squash(host) : '';
  // The host's name inside a short part: "Apache OpenOffice Community Forum" for openoffice.
  return h.length >= 4 && p.includes(h) && part.trim().split(/\s+/).length <= 6;
}
