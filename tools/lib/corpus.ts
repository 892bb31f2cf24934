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
