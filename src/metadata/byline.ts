// Author and date of the page: the name a person would write under the headline, and the article's own date.
import { normalizeSpace } from '../dom/text';
import { jsonLdObjects, nameOf, type Json } from './jsonld';
import { metaContent, type MetaIndex } from './meta';
import { bylineName } from './names';
import { docQuery, docQueryAll, docUrl } from '../dom/document';

/** An author longer than this is a paragraph, not a byline. */
const MAX_AUTHOR_CHARS = 100;

/** The page's JSON-LD objects, parsed on the first call: most pages have their byline in meta tags. */
type JsonLd = () => Json[];

/** Where a page prints its byline: schema.org, rel=author, and the class names bylines carry. */
const BYLINE_SELECTOR =
  '[itemprop~="author"], [rel~="author"], [class*="byline" i], [class*="author" i], [class*="writer" i]';
/** Parts of a page that are not the article: a byline there is a sidebar's, a comment's or a footer's. */
const NOT_ARTICLE =
  'aside, nav, footer, [role="complementary"], [role="navigation"], [class*="sidebar" i], [id*="sidebar" i], [class*="widget" i], [class*="comment" i], [id*="comment" i], [class*="related" i]';
/** Link texts that name a profile or a listing, not a person ("Google profile", "More posts", "View all"). */
const NOT_A_NAME =
  /^(?:(?:my|view|see)\s+)?(?:google\+?|twitter|facebook|linkedin|instagram|mastodon|profile|google\s+profile|all\s+posts|more\s+posts|more\s+articles|view\s+all|see\s+all|about(?:\s+the\s+author)?|author|authors|posts?|email|website|homepage|follow|contact)$|\bprofile\b|^https?:|@.*\.|\d\s*min|\bread(?:ing)?\b|\blesezeit\b/i;
/** JSON-LD types that are organisations: a publisher, not a writer. */
const ORGANISATION_TYPE = /organi[sz]ation|corporation|newsmediaorganization|company|brand|website/i;
/** JSON-LD types of the page's own article (its datePublished is the article's, not a comment's). */
const ARTICLE_TYPE = /article|posting|report|blog|webpage|creativework|recipe|review|howto|qapage|question/i;
/** A value that is a span of dates ("2024-05-01/2024-05-10", "May 1 – 10, 2024"), not one date. */
const DATE_RANGE =
  /\d\s*(?:\/\s*\d{4}-|[–—]\s*\p{L}*\s*\d|\s-\s\p{L}*\s*\d|\bto\b\s+\p{L}*\s*\d|\bbis\b|\bau\b\s+\d)/iu;

interface Candidate {
  name: string;
  /** True when the name is the page's publisher (og:site_name, meta publisher, a JSON-LD Organization). */
  publisher: boolean;
}

/**
 * The writer's name: from the author meta tags, the byline printed near the headline (not one in a sidebar,
 * a comment or a footer, not a link named "Google profile") and JSON-LD, byline prefixes removed. A name
 * that is the page's publisher ("Condé Nast" in a meta tag) gives way to any person's name the page prints;
 * it is kept only where the page names no one else.
 */
export function extractAuthor(
  doc: Document,
  ld: JsonLd = () => jsonLdObjects(doc),
  index: MetaIndex | Document = doc,
): string | null {
  const publishers = publisherNames(index, ld, doc);
  const candidates: Candidate[] = [];
  const add = (raw: string | null | undefined) => {
    const name = raw ? personName(raw) : null;
    if (name) candidates.push({ name, publisher: isPublisher(name, publishers) });
  };
  const meta = metaContent(
    index,
    'author',
    'article:author',
    'parsely-author',
    'sailthru.author',
    'dc.creator',
  );
  if (meta && !/^https?:/i.test(meta)) add(meta);
  // A meta tag that names a person settles it (most pages); the printed byline is read when it names none.
  if (candidates[0] && !candidates[0].publisher) return candidates[0].name;
  add(printedByline(doc));
  for (const author of ldAuthors(ld())) {
    if (ORGANISATION_TYPE.test(String(author['@type'] ?? ''))) candidates.push(orgCandidate(author));
    else add(nameOf(author));
  }
  return (candidates.find((c) => !c.publisher) ?? candidates[0])?.name ?? null;
}

function orgCandidate(author: Json): Candidate {
  return { name: personName(nameOf(author) ?? '') ?? '', publisher: true };
}

