// Author, date and permalink of one post or comment, read inside its container element.
import { CaselessPattern } from '../dom/caseless';
import { cssSelector } from '../dom/selector';
import { normalizeSpace } from '../dom/text';
import { toIso } from '../metadata';
import { bylineName, SAYS_WORDS } from '../metadata/names';
import { absoluteUrl } from './urls';
import { docBaseUri, docUrl, ownerOf } from '../dom/document';
import { directQuery, type Query } from '../dom/scoped-query';

/**
 * Where forums and comment systems put the poster's name (schema.org, microformats, common class names), most
 * specific first: a `.postauthor` cell also holds "Joined: 2004 / Posts: 812", its `.postername` only the name.
 */
export const AUTHOR_SELECTORS = [
  '[itemprop~="author"] [itemprop="name"]',
  '[itemprop~="author"]',
  '[rel~="author"]',
  // WordPress's comment author link (get_comment_author_link: `rel="external nofollow" class="url"`), and
  // Disqus's rendered thread (`<span id="dsq-author-user-819">`).
  'a.url[rel~="external"]',
  '[id^="dsq-author-user"]',
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
  '[class*="byline" i]',
  '.user',
  '[class*="user" i] a',
  '[class*="commenter" i]',
  '.name',
  '.nick',
  '[class*="nickname" i]',
  // A profile column that prints the name in bold above the member's rank ("<b>Django8</b><br>Inventar").
  '[class*="profile" i] > b',
  '[class*="profile" i] > strong',
  // Comment templates that print the name in a bare `<cite>` ("<cite>Mareike</cite> says:"); a quotation's
  // source in a `<cite>` is inside the quotation (skipped below).
  'cite',
];
/** The links and buttons beside a comment's name, which are not names: "Reply", "- Antworten", "Quote". */
const ACTIONS =
  /^(?:reply|replies|quote|report|edit|delete|permalink|link|like|share|flag|antworten|zitieren|melden|bearbeiten|répondre|citer|signaler|responder|citar|rispondi|cita|segnala|reageer|odpowiedz|ответить)$/iu;
/** The most words a control's label has ("Log in to Reply", "Zum Antworten anmelden"). */
const CONTROL_WORDS = 4;
/** The most characters a control's label has. */
const CONTROL_CHARS = 40;

/**
 * Whether a link's label is that of a control beside a comment's byline rather than words of the
 * comment: short (CONTROL_WORDS), and either no word at all ("#", "¶", "↑": a permalink's or a jump's mark) or
 * one of ACTIONS among its words ("Reply", "Permalink", "Zum Antworten anmelden", "[ antworten ]"). The
 * actions are a word list because the markup does not tell a control from a link in a comment's text (both are
 * `<a>`, and a script link's href is gone from the reader's copy): it is the list that already keeps those
 * labels from being read as names, the same few verbs in the languages of the dates.
 */
export function isControlLabel(text: string): boolean {
  const label = normalizeSpace(text);
  if (!label || label.length > CONTROL_CHARS) return false;
  const words = label.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length === 0 || (words.length <= CONTROL_WORDS && words.some((w) => ACTIONS.test(w)));
}
/** What Drupal prints after the name of a guest commenter: "Jeff Moore (not verified)". */
const UNVERIFIED = String.raw`\((?:not verified|nicht überprüft|non vérifié|no verificado)\)`;
const UNVERIFIED_AT_END = new RegExp(String.raw`\s*${UNVERIFIED}$`, 'iu');
/** Longer than this is not a name (a signature or a post). */
const MAX_AUTHOR_CHARS = 60;
/**
 * Links to a member's profile as forum engines and comment systems write them: phpBB's memberlist, vBulletin's
 * member.php, SMF's action=profile, XenForo's /members/, Discourse's /u/, Vanilla's /profile/, and the like.
 */
