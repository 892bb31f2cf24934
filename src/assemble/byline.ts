// Author, date and permalink of one post or comment, read inside its container element.
import { cssSelector } from '../dom/selector';
import { normalizeSpace } from '../dom/text';
import { toIso } from '../metadata';
import { absoluteUrl } from './urls';

/**
 * Where forums and comment systems put the poster's name (schema.org, microformats, common class names), most
 * specific first: a `.postauthor` cell also holds "Joined: 2004 / Posts: 812", its `.postername` only the name.
 */
export const AUTHOR_SELECTORS = [
  '[itemprop~="author"] [itemprop="name"]',
  '[itemprop~="author"]',
  '[rel~="author"]',
  '.fn',
  '.username',
  '[class*="username" i]',
  '[class*="user-name" i]',
  '[class*="postername" i]',
  '.poster',
  '[class*="poster" i]',
  '.author',
  '[class*="author" i] a',
  '[class*="author" i]',
  '.user',
  '[class*="user" i] a',
];
/** Longer than this is not a name (a signature or a post). */
const MAX_AUTHOR_CHARS = 60;
/** Dates as forums print them: 2024-05-01, 01/05/2024, 5 May 2024, May 5, 2024, "Posted: Tue Jun 04". */
const DATE_TEXT =
  /\b(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2}\s+[A-Z][a-z]{2,8}\.?,?\s+\d{4}|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4})\b/;
const DATE_SELECTOR = '[itemprop="datePublished"], [class*="date"], [class*="time"], [class*="posted"]';
/** Permalinks: anchors to a post/comment id, or rel=bookmark. */
const PERMALINK =
  /#(p|post|comment|c|reply|answer)[-_]?\w+|[?&](p|pid|post|comment)=\d+|\/(post|comment|answer)s?\/\d+/i;

/** All of AUTHOR_SELECTORS at once: most posts match none, and one query says so. */
const ANY_AUTHOR = AUTHOR_SELECTORS.join(', ');

export function findAuthor(container: Element): string | null {
  // One scan of the container for all the selectors; each selector in turn then looks only at what it found
  // (in document order, as its own query would return them), instead of one more scan per selector.
  const found = container.querySelectorAll(ANY_AUTHOR);
  if (!found.length) return null;
  const names: (string | null)[] = [];
  for (const selector of AUTHOR_SELECTORS) {
    for (let i = 0; i < found.length; i++) {
      if (!found[i].matches(selector)) continue;
      names[i] ??= normalizeSpace(found[i].textContent ?? '');
      const name = names[i];
      if (name && name.length <= MAX_AUTHOR_CHARS) return name;
    }
  }
  return null;
}

export function findDate(container: Element): string | null {
  const time = container.querySelector('time[datetime]');
  if (time) return toIso(time.getAttribute('datetime')) ?? time.getAttribute('datetime');
  const found = container.querySelectorAll(DATE_SELECTOR);
  for (let i = 0; i < found.length; i++) {
    const el = found[i];
    const attr = el.getAttribute('content') ?? el.getAttribute('title');
    if (attr && toIso(attr)) return toIso(attr);
    const m = DATE_TEXT.exec(normalizeSpace(el.textContent ?? ''));
    if (m) return m[0];
  }
  return null;
}

/** A permalink anchor inside the container, else a URL to its id, else a CSS selector that finds it. */
export function findLink(container: Element): string | null {
  const base = container.ownerDocument.baseURI;
  // Indexed: a comment's links are read once per comment, and Array.from makes an iterator result per link.
  const links = container.querySelectorAll('a[href]');
  for (let i = 0; i < links.length; i++) {
    const a = links[i];
    const href = a.getAttribute('href') ?? '';
    if (a.getAttribute('rel')?.includes('bookmark') || PERMALINK.test(href)) return absoluteUrl(href, base);
  }
  if (container.id) return absoluteUrl(`#${CSS.escape(container.id)}`, base);
  return cssSelector(container);
}