/** A byline's text as a name, or null where it is none (too long, a profile link's words, no letters). */
export function personName(text: string): string | null {
  // What follows a comma in lower case is a role, not a name ("Lee Park, transport reporter").
  let name = bylineName(text);
  if (name.includes(',')) name = name.replace(/,\s+\p{Ll}.*$/su, '');
  if (!name || name.length > MAX_AUTHOR_CHARS || !/\p{L}/u.test(name) || NOT_A_NAME.test(name)) return null;
  return name;
}

/**
 * The byline printed with the article: the first byline-named element after the page's first h1 (before it
 * where there is no h1 or none follows), outside sidebars, navigation, footers and comments, and not one of a
 * thread's or a listing's repeated bylines.
 */
function printedByline(doc: Document): string | null {
  const h1 = docQuery(doc, 'h1');
  const before: string[] = [];
  const found = Array.from(docQueryAll(doc, BYLINE_SELECTOR));
  // A byline that repeats (the same tag and class on three elements or more) is each post's or each teaser's
  // on a thread or a listing, not the page's ("oldgreasemonkey Joined: 2004 Posts: 812").
  const kinds = new Map<string, number>();
  const kind = (el: Element) =>
    `${el.localName}.${el.getAttribute('class') ?? ''}.${el.getAttribute('itemprop') ?? ''}`;
  for (const el of found) kinds.set(kind(el), (kinds.get(kind(el)) ?? 0) + 1);
  for (let i = 0; i < found.length; i++) {
    const el = found[i];
    // Structured markup (itemprop, rel) names the first post's author too: the thread's or question's.
    if ((kinds.get(kind(el)) ?? 0) >= 3 && !el.matches('[itemprop~="author"], [rel~="author"]')) continue;
    // (Asked second: a climb to the root, matching a list of selectors at each ancestor.)
    if (el.closest(NOT_ARTICLE)) continue;
    // The innermost element carries the name: skip a wrapper whose own byline child is read next. `found` is
    // in document order, so a byline inside `el` is the one after it (no query of the wrapper's subtree).
    const next = found[i + 1];
    if (next && el.contains(next) && !el.matches('[itemprop~="author"]')) continue;
    const text = spacedText(el.querySelector('[itemprop="name"]') ?? el);
    const name = personName(text);
    if (!name) continue;
    const follows = !h1 || !!(h1.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (follows) return name;
    before.push(name);
  }
  return before[0] ?? null;
}

/** An element's text with a space between the texts of its elements ("Marco Bambini" and "Dec 19, 2025" in
 * two spans are two words, not "BambiniDec"). */
function spacedText(el: Element): string {
  const parts: string[] = [];
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n && parts.length < 50; n = walker.nextNode()) parts.push((n as Text).data);
  return normalizeSpace(parts.join(' ')).replace(/\s+([,.;:])/g, '$1');
}

/** The authors of the page's article in its JSON-LD (its Article-like objects first). */
function ldAuthors(objects: Json[]): Json[] {
  const ordered = [
    ...objects.filter((o) => ARTICLE_TYPE.test(String(o['@type'] ?? ''))),
    ...objects.filter((o) => !ARTICLE_TYPE.test(String(o['@type'] ?? ''))),
  ];
  for (const o of ordered) {
    const author = o.author;
    if (author === undefined || author === null) continue;
    const list = Array.isArray(author) ? author : [author];
    return list.map((a) => (a && typeof a === 'object' ? (a as Json) : { name: a }));
  }
  return [];
}

/** The names the page gives its publisher, lower-cased: og:site_name, meta publisher, JSON-LD publishers. */
function publisherNames(index: MetaIndex | Document, ld: JsonLd, doc: Document): string[] {
  const names = [metaContent(index, 'og:site_name', 'publisher', 'article:publisher', 'application-name')];
  for (const o of ld()) {
    names.push(nameOf(o.publisher));
    if (ORGANISATION_TYPE.test(String(o['@type'] ?? ''))) names.push(nameOf(o.name));
  }
  names.push(hostLabel(doc));
  return names.filter((n): n is string => !!n && !/^https?:/i.test(n)).map(squash);
}

function isPublisher(name: string, publishers: string[]): boolean {
  const n = squash(name);
  return n.length > 1 && publishers.some((p) => p === n || (p.length > 3 && n.length > 3 && p.includes(n)));
}

/** Printable ASCII and line breaks only: text that squash can fold without its Unicode patterns. */
const ASCII = /^[\t\n\r -~]*$/;

