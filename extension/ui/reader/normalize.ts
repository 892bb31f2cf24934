// The overlay draws whatever the engine returned; an older or partial Extraction (missing arrays, null HTML)
// must show what there is rather than throw.
import type { Block, Extraction } from '../../../src/types';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optional = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** An http(s) URL, or null: a link the reader shows must not run script (`javascript:`) or leave the web. */
const webUrl = (value: unknown): string | null => {
  const v = optional(value);
  return v && /^https?:\/\//i.test(v) ? v : null;
};

function blocks(value: unknown): Block[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((b): b is Record<string, unknown> => b !== null && typeof b === 'object')
    .map((b) => ({
      text: text(b.text),
      html: text(b.html),
      author: optional(b.author),
      authorUrl: webUrl(b.authorUrl),
      date: optional(b.date),
      link: optional(b.link),
    }))
    .filter((b) => b.text.trim() || b.html.trim());
}

/**
 * What the reader shows of an Extraction. Not `regions`: highlight mode's, computed by the engine on the first
 * read of the property (a pass over the page's layout, half a second and more on a page of 100,000 elements),
 * which the reader never draws; a copy of the whole Extraction (`{...input}`) would read it.
 */
export type ReaderExtraction = Pick<
  Extraction,
  | 'title'
  | 'author'
  | 'date'
  | 'site'
  | 'lang'
  | 'dir'
  | 'url'
  | 'pageType'
  | 'article'
  | 'comments'
  | 'posts'
  | 'problem'
  | 'shortened'
>;

export function normalizeExtraction(input: Extraction): ReaderExtraction {
  const article = (input.article ?? {}) as Partial<Extraction['article']>;
  return {
    pageType: input.pageType,
    problem: input.problem,
    shortened: input.shortened,
    title: text(input.title).trim(),
    author: optional(input.author),
    date: optional(input.date),
    site: optional(input.site),
    lang: optional(input.lang),
    dir: input.dir === 'rtl' ? 'rtl' : 'ltr',
    url: text(input.url),
    article: { html: text(article.html), text: text(article.text) },
    comments: blocks(input.comments),
    posts: blocks(input.posts),
  };
}