const PROFILE_HREF =
  /memberlist\.php\?[^#]*mode=viewprofile|member\.php\?|[?&;]action=profile|profile\.(php|asp)|user_info|userinfo|[?&]userid=|(?:^|\/)(members?|users?|u|profiles?|people|user-dashboard)\/|\/membre\d+/i;
/** Dates as forums print them: 2024-05-01, 2020.03.12, 01/05/2024, 21-Nov-19, 5 May 2024, 5. Mai 2024,
 * May 5, 2024, each with the time after it where there is one. */
const DATE_TEXT =
  /(?:\b\d{4}[-./]\d{1,2}[-./]\d{1,2}|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}|\b\d{1,2}\.\d{1,2},\s?\d{4}\b|\b\d{1,2}-\p{L}{3,9}-\d{2,4}|\b\d{1,2}(?:st|nd|rd|th)?\.?\s+\p{L}{3,9}\.?,?\s+\d{4}|\b\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})(?:,?\s+(?:at\s+|um\s+|à\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)?/iu;
/** The same dates, every one in a text. */
const DATE_TEXT_ALL = new RegExp(DATE_TEXT.source, 'giu');
/** What stands before a member's registration date in a profile column ("Join Date: Jul 2011", "Registriert
 * seit: 11.04.2009"): that date is not the post's. */
const JOINED =
  /\b(?:join(?:ed)?(?:\s+date)?|registered(?:\s+since)?|member\s+since|mitglied\s+seit|registriert(?:\s+seit)?|dabei\s+seit|anmeld(?:e|ungs)datum|inscrit(?:\s+le)?|inscription|registrado|iscritto)\s*:?\s*$/i;
/** Class names of a profile column's registration date (`.joindate`, `.user-registered`). */
const JOINED_CLASS = /join|regist/i;
/** How much of a card's text, when the card is the post itself, is its header line. */
const HEADER_CHARS = 200;
const DATE_SELECTOR =
  '[itemprop="datePublished"], [itemprop="dateCreated"], [class*="date"], [class*="time"], [class*="posted"], [class*="submitted"], [class*="metadata" i]';
/** Where a post's header line is, when no element is named for its date: "by kestrel » Fri May 08, 2009". */
const HEADER_SELECTOR =
  '[class*="author" i], [class*="byline" i], [class*="postinfo" i], [class*="post-meta" i], [class*="submitted" i], header';
/** How much of a permalink's text its date must be for the date to be the post's. */
const PERMALINK_DATE_SHARE = 0.6;
/** Permalinks: anchors to a post/comment id, or rel=bookmark. */
const PERMALINK =
  /#(p|post|comment|c|reply|answer)[-_]?\w+|[?&](p|pid|post|comment)=\d+|\/(post|comment|answer)s?\/\d+/i;

/** All of AUTHOR_SELECTORS at once: most posts match none, and one query says so. */
const ANY_AUTHOR = AUTHOR_SELECTORS.join(', ');

export interface BylineOptions {
  /** The container's `a[href]` links, where the caller has read them already. */
  links?: ArrayLike<Element>;
  /** The post's own text inside the container: the rest of the container is its header. */
  body?: Element | null;
  /** The container is a header of its own (a `<dt>` above its `<dd>`): all of its words are around the name. */
  isHeader?: boolean;
  query?: Query;
}

/** Who wrote a post or comment: a name only (no "by", no date after it), and the profile it links to. */
export interface Byline {
  author: string | null;
  authorUrl: string | null;
  date: string | null;
}

/**
 * The byline of a post or comment, read inside its container: the author from schema.org markup, else from
 * a link to a member profile, else from the class names forums use; the date from a `<time>`, else from
 * date-named elements, else from the line the author was found in ("by kestrel » Fri May 08, 2009 2:03 am"),
 * else from the card's header: its text outside the post's `body` ("Posted Apr 11, 2020, 1:02 PM" in a
 * table row above it). `isHeader`: the container is a header of its own (a `<dt>` above its `<dd>`), all of
 * its words are around the name. `query` answers the container's queries (a list's scopedQuery: one query
 * of the list for all of its cards).
 */
export function findByline(
  container: Element,
  {
    body = null,
    isHeader = false,
    query = directQuery,
    links = query(container, 'a[href]'),
  }: BylineOptions = {},
): Byline {
  const found =
    dataAuthor(container, links, query) ??
    structuredAuthor(container, query) ??
    profileAuthor(container, links) ??
    namedAuthor(container, query);
  const line = found ? authorLine(found.el, container) : null;
  let header: string | null = null;
  const headerOnce = () => (header ??= headerText(container, body));
  return {
    author:
      found?.name ??
      textAuthor(headerOnce(), isHeader || bodyApart(container, body) || isMarkedComment(container)),
    authorUrl: found?.url ?? null,
    date:
      findDate(container, line, query) ??
      dateIn(headerOnce()) ??
      (found && dateIn(textAfter(found.el, container, body))),
  };
}

/** How far after the author's name a date printed beside it is looked for, in characters. */
const BESIDE_CHARS = 60;

/**
 * The text printed right after `el` inside `container`, up to BESIDE_CHARS: where a template prints the date
 * beside the name in no element of its own (`<span class="author">Ann</span><br>März 7, 2018`), inside the
 * element that also holds the comment's text. A name outside the post's `body` is read beside the header's
 * words only.
 */
function textAfter(el: Element, container: Element, body: Element | null): string {
  const skip = body && !body.contains(el) ? body : null;
  const walker = ownerOf(container).createTreeWalker(container, NodeFilter.SHOW_TEXT);
  // The text after `node`'s own (the walker steps over the name's words and such a body whole, unread).
  const after = (node: Node) => {
    walker.currentNode = node;
    return walker.nextSibling();
  };
  let text = '';
  for (let n = after(el); n && text.length < BESIDE_CHARS; n = walker.nextNode()) {
    if (skip?.contains(n)) n = after(skip);
    if (!n) break;
    const words = normalizeSpace((n as Text).data);
    if (words) text += ` ${words}`;
  }
  const cut = text.indexOf(' ', BESIDE_CHARS); // at a word's end, not inside a date's
  return cut < 0 ? text : text.slice(0, cut);
}

/** Words of a card besides its author and date, at most, for the card to be only a byline ("By … On …"). */
const BYLINE_ONLY_WORDS = 3;

/**
 * A card that is only the byline of the post under it ("By jcoff012 On 2020.03.12 13:17" in a table row of its
 * own above the post's row): an author and a date, and no more than a few words around them.
 */
export function isBylineOnly(el: Element): boolean {
  return bylineOnlyOf(el) !== null;
}

/** The byline of a card that is only its byline (isBylineOnly), else null. */
export function bylineOnlyOf(el: Element): Byline | null {
  const text = normalizeSpace(el.textContent ?? '');
  if (text.length > HEADER_CHARS) return null;
  // The element is the card's header, whose words may name the author ("Ann — July 17th, 2012").
  const byline = findByline(el, { isHeader: true });
  if (!byline.author || !byline.date) return null;
  // A name, not a sentence before a date ("We went to the fair with the kids — July 17th, 2012").
  if (byline.author.split(/\s+/).length > MAX_SAYS_NAME_WORDS) return null;
  // The name as printed, with the place a newspaper's readers sign with ("Dom, London").
  const i = text.indexOf(byline.author);
  const rest =
    i < 0 ? text : `${text.slice(0, i)} ${text.slice(i + byline.author.length).replace(SIGNED_PLACE, ' ')}`;
  return fewWordsBesideDates(rest) ? byline : null;
}

/** A place after a reader's name, as newspapers print it: a comma and up to three words. */
const SIGNED_PLACE = /^,\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2}/u;

/**
 * A card that is only a date line ("Thu, Jan 17, 08 at 03:27 PM", "Posted 12 March 2019"): a date, and no more
 * than a few words around it.
 */
export function isDateOnly(el: Element): boolean {
  const text = normalizeSpace(el.textContent ?? '');
  return text.length <= HEADER_CHARS && dateIn(text) !== null && fewWordsBesideDates(text);
}

/** Whether `text`, its dates taken out, has at most BYLINE_ONLY_WORDS words left. */
function fewWordsBesideDates(text: string): boolean {
  const dated = text.replace(DATE_TEXT_ALL, ' ');
  const rest = MAY_BE_YEARLESS.test(dated)
    ? YEARLESS.replace(SHORT_YEAR_ALL.replace(dated, ' '), ' ')
    : dated;
  return (rest.match(/\p{L}+/gu) ?? []).length <= BYLINE_ONLY_WORDS;
}

/** Words of a name before "says:" at most ("Jean-Pierre de la Fontaine"): more is a sentence of the text. */
const MAX_SAYS_NAME_WORDS = 5;