/** Letters and digits only, lower-cased: "Condé Nast" and "condenast" compare equal... as far as they can. */
export function squash(text: string): string {
  // ASCII text (most names and hosts) the same way without the Unicode patterns: the engine runs cold on
  // each page, and compiling those took a good part of the metadata stage's time.
  if (ASCII.test(text)) return text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The main label of the page's host: "openoffice" for forum.openoffice.org. */
export function hostLabel(doc: Document): string | null {
  try {
    const labels = new URL(docUrl(doc)).hostname.split('.').filter(Boolean);
    if (labels.length < 2) return null;
    const sld = labels[labels.length - 2];
    return sld.length <= 3 && labels.length > 2 ? labels[labels.length - 3] : sld;
  } catch {
    return null;
  }
}

/**
 * The article's date: published-time meta tags, then a schema.org datePublished that is not a comment's, then
 * the JSON-LD of the article, then a lone `<time datetime>` in the article. A span of dates (a listing's
 * "May 1 – 10") is no publication date. ISO 8601 with the page's own offset (isoDate).
 */
export function extractDate(
  doc: Document,
  ld: JsonLd = () => jsonLdObjects(doc),
  index: MetaIndex | Document = doc,
): string | null {
  // In order, each read only when the ones before it gave no date (each query scans the page).
  const candidates = [
    () => metaContent(index, 'article:published_time'),
    // schema.org's datePublished (itemprop, also on <meta>), unless it is a comment's.
    () => {
      for (const el of Array.from(
        docQueryAll(doc, '[itemprop="datePublished"], meta[name="datePublished"]'),
      )) {
        if (el.closest('[itemtype*="Comment" i], [class*="comment" i], [id*="comment" i]')) continue;
        return el.getAttribute('content') ?? el.getAttribute('datetime') ?? null;
      }
      return null;
    },
    () => metaContent(index, 'date', 'dc.date', 'DC.date.issued'),
    () => ldDate(ld()),
    () => loneTime(doc),
  ];
  for (const c of candidates) {
    const iso = isoDate(c());
    if (iso) return iso;
  }
  return null;
}

function ldDate(objects: Json[]): string | null {
  const typed = objects.filter((o) => ARTICLE_TYPE.test(String(o['@type'] ?? '')));
  for (const o of [...typed, ...objects]) if (typeof o.datePublished === 'string') return o.datePublished;
  return null;
}

/** The first `<time datetime>` outside sidebars and comments (on a thread, the question's or first post's),
 * unless it is one end of a range (a listing's "<time>May 1</time> – <time>May 10</time>"). */
function loneTime(doc: Document): string | null {
  const times = Array.from(docQueryAll(doc, 'time[datetime]')).filter((t) => !t.closest(NOT_ARTICLE));
  const first = times[0];
  if (!first) return null;
  const parent = first.parentElement;
  if (parent && parent.querySelectorAll('time').length > 1) return null;
  return first.getAttribute('datetime');
}

const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A date as ISO 8601: a date alone as it is (no invented time or zone); a date and time with the offset the
 * page gives, as it gives it ("2025-12-19T09:04:00+13:00" stays on the 19th; "+0000" written "+00:00"), or
 * without one where the page gives none; anything else Date.parse reads, as UTC (a date without a time as
 * that day). Null for a range of dates or what cannot be read.
 */
export function isoDate(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  // An ISO date or instant (most pages' dates) is no range: DATE_RANGE, a large Unicode pattern to compile on
  // each page, is read only for the other forms.
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const m = ISO_INSTANT.exec(v);
  if (m) {
    const [, day, h, min, s = '00', frac = '', zone] = m;
    if (Number.isNaN(Date.parse(`${day}T${h}:${min}:${s}Z`))) return null;
    let offset = '';
    if (zone) {
      const z = zone.toUpperCase();
      offset = z === 'Z' ? 'Z' : `${z.slice(0, 3)}:${z.slice(3).replace(':', '') || '00'}`;
    }
    return `${day}T${h}:${min}:${s}${frac}${offset}`;
  }
  if (DATE_RANGE.test(v)) return null;
  const t = Date.parse(v);
  if (Number.isNaN(t)) return null;
  const date = new Date(t);
  if (/\d:\d\d/.test(v)) return date.toISOString();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO 8601 string for a parsable date; keeps a date-only value as it is (no invented time zone). */
export function toIso(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
