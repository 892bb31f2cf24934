// Engine entry: extract(document, options) -> Extraction. Never throws to the host: any failure becomes a
// `problem` the user can read (house style 9).
import { withShadowReader } from './dom/composed';
import { documentTitle } from './dom/text';
import { extractMetadata } from './metadata';
import { DEFAULT_METHOD, methods, type MethodRegistry } from './methods';
import type { Extraction, ExtractOptions, Problem } from './types';
import { docUrl } from './dom/document';

export type * from './types';
export { DEFAULT_METHOD, methods, type Method, type MethodRegistry } from './methods';

/** `extractWith` over the shipped methods (src/methods.ts). */
export function extract(doc: Document, options: ExtractOptions = {}): Extraction {
  return extractWith(methods, doc, options);
}

/** Runs `options.method` (default DEFAULT_METHOD) from `registry`: the research build passes its own, larger
 * one, so both builds share the dispatch and the error handling. */
export function extractWith(
  registry: MethodRegistry,
  doc: Document,
  options: ExtractOptions = {},
): Extraction {
  const t0 = performance.now();
  const method = options.method ?? DEFAULT_METHOD;
  try {
    const run = Object.hasOwn(registry, method) ? registry[method] : undefined;
    if (!run)
      return failed(doc, method, t0, { code: 'error', message: `Unknown extraction method "${method}".` });
    const result = withShadowReader(options.shadowRoot, () => run(doc, options));
    result.timings.total = performance.now() - t0;
    return result;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failed(doc, method, t0, { code: 'error', message: `Pith could not read this page (${detail}).` });
  }
}

function failed(doc: Document, method: string, t0: number, problem: Problem): Extraction {
  let meta;
  try {
    meta = extractMetadata(doc);
  } catch {
    meta = {
      title: documentTitle(doc),
      author: null,
      date: null,
      site: null,
      lang: null,
      dir: 'ltr' as const,
      url: docUrl(doc),
    };
  }
  return {
    ...meta,
    pageType: 'article',
    article: { html: '', text: '' },
    comments: [],
    posts: [],
    regions: [],
    timings: { total: performance.now() - t0 },
    method,
    problem,
  };
}
