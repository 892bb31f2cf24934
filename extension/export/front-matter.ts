// YAML front matter for the Markdown export (the keys static-site generators and note apps read): title,
// author, date (ISO 8601, with the page's offset where it gives one), the canonical URL without its
// fragment, site, language, an excerpt and the word count.
import type { Extraction } from '../../src/types';
import { withoutControls } from './escape';
import type { ExportPage } from './labels';

/** Longest excerpt, in characters (cut at a word, with an ellipsis). */
const EXCERPT_CHARS = 280;

/**
 * Double-quoted YAML scalar: safe for any title (colons, quotes, leading dashes, newlines). `<`, `>` and `&` are
 * written as `\u` escapes (the same string to a YAML or JSON reader): a viewer that shows front matter as HTML
 * gets no markup from the page.
 */
export function yamlString(value: string): string {
  return JSON.stringify(withoutControls(value).replace(/\s+/g, ' ').trim()).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function frontMatter(extraction: Extraction, page: ExportPage = {}): string {
  const fields: [string, string | null][] = [
    ['title', extraction.title],
    ['author', extraction.author],
    ['date', extraction.date],
    ['url', exportUrl(extraction, page)],
    ['site', extraction.site],
    ['language', extraction.lang],
    ['excerpt', excerptOf(page.description, extraction.article.text)],
  ];
  const lines = fields
    .filter(([, v]) => v !== null && v.trim() !== '')
    .map(([k, v]) => `${k}: ${yamlString(v ?? '')}`);
  lines.push(`word_count: ${wordCount(extraction.article.text)}`);
  return `---\n${lines.join('\n')}\n---`;
}

/** The page's canonical URL (its `<link rel=canonical>` where it is an http(s) URL, else its address),
 * without the fragment. */
export function exportUrl(extraction: Extraction, page: ExportPage = {}): string {
  for (const candidate of [page.canonicalUrl, extraction.url]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, extraction.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      url.hash = '';
      return url.href;
    } catch {
      // Not a URL: the next candidate.
    }
  }
  return extraction.url.replace(/#.*$/s, '');
}

/** The page's own description where it has one, else the article's opening words; at most EXCERPT_CHARS. */
export function excerptOf(description: string | null | undefined, text: string): string | null {
  const source = (description?.trim() ? description : text).replace(/\s+/g, ' ').trim();
  if (!source) return null;
  if (source.length <= EXCERPT_CHARS) return source;
  const cut = source.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Words in a text, as the browser's word breaker counts them (Chinese and Japanese have no spaces). */
export function wordCount(text: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    let count = 0;
    for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text))
      if (s.isWordLike) count++;
    return count;
  }
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
