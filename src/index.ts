// Engine entry: extract(document, options) -> Extraction. Placeholder until the SD pipeline lands.
import type { Extraction, ExtractOptions } from './types';

export type * from './types';

export function extract(doc: Document, _options: ExtractOptions = {}): Extraction {
  const t0 = performance.now();
  const text = doc.body?.innerText ?? '';
  return {
    title: doc.title,
    author: null,
    date: null,
    site: null,
    lang: doc.documentElement.lang || null,
    dir: 'ltr',
    url: doc.URL,
    pageType: 'article',
    article: { html: '', text },
    comments: [],
    posts: [],
    regions: [],
    timings: { total: performance.now() - t0 },
    method: 'placeholder',
    problem: text.trim() ? null : { code: 'no-content', message: 'This page has no article we could find.' },
  };
}
