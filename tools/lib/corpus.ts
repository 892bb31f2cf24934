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
