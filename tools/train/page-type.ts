// The page type's data (issue 20 item 1): one row of page features (src/learned/page-type.ts) per training
// page, computed from its cached block table and the block classifier's out-of-fold class probabilities
// (oof.f32, written by gbdt/train.py), so the page-type model learns from the classes the engine will give on
// sites it has not seen. gbdt/page_type.py trains on these rows; mergeModelParts() (merge.ts) puts its models
// into the block models the engine and the bench read.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_FEATURES, PAGE_KINDS, pageFeatures, type PageKind } from '../../src/learned/page-type';
import { urlFor, type Gold } from '../lib/corpus';
import { goldIndex } from '../lib/omitted-comments';
import { ROOT } from '../lib/paths';
import type { CachedTable } from './tables';

interface PageEntry {
  set: string;
  id: string;
  site: string;
  start: number;
  count: number;
}

/**
 * CleanEval pages that are forum threads. CleanEval has no page type, and its gold keeps every post as text, so
 * these were taught as articles: the threads the model must find elsewhere. Found by reading the gold of the 16
 * CleanEval pages whose URL (or the URL line its gold opens with) names a forum, a board or a topic (THREAD_URL
 * in src/learned/page-type.ts): six are threads of posts (vBulletin archives, phpBB, UBB, XOOPS), the others
 * minutes, FAQs, a forum's index and an error page. Threads whose URL says nothing of a forum may remain among
 * CleanEval's articles.
 */
export const CLEANEVAL_THREADS: ReadonlySet<string> = new Set([
  'dev-21',
  'dev-33',
  'dev-53',
  'final-62',
  'final-592',
  'final-597',
]);

/**
 * The type a page should be shown as, from its gold: forum threads (harvest-forums, WCXB's forum pages,
 * CLEANEVAL_THREADS) are threads; Dragnet and L3S-GN1 pages with comment gold (as scored: L3S-GN1 pages whose
 * comment gold is only the comment section's furniture have none, tools/lib/comment-furniture.ts), and pages
 * whose gold leaves out the comments they show (tools/lib/omitted-comments.ts) are articles with comments;
 * every other page with full-text gold is an article (WCXB's gold leaves comments out of the article, and its
 * service, product, listing, collection and documentation pages are read as one main text). Null for sets
 * without a page type or comment gold worth learning from (trafilatura's snippets).
 */
export function pageKindOf(set: string, gold: Gold): PageKind | null {
  if (set === 'harvest-forums' || gold.pageType === 'forum') return 'multiple';
  if (set === 'cleaneval' && CLEANEVAL_THREADS.has(gold.id)) return 'multiple';
  if (set === 'trafilatura' || set === 'readability') return null;
  if (gold.commentsOmitted) return 'article-with-comments';
  const comments = set === 'dragnet' || set === 'l3s-gn1' ? (gold.comments ?? []) : [];
  return comments.some((c) => c.trim()) ? 'article-with-comments' : 'article';
}

/** Writes pages-X.f32 (pages x features), pages-y.i8 (PAGE_KINDS index, -1 unlabelled), pages-meta.json. */
export function writePageData(corpus: string, learnDir: string): { pages: number; labelled: number } {
  const meta = JSON.parse(fs.readFileSync(path.join(learnDir, 'meta.json'), 'utf8')) as {
    tables: string;
    rows: number;
    pages: PageEntry[];
  };
  const oof = new Float32Array(new Uint8Array(fs.readFileSync(path.join(learnDir, 'oof.f32'))).buffer);
  if (oof.length !== meta.rows * 3) throw new Error('oof.f32 does not match meta.json: run train.py first.');
  const golds = goldIndex(corpus, new Set(meta.pages.map((p) => p.set)));
  const x = new Float32Array(meta.pages.length * PAGE_FEATURES.length);
  const y = new Int8Array(meta.pages.length);
  let labelled = 0;
  meta.pages.forEach((page, n) => {
    const file = path.join(ROOT, meta.tables, page.set, `${page.id.replace(/[^\w.-]/g, '_')}.json.gz`);
    const table = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as CachedTable;
    const probabilities = table.blocks.map((_, i) =>
      Array.from(oof.subarray((page.start + i) * 3, (page.start + i) * 3 + 3)),
    );
    const gold = golds.get(`${page.set}/${page.id}`) as Gold;
    x.set(pageFeatures(table, probabilities, urlFor(gold, page.set)), n * PAGE_FEATURES.length);
    const kind = pageKindOf(page.set, gold);
    y[n] = kind ? PAGE_KINDS.indexOf(kind) : -1;
    if (kind) labelled++;
  });
  fs.writeFileSync(path.join(learnDir, 'pages-X.f32'), new Uint8Array(x.buffer));
  fs.writeFileSync(path.join(learnDir, 'pages-y.i8'), new Uint8Array(y.buffer));
  fs.writeFileSync(
    path.join(learnDir, 'pages-meta.json'),
    JSON.stringify({
      features: PAGE_FEATURES,
      classes: PAGE_KINDS,
      pages: meta.pages.map((p) => ({ set: p.set, id: p.id, site: p.site })),
    }),
  );
  return { pages: meta.pages.length, labelled };
}