/** A header that names its commenter in words only: "Chris Gosling says:", "12. Ann wrote:". */
const SAYS_LINE = new RegExp(
  String.raw`^(?:#?\d{1,4}[.):]?\s+)?(\S.{0,${MAX_AUTHOR_CHARS}}?)\s+${SAYS_WORDS}\s*[:,]`,
  'iu',
);
/** Where a name in a header's words ends: at a word or mark that follows it (at, on, a separator, a digit). */
const NAME_END = String.raw`(\S.{0,60}?)(?=\s+(?:at|on|am|um|le|el|il|op|in)\s|\s*[»›|·•–—,@(]|\s+\d|\s*$)`;
/** The words before a name in a header: "Posted by: John King at …", "geschrieben von berg2012 am 21. Jan."
 * anywhere in it (group 1), or a bare "by"/"von" where it starts with one (group 2). */
const POSTED_BY = new RegExp(
  String.raw`(?:^|[\s([])(?:posted|written|submitted|comment(?:ed)?|geschrieben|verfasst|kommentar|antwort|commentaire|publié|écrit|comentario|publicado|escrito|scritto|pubblicato|commento)\s+(?:by|von|par|por|da|di)\s*:?\s+${NAME_END}|^(?:by|von|par|por|door|di|przez)\s*:?\s+${NAME_END}`,
  'iu',
);
/** "Michaela Diederichs | Di, 21. April 2020", "4. bob - 12 December, 2011": a name, a separator, a date (with
 * its weekday). */
const NAME_THEN_DATE = new RegExp(
  String.raw`^(\S.{0,${MAX_AUTHOR_CHARS}}?)(?:\s*[|·•–—]|\s+-)\s*(?:\p{L}{2,3}\.?,?\s*)?(?:${DATE_TEXT.source})`,
  'iu',
);
/** "Fri, 2012-11-09 18:05 — Jeff Moore (not verified)" (Drupal's `submitted` line): a date, a dash, a name. */
const DATE_THEN_NAME = new RegExp(
  String.raw`^(?:\p{L}{2,3}\.?,?\s*)?(?:${DATE_TEXT.source})(?:\s+\d{1,2}:\d{2})?\s*[|·•–—-]\s*(\S.{0,${MAX_AUTHOR_CHARS}}?)(?=\s*\(|\s*$|\s+[|·•–—])`,
  'iu',
);
/** A name with a date before it ("August 9th, 2012 at 8:38 am Bruce said,"): the name is what follows it. */
const LEADING_DATE = new RegExp(String.raw`^.*(?:${DATE_TEXT.source})\s*`, 'iu');

/**
 * The commenter's name where no element holds it, from the header's words: SAYS_LINE, and POSTED_BY where the
 * header is apart from the post's body (a post that begins "By the way, …" names no one).
 */
function textAuthor(header: string, apart: boolean): string | null {
  const text = normalizeSpace(header);
  const says = SAYS_LINE.exec(text);
  // A name, not a sentence that ends in "said:" ("How many times does this have to be said: ...").
  if (says && says[1].replace(LEADING_DATE, '').split(' ').length <= MAX_SAYS_NAME_WORDS)
    return cleanName(says[1].replace(LEADING_DATE, ''));
  const posted = POSTED_BY.exec(text);
  // A bare "by" at the start of a post's own text is its first word ("By the way, …"), not a byline.
  if (posted && (apart || posted[1] !== undefined)) return cleanName(posted[1] ?? posted[2]);
  // Both patterns hold a date, and every date a number.
  if (!apart || !/\d/.test(text)) return null;
  const m = NAME_THEN_DATE.exec(text) ?? DATE_THEN_NAME.exec(text);
  return m ? cleanName(m[1]) : null;
}

/** A schema.org Comment as microdata (`itemtype`), and the RDFa types of a comment (`typeof`). */
const COMMENT_ITEMTYPE = /schema\.org\/Comment$/i;
const COMMENT_TYPEOF = /(?:^|\s)(?:schema:Comment|sioct:Comment|Comment)(?:\s|$)/;

/**
 * Whether the page marks `el` up as a comment: schema.org Comment microdata, or RDFa (`schema:Comment`,
 * Drupal's `sioc:Post sioct:Comment`). Such an element is a card with its header: the words it opens with
 * ("Par Bruno Gobin, le mercredi 15 mai 2019", "Heidemarie Heim | Di, 21. April 2020") are its byline.
 */
export function isMarkedComment(el: Element): boolean {
  const itemtype = el.getAttribute?.('itemtype');
  if (itemtype && COMMENT_ITEMTYPE.test(itemtype)) return true;
  const typeOf = el.getAttribute?.('typeof');
  return !!typeOf && COMMENT_TYPEOF.test(typeOf);
}

/** Whether the post's `body` is a part of `container`, so that the rest of it is a header. */
function bodyApart(container: Element, body: Element | null): body is Element {
  return !!body && body !== container && container.contains(body);
}

/**
 * Whether `container` carries an author or a date, as findByline would read them (`findByline(c).author !==
 * null || findByline(c).date !== null`), stopping at the first one found: the comment split asks it of every
 * unit of a region, before any of them becomes a card.
 */
export function hasByline(container: Element, query: Query = directQuery): boolean {
  const links = query(container, 'a[href]');
  return (
    (dataAuthor(container, links, query) ??
      structuredAuthor(container, query) ??
      profileAuthor(container, links) ??
      namedAuthor(container, query)) !== null ||
    findDate(container, null, query) !== null ||
    dateInOrAuthor(headerText(container, null))
  );
}

function dateInOrAuthor(header: string): boolean {
  return dateIn(header) !== null || textAuthor(header, false) !== null;
}

/**
 * The text a card shows around its post: everything in `container` outside `body` (scripts and styles left
 * out), or, where the card is the post itself, its first HEADER_CHARS characters.
 */
function headerText(container: Element, body: Element | null): string {
  const apart = bodyApart(container, body);
  const limit = apart ? 4 * HEADER_CHARS : HEADER_CHARS;
  // Whitespace collapsed as it is read: a template's indentation can be longer than the header itself.
  let text = '';
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n && text.length < limit; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.localName === 'script' || parent.localName === 'style') continue;
    if (apart && body.contains(n)) continue;
    const words = normalizeSpace((n as Text).data);
    if (words) text += ` ${words}`;
  }
  return apart ? text : text.slice(0, HEADER_CHARS + 1);
}

export function findAuthor(container: Element): string | null {
  return findByline(container).author;
}

