// Reading a corpus set in the format of ../shared/corpus (see its README): gold.jsonl + pages/<id>.html.gz.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface GoldPost {
  text: string;
  author: string | null;
  date: string | null;
  link: string | null;
}

export interface Gold {
  id: string;
  url: string | null;
  pageType: string | null;
  title: string | null;
  author: string | null;
  date: string | null;
  article: string | null;
  comments: string[] | null;
  posts: GoldPost[] | null;
  with: string[] | null;
  without: string[] | null;
  [key: string]: unknown;
}

export function readGold(setDir: string): Gold[] {
  const file = path.join(setDir, 'gold.jsonl');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Gold);
}

/**
 * Dragnet gold the corpus split wrong. Dragnet's text files hold the article, then its comments after a
 * "!@#$%^&*() COMMENTS" line; the corpus split them on that line exactly, and two kinds of file defeated it:
 *
 * - Files saved as UTF-16 and read as UTF-8 (pages 27, 39, 42 and 158): the byte-order mark read as two
 *   U+FFFD, a NUL after each ASCII character ("T\0h\0e\0"), so the line has NULs in it. Their `article` is the
 *   whole file as read and their `comments` are empty, though the pages show dozens. Read again here: each
 *   character back to its byte (an ASCII one) or to an unknown byte, the bytes paired as UTF-16 (a pair with
 *   an unknown byte is U+FFFD).
 * - Files whose line was typed by hand with a slip ("!@ $%^&*()  COMMENTS", "!#@$%^&*()  COMMENTS",
 *   "!@#$%^&*()  COMMNENTS", "!@#$%^&*()  CORRECTED", a bare "!@#$%^&*()": pages 248, 503, R136, R162, R316,
 *   R753, T126, T71). Their comments are the end of their `article`.
 *
 * Both are split at the line, and the page type set as the corpus sets it for a Dragnet page with comments.
 * Other gold is returned as it is. The bench reads gold through this, and so does training: the block labels
 * (tools/train/learn.ts) and the page type's (tools/train/page-type.ts).
 */
export function repairGold(gold: Gold): Gold {
  if (typeof gold.article !== 'string') return gold;
  if (utf16ReadAsUtf8(gold.article)) return splitAtCommentsLine(gold, fromUtf16(gold.article));
  if (!gold.comments?.some((c) => c.trim()) && DRAGNET_COMMENTS.test(gold.article))
    return splitAtCommentsLine(gold, gold.article);
  return gold;
}

function splitAtCommentsLine(gold: Gold, text: string): Gold {
  const at = text.search(DRAGNET_COMMENTS);
  if (at < 0) return { ...gold, article: text };
  const comments = text.slice(at).replace(DRAGNET_COMMENTS, '').trim();
  return {
    ...gold,
    article: text.slice(0, at).trim(),
    comments: comments ? [comments] : [],
    pageType: comments ? 'article-with-comments' : gold.pageType,
  };
}

/**
 * The line between a Dragnet page's article and its comments, as written and as miswritten: "!" and up to three
 * of "!@# ", "$%^&*()", then a word in capitals on the same line, if any.
 */
const DRAGNET_COMMENTS = /![!@# ]{0,3}\$%\^&\*\(\)(?:[ \t]*[A-Z]+\b)?/;

/** Whether `text` is UTF-16 read as UTF-8: it opens with the byte-order mark so read, a NUL in every pair. */
function utf16ReadAsUtf8(text: string): boolean {
  if (!text.startsWith('\uFFFD\uFFFD') || text.length < 8) return false;
  let nuls = 0;
  for (let i = text.indexOf('\0'); i >= 0; i = text.indexOf('\0', i + 1)) nuls++;
  return nuls * 3 >= text.length;
}

function fromUtf16(text: string): string {
  // Each character stood for one byte: an ASCII character for itself, anything else for a byte now unknown.
  const bytes = [...text.slice(2)].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : -1));
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const [lo, hi] = [bytes[i], bytes[i + 1]];
    out += lo < 0 || hi < 0 ? '\uFFFD' : String.fromCharCode(lo | (hi << 8));
  }
  return out;
}

export function pagePath(setDir: string, id: string, extra?: string): string {
  return path.join(setDir, 'pages', extra ? `${id}.${extra}.html.gz` : `${id}.html.gz`);
}

export function readPageBytes(file: string): Buffer {
  const raw = fs.readFileSync(file);
  return file.endsWith('.gz') ? zlib.gunzipSync(raw) : raw;
}

/**
 * The corpus README's charset rule: bytes that are valid UTF-8 are served as UTF-8; anything else is served
 * as text/html with no charset so the browser sniffs it (meta tags, then its own detector).
 */
export function contentTypeFor(bytes: Buffer): string {
  return isValidUtf8(bytes) ? 'text/html; charset=utf-8' : 'text/html';
}

export function isValidUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Elements the HTML parser reads as empty, whatever follows them: only these may be written `<br/>`. Any other
 * element written self-closed (`<div class="clear"/>`, `<i class="fa-share"/>`, `<a name="p2"/>`, as an XHTML
 * serialiser writes an empty element) is opened by the parser and never closed: the rest of its parent
 * becomes its content. A hidden empty element then hides the rest of the page, an empty anchor makes it a
 * link, and a raw-text element (`<noscript><iframe …/></noscript>`) makes it text. 22 of harvest-forums' 62
 * saved pages have such tags (16 of them render as an empty page in every browser-based extractor), while the
 * live page showed the thread; trafilatura, parsing with lxml, reads them as the empty elements they were.
 */
const VOID_ELEMENTS = new Set(
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr'.split(
    ' ',
  ),
);
/** A start tag written self-closed: its name and its attributes. */
const SELF_CLOSED = /<([a-zA-Z][\w:-]*)(\s[^<>]*?)?\s*\/>/g;

/**
 * The saved page as the live page was: elements written self-closed that the HTML parser would leave open get
 * their end tag, so the page renders as it did when it was saved (inside SVG and MathML the two forms are the
 * same). Edits only ASCII, so the bytes' charset (and the charset rule) holds; every engine, Pith and the
 * peers alike, reads the repaired page. Bytes without such a tag come back as they are.
 */
export function repairSavedMarkup(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  let changed = false;
  const repaired = text.replace(SELF_CLOSED, (tag, name: string, attributes = '') => {
    if (VOID_ELEMENTS.has(name.toLowerCase())) return tag;
    changed = true;
    return `<${name}${attributes}></${name}>`;
  });
  return changed ? Buffer.from(repaired, 'latin1') : bytes;
}

/** Pages without a URL (Dragnet, CleanEval) are served at a stable made-up address of the set. */
export function urlFor(gold: Gold, set: string): string {
  if (gold.url && /^https?:\/\//i.test(gold.url)) return gold.url;
  return `http://${set}.corpus.invalid/${encodeURIComponent(gold.id)}.html`;
}

export function listSets(corpusDir: string): string[] {
  if (!fs.existsSync(corpusDir)) return [];
  return fs
    .readdirSync(corpusDir)
    .filter((name) => fs.existsSync(path.join(corpusDir, name, 'gold.jsonl')))
    .sort();
}
