// The pages `npm run bench:a11y` checks (a11y.ts): a fixed spread over the corpus's sets, with no seed and no
// randomness, so the same corpus always gives the same pages and a page's id tells where it sits in its set.
import fs from 'node:fs';
import path from 'node:path';
import { listSets, pagePath, readGold, urlFor } from '../lib/corpus';

/** Issue 21: "50 corpus pages". */
export const DEFAULT_PAGES = 50;

export interface CorpusPage {
  set: string;
  id: string;
  url: string;
  file: string;
  /** The gold's page type (article, article-with-comments, forum, ...), where the set gives one. */
  pageType: string | null;
}

/**
 * How many pages each set gives: one at a time to each set in turn (sets in name order), so every set has an
 * equal share, the first sets one more where `n` does not divide, and a set that runs out leaves its turns to
 * the others.
 */
export function shares(sizes: number[], n: number): number[] {
  const taken = sizes.map(() => 0);
  let left = n;
  while (left > 0 && taken.some((t, i) => t < sizes[i])) {
    for (let i = 0; i < sizes.length && left > 0; i++) {
      if (taken[i] < sizes[i]) {
        taken[i]++;
        left--;
      }
    }
  }
  return taken;
}

/**
 * `k` of `items`, at a fixed stride: the middle of each of `k` equal runs of the list (indices
 * floor((i + 1/2) * length / k)), so the picks cover the whole list, first to last, evenly.
 */
export function strided<T>(items: T[], k: number): T[] {
  if (k >= items.length) return [...items];
  return Array.from({ length: k }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / k)]);
}

/**
 * `n` pages of `sets` (every set of the corpus when null): each set's share (`shares`) taken at a fixed stride
 * (`strided`) over its pages sorted by id (code-unit order, not the locale's), pages whose file is missing left
 * out. Listed set after set. Over the seven sets of ../shared/corpus, 50 pages are 8 of cleaneval and 7 of each
 * other set: article pages (most sets), pages with comments (dragnet, l3s-gn1, trafilatura) and forum threads
 * (harvest-forums, wcxb's forum pages).
 */
export function samplePages(corpus: string, n: number, sets: string[] | null = null): CorpusPage[] {
  const available = listSets(corpus);
  if (!available.length) throw new Error(`No corpus sets in ${corpus} (set PITH_CORPUS or --corpus).`);
  const chosen = sets ?? available;
  const missing = chosen.filter((s) => !available.includes(s));
  if (missing.length)
    throw new Error(`No such set in ${corpus}: ${missing.join(', ')} (have ${available.join(', ')})`);
  const ordered = [...new Set(chosen)].sort();
  const pagesOf = ordered.map((set) => {
    const dir = path.join(corpus, set);
    return readGold(dir)
      .map((gold) => ({
        set,
        id: gold.id,
        url: urlFor(gold, set),
        file: pagePath(dir, gold.id),
        pageType: gold.pageType ?? null,
      }))
      .filter((page) => fs.existsSync(page.file))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  });
  const counts = shares(
    pagesOf.map((pages) => pages.length),
    n,
  );
  return pagesOf.flatMap((pages, i) => strided(pages, counts[i]));
}