interface FoundAuthor {
  name: string;
  url: string | null;
  el: Element;
}

/** A quotation of another post, which names the quoted member as the post names its own. */
const QUOTE = 'blockquote, q, [class*="quote" i]';

/**
 * The name a forum engine writes on the post element itself (XenForo: `<article class="message"
 * data-author="Ann">`), with the first link to a member profile as its link (the avatar's or the name's). A
 * quotation names the quoted member the same way (`<div class="bbCodeQuote" data-author="Bob">`): not the
 * author.
 */
function dataAuthor(container: Element, links: ArrayLike<Element>, query: Query): FoundAuthor | null {
  let el: Element | null = container.hasAttribute('data-author') ? container : null;
  if (!el) {
    const named = query(container, '[data-author]');
    for (let i = 0; i < named.length && !el; i++) if (!named[i].closest(QUOTE)) el = named[i];
  }
  const name = el ? cleanName(el.getAttribute('data-author') ?? '') : null;
  if (!el || !name) return null;
  let url: string | null = null;
  for (let i = 0; i < links.length && !url; i++) {
    const href = links[i].getAttribute('href') ?? '';
    if (PROFILE_HREF.test(href) && !links[i].closest(QUOTE))
      url = absoluteUrl(href, docBaseUri(ownerOf(container)));
  }
  return { name, url, el };
}

function structuredAuthor(container: Element, query: Query): FoundAuthor | null {
  const el = query(container, '[itemprop~="author"]')[0];
  if (!el) return null;
  const name = cleanName(el.querySelector('[itemprop="name"]')?.textContent ?? el.textContent ?? '');
  if (!name) return null;
  const link = el.closest('a[href]') ?? el.querySelector('a[href]');
  const url =
    el.querySelector('[itemprop="url"]')?.getAttribute('href') ?? link?.getAttribute('href') ?? null;
  return { name, url: url ? absoluteUrl(url, docBaseUri(ownerOf(container))) : null, el };
}

/** The first link to a member profile that carries a name (an avatar's link has none: the name's link to the
 * same profile follows it). */
function profileAuthor(container: Element, links: ArrayLike<Element>): FoundAuthor | null {
  for (let i = 0; i < links.length; i++) {
    const a = links[i];
    const href = a.getAttribute('href') ?? '';
    if (!PROFILE_HREF.test(href) || a.closest('blockquote')) continue;
    const name = cleanName(a.textContent ?? '');
    if (name) return { name, url: absoluteUrl(href, docBaseUri(ownerOf(container))), el: a };
  }
  return null;
}

function namedAuthor(container: Element, query: Query): FoundAuthor | null {
  // One scan of the container for all the selectors; each selector in turn then looks only at what it found
  // (in document order, as its own query would return them), instead of one more scan per selector.
  const found = query(container, ANY_AUTHOR);
  if (!found.length) return null;
  const names: (string | null)[] = [];
  for (const selector of AUTHOR_SELECTORS) {
    for (let i = 0; i < found.length; i++) {
      if (!found[i].matches(selector) || found[i].closest('blockquote, q')) continue;
      names[i] ??= cleanName(found[i].textContent ?? '');
      const name = names[i];
      if (!name) continue;
      const link = found[i].closest('a[href]') ?? found[i].querySelector('a[href]');
      return { name, url: link && memberLink(link, link === found[i]), el: found[i] };
    }
  }
  return null;
}

/**
 * Where a name's link goes, as the member's page: a link to a member profile (PROFILE_HREF), or, where the
 * link is itself what a selector names as the author (`<a class="user" href="/ann">`), any page of the same
 * site. Null for links elsewhere, to a fragment or to script.
 */
function memberLink(link: Element, named: boolean): string | null {
  const href = link.getAttribute('href') ?? '';
  const url = absoluteUrl(href, docBaseUri(ownerOf(link)));
  if (!url || PROFILE_HREF.test(href)) return url;
  if (!named || href.startsWith('#')) return null;
  try {
    const target = new URL(url);
    return target.origin === new URL(docUrl(ownerOf(link))).origin && target.pathname.length > 1 ? url : null;
  } catch {
    return null;
  }
}

/** A name as a byline prints it, without what goes before it ("by") or after it (a separator, a date). */
export function cleanName(text: string): string | null {
  const name = bylineName(text)
    .replace(WEEKDAY_AFTER_NAME, '')
    .replace(/^[-–—:,;|·•\s]+|[-–—:,;|·•\s]+$/gu, '')
    .replace(UNVERIFIED_AT_END, '');
  if (ACTIONS.test(name)) return null;
  // One character is an avatar's initial ("A" in a round badge), not a name; nor is a date (the comment's
  // time link, "15/04/2020 at 5:53 pm", read where a class names the whole comment for its author).
  if (!name || name.length > MAX_AUTHOR_CHARS || [...name].length < 2 || !/\p{L}|\d/u.test(name)) return null;
  return DATE_ONLY.test(name) ? null : name;
}

/** A text that is a date and nothing else. */
const DATE_ONLY = new RegExp(String.raw`^(?:${DATE_TEXT.source})$`, 'iu');

/** The block-level element around the author, inside the container: the line that may also carry the date. */
function authorLine(el: Element, container: Element): Element | null {
  const line = el.closest('p, div, dt, dd, td, li, header, .author');
  return line && line !== container && container.contains(line) ? line : null;
}

/**
 * The post's date: an ISO date (YYYY-MM-DD) or instant where the page's text can be read as one, else the text
 * as the page prints it.
 */
