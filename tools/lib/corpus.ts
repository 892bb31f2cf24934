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
 * Elements whose content the HTML parser reads as raw text up to their own end tag. Written self-closed
 * (`<iframe src="…"/>`, as an XHTML serialiser writes them), the start tag opens the element and the rest
 * of the document becomes its text: 16 of harvest-forums' 62 saved pages (the tag manager's
 * `<noscript><iframe …/></noscript>` near the top of the body) render as an empty page in every browser-based
 * extractor, while the live page showed the thread. trafilatura, parsing with lxml, reads them whole.
 */
const RAW_TEXT_SELF_CLOSED =
  /<(iframe|noembed|noframes|noscript|script|style|textarea|title|xmp)(\s[^<>]*?)?\s*\/>/gi;

/**
 * The saved page as the live page was: raw-text elements written self-closed get their end tag, so the page
 * renders as it did when it was saved. Edits only ASCII, so the bytes' charset (and the charset rule) holds;
 * every engine, Pith and the peers alike, reads the repaired page. Bytes without such a tag come back as
 * they are.
 */
export function repairSavedMarkup(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  RAW_TEXT_SELF_CLOSED.lastIndex = 0;
  if (!RAW_TEXT_SELF_CLOSED.test(text)) return bytes;
  return Buffer.from(
    text.replace(RAW_TEXT_SELF_CLOSED, (_, tag: string, attributes = '') => `<${tag}${attributes}></${tag}>`),
    'latin1',
  );
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