export function findDate(
  container: Element,
  line: Element | null = null,
  query: Query = directQuery,
): string | null {
  // A `datetime` is meant to be machine-readable, but some themes print the date there as shown ("February
  // 24, 2006 02:01am"): read as a printed date where Date.parse cannot.
  const time = query(container, 'time[datetime]')[0];
  const datetime = time?.getAttribute('datetime');
  if (datetime) return toIso(datetime) ?? readDate(datetime) ?? datetime;
  const found = query(container, DATE_SELECTOR);
  for (let i = 0; i < found.length; i++) {
    const el = found[i];
    if (isJoinDate(el)) continue;
    const attr = el.getAttribute('content') ?? el.getAttribute('datetime') ?? el.getAttribute('title');
    if (attr && toIso(attr)) return toIso(attr);
    const date = dateIn(el.textContent ?? '');
    if (date) return date;
  }
  const fromLine = line ? dateIn(line.textContent ?? '') : null;
  if (fromLine) return fromLine;
  // A comment's permalink is often its date ("October 8, 2012 at 8:24 am" linking to #comment-1754346); a
  // post's title links there too ("Re: VLC 1.1.10+"), so the date must be most of the link's text.
  const links = query(container, 'a[href]');
  for (let i = 0; i < links.length; i++) {
    if (!PERMALINK.test(links[i].getAttribute('href') ?? '')) continue;
    const text = normalizeSpace(links[i].textContent ?? '');
    const m = DATE_TEXT.exec(text);
    if (m && m[0].length >= PERMALINK_DATE_SHARE * text.length) return readDate(m[0]) ?? m[0];
  }
  // A profile column holds the name and "Joined: Nov 03, 2008"; the post's own header line holds the date.
  const headers = query(container, HEADER_SELECTOR);
  for (let i = 0; i < headers.length; i++) {
    const date = dateIn(headers[i].textContent ?? '');
    if (date) return date;
  }
  return null;
}

/**
 * A member's registration date in a profile column rather than the post's: named so (`.joindate`), inside an
 * element named so (`dd.profile-joined > span.timestamp`), or after the words that say so ("Joined:").
 */
function isJoinDate(el: Element): boolean {
  if (JOINED_CLASS.test(el.getAttribute('class') ?? '')) return true;
  const parent = el.parentElement;
  if (!parent) return false;
  if (JOINED_CLASS.test(parent.getAttribute('class') ?? '')) return true;
  let before = '';
  for (let n = el.previousSibling; n && before.length < 40; n = n.previousSibling)
    before = (n.textContent ?? '') + before;
  return JOINED.test(normalizeSpace(before));
}

/** The first date printed in `text` that is not a member's registration date, as findDate gives it. */
export function dateIn(text: string): string | null {
  const t = normalizeSpace(text);
  // Every date of DATE_TEXT and YEARLESS has a number in it.
  if (!/\d/.test(t)) return null;
  for (const m of t.matchAll(DATE_TEXT_ALL)) {
    if (JOINED.test(t.slice(Math.max(0, m.index - 30), m.index))) continue;
    return readDate(m[0]) ?? m[0];
  }
  if (!MAY_BE_YEARLESS.test(t)) return null;
  const short = SHORT_YEAR.exec(t);
  const shortDate =
    short && !JOINED.test(t.slice(Math.max(0, short.index - 30), short.index)) ? readShortYear(short) : null;
  if (shortDate) return shortDate;
  const yearless = YEARLESS.exec(t);
  return yearless && !JOINED.test(t.slice(Math.max(0, yearless.index - 30), yearless.index))
    ? yearless[0].trim()
    : null;
}

/** Year first (2020-03-12, 2020.03.12) and day first with dots (12.03.2020, as every language that writes dots
 * does; some themes print the year after a comma, 17.07, 2011); with slashes the order is the reader's guess,
 * so only an unambiguous one (31/12/2020) is read. */
const NUMERIC_DATE =
  /^(?:(\d{4})[-./](\d{1,2})[-./](\d{1,2})|(\d{1,2})([./])(\d{1,2})(?:\5|(?<=\.\d{1,2}),\s?)(\d{4}))\b/;
const CLOCK = /(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?m\.?)?/i;

/** Year, month and day of a NUMERIC_DATE match; null where the order is not certain (03/04/2020; 03/03/2020
 * is the same day in either). */
function numericDate(n: RegExpExecArray): [number, number, number] | null {
  if (n[1]) return [+n[1], +n[2], +n[3]];
  const [first, second, year] = [+n[4], +n[6], +n[7]];
  if (n[5] === '.' || first > 12 || first === second) return [year, second, first];
  if (second > 12) return [year, first, second];
  return null;
}

/** Month names and their abbreviations as pages print them: English, German, French, Spanish, Italian, Dutch
 * and Portuguese (Date.parse reads English only). */
const MONTHS = new Map<string, number>();
[
  'jan january januar jänner jän janvier janv enero ene gennaio gen januari janeiro',
  'feb february februar février févr fevr febrero febbraio februari fevereiro fev',
  'mar march märz mär mrz mars marzo maart março',
  'apr april avril avr abril abr aprile',
  'may mai mayo maggio mag mei maio',
  'jun june juni juin junio giugno giu junho',
  'jul july juli juillet juil julio luglio lug julho',
  'aug august août aout agosto ago augustus',
  'sep sept september septembre septiembre settembre set setembro',
  'oct october okt oktober octobre octubre ottobre ott outubro out',
  'nov november novembre noviembre novembro',
  'dec december dez dezember décembre déc diciembre dic dicembre dezembro',
].forEach((names, i) => names.split(' ').forEach((name) => MONTHS.set(name, i + 1)));

/**
 * Weekdays and their abbreviations in the languages of MONTHS, by day of the week from Sunday (readYearless).
 * French `mar` (mardi) is March as well: it tells no weekday, and is a weekday word for YEARLESS only.
 */
const WEEKDAY_NUMBERS = new Map<string, number>();
[
  'sun sunday sonntag dim dimanche domingo zondag',
  'mon monday montag lun lundi lunes lunedì maandag segunda',
  'tue tues tuesday dienstag mardi martes martedì dinsdag terça',
  'wed wednesday mittwoch mer mercredi miércoles mercoledì woensdag quarta',
  'thu thur thurs thursday donnerstag jeu jeudi jueves giovedì donderdag quinta',
  'fri friday freitag ven vendredi viernes venerdì vrijdag sexta',
  'sat saturday samstag sam samedi sábado sabato zaterdag',
].forEach((names, i) => names.split(' ').forEach((name) => WEEKDAY_NUMBERS.set(name, i)));
const WEEKDAYS = [...WEEKDAY_NUMBERS.keys(), 'mar'];
const alternatives = (list: Iterable<string>) => [...list].sort((a, b) => b.length - a.length).join('|');
/** A weekday after a name, before the date it opens ("Slaytanic40oz - Tuesday, January 08, 2008"). */
const WEEKDAY_AFTER_NAME = new RegExp(
  String.raw`\s*[-–—,|·]\s*(?:${alternatives(WEEKDAY_NUMBERS.keys())})\.?,?$`,
  'iu',
);
const DAY_MONTH = String.raw`(?:\d{1,2}(?:st|nd|rd|th|\.)?\s+(?:de\s+)?(?:${alternatives(MONTHS.keys())})\.?|(?:${alternatives(MONTHS.keys())})\.?\s+\d{1,2}(?:st|nd|rd|th)?)(?![\p{L}\d])`;
const WEEKDAY_BEFORE = String.raw`\b(?:${alternatives(WEEKDAYS)})\.?,?\s+`;
const CLOCK_BEFORE = String.raw`\b\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?,?\s+(?:on\s+|am\s+|le\s+|el\s+)?`;
const CLOCK_AFTER = String.raw`,?\s+(?:at\s+|um\s+|à\s+)?\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?`;
/**
 * A date printed without its year, as forums print this year's posts: "Sunday 8th March", "9:00am On Apr 24",
 * "Apr 24, 10:15 pm". Read only with a weekday before it or a clock beside it (a month and a day alone are
 * often just words of the text), and given as printed: its year is not the reader's to invent.
 */
const YEARLESS = new CaselessPattern(
  String.raw`(?:${WEEKDAY_BEFORE}|${CLOCK_BEFORE})${DAY_MONTH}(?:${CLOCK_AFTER})?|\b${DAY_MONTH}${CLOCK_AFTER}`,
  'u',
);

/**
 * A day, a month's name and the year in two digits, after a clock or a weekday or both ("5:19pm Tue 1 Jan 08",
 * "Tue 1 Jan 08": a British newspaper's comment lines of the 2000s). As YEARLESS, only with a weekday or a
 * clock: "5 May 12 times" is words of a text. The two digits are not a clock's ("1 Jan 08:30").
 */
const SHORT_YEAR_SOURCE = String.raw`(?:${CLOCK_BEFORE}(?:${WEEKDAY_BEFORE})?|${WEEKDAY_BEFORE})(\d{1,2})(?:st|nd|rd|th)?\s+(${alternatives(MONTHS.keys())})\.?\s+'?(\d{2})(?![\p{L}\d:])`;
const SHORT_YEAR = new CaselessPattern(SHORT_YEAR_SOURCE, 'u');
const SHORT_YEAR_ALL = new CaselessPattern(SHORT_YEAR_SOURCE, 'gu');
/** Years in two digits up to this one are this century's, the others the last one's. */
const LAST_SHORT_YEAR = 69;

/** A SHORT_YEAR match as readDate gives dates (with its clock, where one is printed before it). */
function readShortYear(m: RegExpExecArray): string | null {
  const month = MONTHS.get(m[2].toLowerCase());
  if (month === undefined) return null;
  const year = +m[3] + (+m[3] <= LAST_SHORT_YEAR ? 2000 : 1900);
  return readDay(year, month, +m[1], m[0]);
}

/**
 * A date printed without its year and with its weekday (a YEARLESS date: "Tuesday July 24", "Sunday 8th
 * March", "Thursday, November 1 at 2:57 pm"), as readDate gives dates: the year is the one, of the year of the
 * page's latest date in `years` and the years either side of it, in which that day is that weekday (a day's
 * weekday moves by one or two a year, so at most one of three years fits). Null without a weekday, a year to
 * start from or a fitting year: a year is deduced, not guessed.
 */
export function readYearless(text: string, years: readonly number[]): string | null {
  if (!years.length) return null;
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/\.$/, ''));
  const weekday = WEEKDAY_NUMBERS.get(words[0]);
  if (weekday === undefined) return null;
  let month: number | undefined;
  let day: number | undefined;
  for (const word of words.slice(1)) {
    month ??= MONTHS.get(word);
    const number = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
    if (number && day === undefined) day = +number[1];
  }
  if (month === undefined || day === undefined || day > 31) return null;
  const latest = Math.max(...years);
  const fits = (y: number) => {
    const date = new Date(y, month - 1, day);
    return date.getDay() === weekday && date.getDate() === day;
  };
  const year = [latest, latest + 1, latest - 1].find(fits);
  if (year === undefined) return null;
  return readDay(year, month, day, text);
}

/** A day whose year, month and day are known, with the clock printed in `text`, as readDate gives dates. */
function readDay(year: number, month: number, day: number, text: string): string | null {
  const pad = (v: number) => String(v).padStart(2, '0');
  return readDate(`${year}-${pad(month)}-${pad(day)}${clockOf(text)}`);
}

/** The clock printed in `text` as " HH:MM[:SS] am/pm", for readDate; empty where there is none. */
function clockOf(text: string): string {
  const clock = CLOCK.exec(text);
  return clock ? ` ${clock[0]}` : '';
}

/** The first three letters of every month name of MONTHS. */
const MONTH_STARTS = alternatives(new Set([...MONTHS.keys()].map((name) => name.slice(0, 3))));
/**
 * What every YEARLESS date holds (its DAY_MONTH): a number, then the start of a month name; or the start of a
 * month name, the rest of its word and a number. YEARLESS, with its month and weekday names, takes a fresh
 * page about 3 ms to compile even without `i` (CaselessPattern), this test under one; few texts with a number
 * pass it, and a page where none does never compiles YEARLESS.
 */
const MAY_BE_YEARLESS = new RegExp(
  String.raw`\d(?:st|nd|rd|th|\.)?\s+(?:de\s+)?(?:${MONTH_STARTS})|(?:${MONTH_STARTS})[^\s\d]*\s+\d`,
  'iu',
);

/** "26. Mai 2008", "3 de março de 2020", "Mai 26, 2008": day, month name, year in either order. */
const DAY_MONTH_YEAR =
  /(\d{1,2})(?:st|nd|rd|th)?\.?[\s-]+(?:de\s+)?(\p{L}{3,10})\.?,?[\s-]+(?:de\s+)?(\d{4})/u;
const MONTH_DAY_YEAR = /(\p{L}{3,10})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/u;

/** Year, month and day of a date with a month name (MONTHS); null where it has none. */
function namedDate(text: string): [number, number, number] | null {
  const month = (word: string) => MONTHS.get(word.toLowerCase());
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy && month(dmy[2])) return [+dmy[3], month(dmy[2]) as number, +dmy[1]];
  const mdy = MONTH_DAY_YEAR.exec(text);
  if (mdy && month(mdy[1])) return [+mdy[3], month(mdy[1]) as number, +mdy[2]];
  return null;
}

/** A printed date as ISO: a date alone as YYYY-MM-DD (no invented time or zone), with a time as an instant
 * (the page's wall time read in the reader's zone, as the page gives none). Null where it cannot be read. */
export function readDate(text: string): string | null {
  const n = NUMERIC_DATE.exec(text);
  let day: Date | null = null;
  const named = n ? null : namedDate(text);
  if (n || named) {
    const ymd = n ? numericDate(n) : named;
    if (ymd && ymd[1] >= 1 && ymd[1] <= 12 && ymd[2] >= 1 && ymd[2] <= 31)
      day = new Date(ymd[0], ymd[1] - 1, ymd[2]);
  } else {
    const t = Date.parse(
      text
        .replace(CLOCK, '')
        .replace(/\s(?:at|um|à)\s*$/i, '')
        .replace(/(\d)(st|nd|rd|th)\b/, '$1'),
    );
    if (!Number.isNaN(t)) day = new Date(t);
  }
  if (!day || Number.isNaN(day.getTime())) return null;
  const clock = CLOCK.exec(text);
  const pad = (v: number) => String(v).padStart(2, '0');
  if (!clock) return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  let hours = +clock[1] % (clock[4] ? 12 : 24);
  if (clock[4]?.toLowerCase() === 'p') hours += 12;
  day.setHours(hours, +clock[2], +(clock[3] ?? 0), 0);
  return day.toISOString();
}

/**
 * A permalink anchor inside the container, else the address its RDFa names it by (`about`: Drupal writes
 * `about="/comment/63671#comment-63671"` on each comment), else a URL to its id, else a CSS selector that
 * finds it.
 */
export function findLink(
  container: Element,
  links: ArrayLike<Element> = container.querySelectorAll('a[href]'),
): string | null {
  const base = docBaseUri(ownerOf(container));
  // Not a blank node ("[_:b1]", "_:b1"): those name nothing on the web.
  const about = container.getAttribute('about');
  return (
    permalinkIn(container, links) ??
    (about && !/^\[|^_:/.test(about) ? absoluteUrl(about, base) : null) ??
    (container.id ? absoluteUrl(`#${CSS.escape(container.id)}`, base) : cssSelector(container))
  );
}

/** The first permalink anchor inside `container` (rel=bookmark, or an address of a post or comment). */
export function permalinkIn(
  container: Element,
  links: ArrayLike<Element> = container.querySelectorAll('a[href]'),
): string | null {
  // Indexed: a comment's links are read once per comment, and Array.from makes an iterator result per link.
  for (let i = 0; i < links.length; i++) {
    const a = links[i];
    const href = a.getAttribute('href') ?? '';
    if (a.getAttribute('rel')?.includes('bookmark') || PERMALINK.test(href))
      return absoluteUrl(href, docBaseUri(ownerOf(container)));
  }
  return null;
}

/** A date printed at the start of a text, with its year and without it. */
const DATE_TEXT_AT_START = new RegExp(String.raw`^(?:${DATE_TEXT.source})`, 'iu');
const YEARLESS_AT_START = new CaselessPattern(String.raw`^(?:${YEARLESS.source})`, 'u');
/**
 * How every date of DATE_TEXT and YEARLESS begins: with a number, or with a word or two before its first
 * number ("March 7, 2018", "Sunday 8th March", "Sun, March 8"). Most texts of a card fail this test at once
 * ("Great post! …").
 */
const DATE_LIKE_START = /^(?:\d|[^\s\d.,]+\.?,?\s+(?:\d|[^\s\d.,]+\.?\s+\d))/u;

/**
 * The date printed at the start of `text`, with or without its year. Each pattern is compiled only where a
 * text may begin with such a date: YEARLESS_AT_START, with its month and weekday names, takes a fresh page a
 * few milliseconds.
 */
function dateAtStart(text: string): RegExpExecArray | null {
  if (!DATE_LIKE_START.test(text)) return null;
  const found = DATE_TEXT_AT_START.exec(text);
  if (found) return found;
  // A weekday before a date ("Fri, 2012-11-09 18:05", Drupal's; "mercredi 3 décembre 2025"): the weekday goes
  // with the date, which has its year (read before the yearless forms, which would stop at "mercredi 3 décembre").
  const weekday = WORD_THEN_NUMBER.test(text) ? WEEKDAY_AT_START.exec(text) : null;
  const date = weekday && DATE_TEXT_AT_START.exec(text.slice(weekday[0].length));
  if (date) return Object.assign([weekday[0] + date[0]], { index: 0, input: text }) as RegExpExecArray;
  return MAY_BE_YEARLESS.test(text) ? YEARLESS_AT_START.exec(text) : null;
}

/** A word, then a number: how a date with a weekday before it begins ("Fri, 2012-11-09"). */
const WORD_THEN_NUMBER = /^\p{L}{2,10}\.?,?\s+\d/u;
const WEEKDAY_AT_START = new RegExp(`^${WEEKDAY_BEFORE}`, 'iu');

/**
 * A letter or a digit after a name: then the name goes on ("Ann" in "Annette"). Tested apart from the name:
 * a class of all letters takes longer to compile than a name, and each card compiles a pattern of its name.
 */
const WORD_GOES_ON = /[\p{L}\d]/iuy;
/** What a byline puts around its name and date: separators, "by", "on", "at", "says:" and the like. */
const BYLINE_GLUE = new RegExp(
  String.raw`^(?:[\s\-–—:,;|·•»«@]+|(?:by|von|par|por|posted|geschrieben|on|am|at|um|le|à|el)(?=[\s:,]|$)|${SAYS_WORDS}:?)`,
  'iu',
);

/** The time after a byline's date ("17.07.2011 @ 13:04", "15 mai 2019 à 08h07"). */
const CLOCK_AT_START = /^(?:\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?|\d{1,2}h\d{2})(?![\d:])/i;
/** What may follow a byline's last name or date and goes with it: separators, "says:", the post's number, a
 * guest's "(not verified)". Not the "@" of a reply's "@Ann", which is the text's first word. */
const BYLINE_END = new RegExp(
  String.raw`^(?:(?:[\s\-–—:,;|·•»«]|@(?![\p{L}\d]))+|${SAYS_WORDS}:?|#\d+(?!\S)|${UNVERIFIED})`,
  'iu',
);
/**
 * A number in a byline: the comment's place in the list ("12", "#12", "3."), the poster's post count or score
 * ("6711"), a year printed apart from its date ("Thu, Jan 17, 08"). Taken only on the way to a name or a date
 * after it: a number alone at the start of a text is the text's ("3 things: …").
 */
const BYLINE_NUMBER = /^#?\d{1,6}[.):]?(?=\s|$)/u;
/** "Kommentar von", "Posted by", "Comment by": the words before a name (BYLINE_GLUE then takes the "by"). */
const BYLINE_LEAD =
  /^(?:posted|written|submitted|comment(?:ed)?|geschrieben|verfasst|kommentar|antwort|commentaire|publié|écrit|comentario|publicado|escrito|scritto|pubblicato|commento)(?=\s+(?:by|von|par|por|da|di)\s)/iu;
/** The most steps (names, dates, numbers, controls, glue) a card's header is read in. */
const HEADER_STEPS = 16;

/** What the markup says about a card's text (bylinePrefixLength): where the controls' labels are, and where its
 * elements' texts end (a name in an element of its own ends there, though the next element's text follows it
 * without a space: "alecia dillard" then "Thu, Jan 17"). */
export interface HeaderMarks {
  controls?: readonly (readonly [number, number])[];
  ends?: ReadonlySet<number>;
}

/**
 * How many characters at the start of `text` are the card's own header, printed again where its text begins
 * ("dottoressa März 7, 2018 Liebe Claudia, …", "Ann says: …", "6711 Birgit10 18.10.2019, 08:05 Zum Antworten
 * anmelden Zitieren # @Caesi: …"): the author's name, a date that reads as the card's date, the words between
 * them, and, in that run and after it, the numbers beside them (BYLINE_NUMBER) and the controls that follow
 * them (`marks.controls`: where in `text` links labelled as controls are, isControlLabel). 0 where the
 * text does not begin with them, and where nothing would be left after them.
 */
export function bylinePrefixLength(
  text: string,
  byline: Pick<Byline, 'author' | 'date'>,
  { controls = [], ends }: HeaderMarks = {},
): number {
  const name = byline.author?.trim();
  const nameAt = name
    ? new RegExp(
        `^${name
          .split(/\s+/)
          .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('\\s+')}`,
        'iu',
      )
    : null;
  const nameIn = (rest: string) => {
    const m = nameAt?.exec(rest);
    if (!m) return null;
    WORD_GOES_ON.lastIndex = m[0].length;
    if (!WORD_GOES_ON.test(rest) || ends?.has(text.length - rest.length + m[0].length)) return m;
    // A name printed flush against the date after it ("Sana6. Juni 2015", two elements without a space
    // between them): the name ends where the card's date begins.
    const after = /\d/.test(rest[m[0].length]) ? dateAtStart(rest.slice(m[0].length)) : null;
    return after && sameDate(after[0], byline.date) ? m : null;
  };
  // The control that starts at `at` (after the glue's spaces), as the offset where it ends.
  const controlAt = (at: number) => {
    for (const [start, stop] of controls)
      if (start <= at && at < stop && !/\S/.test(text.slice(start, at))) return stop;
    return 0;
  };
  let at = 0;
  let end = 0;
  let sawDate = false;
  for (let step = 0; step < HEADER_STEPS && at < text.length; step++) {
    const rest = text.slice(at);
    const glue = BYLINE_GLUE.exec(rest) ?? BYLINE_LEAD.exec(rest);
    if (glue?.[0]) {
      at += glue[0].length;
      continue;
    }
    const control = controlAt(at);
    if (control) {
      end = at = control;
      continue;
    }
    const named = nameIn(rest);
    const dated = !named && byline.date ? dateAtStart(rest) : null;
    // A clock after the card's date, or before it ("12:10pm on 16th Jan, 2008": read as a date without its
    // year, which is not the card's).
    const clock: RegExpExecArray | null = named
      ? null
      : !dated && sawDate
        ? CLOCK_AT_START.exec(rest)
        : clockBeforeDate(rest, byline.date);
    const part: RegExpExecArray | null = named ?? (dated && sameDate(dated[0], byline.date) ? dated : clock);
    if (!part) {
      // A number goes with the header only where a name or a date follows it (`end` stays before it).
      const number = BYLINE_NUMBER.exec(rest);
      if (!number) break;
      at += number[0].length;
      continue;
    }
    sawDate ||= part === dated;
    end = at += part[0].length;
  }
  if (!end) return 0;
  // After the last name or date, only separators, "says:" and controls go with them, not a word the text
  // begins with.
  for (;;) {
    const m = BYLINE_END.exec(text.slice(end));
    if (m?.[0]) end += m[0].length;
    else if (controlAt(end)) end = controlAt(end);
    else break;
  }
  return /\S/.test(text.slice(end)) ? end : 0;
}

/**
 * The clock `rest` opens with where, past glue ("on", "at", a comma), the card's `date` follows it: "12:10pm on
 * 16th Jan, 2008" is a header's time and day. Else null.
 */
function clockBeforeDate(rest: string, date: string | null): RegExpExecArray | null {
  const clock = date ? CLOCK_AT_START.exec(rest) : null;
  if (!clock) return null;
  let after = rest.slice(clock[0].length);
  for (let glue = BYLINE_GLUE.exec(after); glue?.[0]; glue = BYLINE_GLUE.exec(after))
    after = after.slice(glue[0].length);
  const dated = dateAtStart(after);
  return dated && sameDate(dated[0], date) ? clock : null;
}

/** A date with dots and the year in two digits: "23.09.20". */
const SHORT_YEAR_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/;

/** Whether a printed date reads as the card's date (its ISO form, or the same printed text). */
function sameDate(printed: string, date: string | null): boolean {
  if (!date) return false;
  // A date without its year is the card's date as printed ("Thu, Jan 17"), whatever a reading of it gives.
  if (normalizeSpace(printed) === date) return true;
  // "23.09.20": a year in two digits, which readDate does not read (alone it could be a version or a score),
  // names the card's day where the card's date is that day.
  const short = SHORT_YEAR_DATE.exec(normalizeSpace(printed));
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (short && day) return +short[1] === +day[3] && +short[2] === +day[2] && short[3] === day[1].slice(2);
  const read = readDate(printed) ?? normalizeSpace(printed);
  return read === date || read.slice(0, 10) === date.slice(0, 10);
}
