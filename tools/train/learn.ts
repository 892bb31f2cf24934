// The learned engine's data (issue 19): cached block tables (tables.ts) labelled from gold (block-labels.ts)
// and turned into feature vectors (src/blocks/features.ts), written for tools/train/gbdt/train.py; and the
// out-of-fold scores it writes back, read as extractions and scored per set as the bench scores pages.
//
// `npm run learn` (learn-cli.ts) runs the steps one at a time; `npm run train` (cli.ts) runs them all.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { featureMatrix, featureNames, nameWords } from '../../src/blocks/features';
import { countTransitions, viterbi } from '../../src/blocks/smooth';
import { type Gold } from '../lib/corpus';
import { goldIndex } from '../lib/omitted-comments';
import { ROOT } from '../lib/paths';
import { mean } from '../lib/stats';
import { snippetCounts, snippetScore, wordPRF, type SnippetCounts } from '../bench/metrics';
import { labelBlocks } from './block-labels';
import { siteOf } from './sets';
import { chooseVocabulary } from './vocabulary';
import { FOLDS, foldOf } from './folds';
import { type CachedTable } from './tables';

export const LEARN_DIR = path.join(ROOT, '.tmp', 'learn');
const CLASS_INDEX = { main: 0, comment: 1, noise: 2 } as const;
interface PageEntry {
  set: string;
  id: string;
  site: string;
  start: number;
  count: number;
}

function* tables(dir: string): Generator<CachedTable> {
  for (const set of fs.readdirSync(dir).sort()) {
    const setDir = path.join(dir, set);
    for (const file of fs.readdirSync(setDir).sort())
      yield JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(setDir, file))).toString('utf8'));
  }
}

/** Every page weighs the same in training (its rows' weights sum to PAGE_WEIGHT). */
const PAGE_WEIGHT = 100;

/**
 * How far a snippet page's labelled blocks move from word shares towards sharing the page equally (0: by
 * words, as aligned pages; 1: equally, as snippet F1 counts). Measured out of fold in bench/LEARNED.md
 * ("Snippet pages weighted halfway"): trafilatura's snippet F1 reads 0.910, 0.914, 0.920 and 0.920 at 0, 0.25,
 * 0.5 and 1; at 1 its lesson that short lines are noise also took a two-comment thread's comments. At 0.5 it
 * first lost one paragraph of ten of the vertical Japanese fixture in Firefox (e2e/fidelity.test.ts): the
 * paragraph was measured past the page's left edge, which the block table now places where its scroller
 * shows it (src/blocks/table.ts).
 */
export const SNIPPET_EQUAL_SHARE = 0.5;

/**
 * Each block's training weight, from how its page was labelled (`method`, block-labels.ts):
 * - aligned with full-text gold, a block weighs its share of the page's words, as word F1 (per page)
 *   counts it;
 * - from trafilatura's snippets, a labelled block weighs between its word share and an equal share of the
 *   page (SNIPPET_EQUAL_SHARE): snippet F1 counts each snippet once whatever its length (a five-word
 *   "Read more:" line as much as a paragraph), and weighed by words over the whole page, as the aligned
 *   pages are, such a page's few labelled blocks held a small part of its weight, its short noise lines
 *   almost none.
 * Unlabelled blocks keep a word share (training leaves them out).
 */
export function blockWeights(
  blocks: readonly { text: string }[],
  labels: readonly (string | null)[],
  method: string,
  equalShare = SNIPPET_EQUAL_SHARE,
): number[] {
  const counts = blocks.map((b) => b.text.split(/\s+/).filter(Boolean).length);
  const total = Math.max(sum(counts), 1);
  const shares = counts.map((c) => (PAGE_WEIGHT * Math.max(c, 1)) / total);
  const labelled = labels.filter((l) => l !== null).length;
  if (method !== 'snippets' || labelled === 0) return shares;
  const equal = PAGE_WEIGHT / labelled;
  return labels.map((l, i) => (l !== null ? equalShare * equal + (1 - equalShare) * shares[i] : shares[i]));
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export async function writeData(corpus: string, tablesDir: string, out: string): Promise<void> {
  const sets = fs.readdirSync(tablesDir).sort();
  const golds = goldIndex(corpus, sets);
  // Pass 1: the vocabulary, from the names on each site.
  const siteWords = new Map<string, Set<string>>();
  const siteNames = new Set<string>();
  for (const t of tables(tablesDir)) {
    const gold = golds.get(`${t.set}/${t.id}`);
    if (!gold) continue;
    const site = siteOf(t.set, gold);
    siteNames.add(site);
    const words = new Set<string>();
    for (const b of t.blocks) for (const w of nameWords([...b.names, ...b.ancestorNames])) words.add(w);
    for (const w of words) {
      let s = siteWords.get(w);
      if (!s) siteWords.set(w, (s = new Set()));
      s.add(site);
    }
  }
  const vocabulary = chooseVocabulary(siteWords, siteNames.size);
  const features = featureNames(vocabulary);
  // Pass 2: labels and vectors.
  fs.mkdirSync(out, { recursive: true });
  const X = fs.openSync(path.join(out, 'X.f32'), 'w');
  const ys: number[] = [];
  const ws: number[] = [];
  const siteOfRow: number[] = [];
  const sites: string[] = [];
  const siteIndex = new Map<string, number>();
  const pages: PageEntry[] = [];
  const stats: unknown[] = [];
  let units: CachedTable['units'] | null = null;
  for (const t of tables(tablesDir)) {
    const gold = golds.get(`${t.set}/${t.id}`);
    if (!gold || t.set === 'readability') continue;
    if (units === null) units = t.units;
    else if (units !== t.units)
      throw new Error(`${tablesDir} mixes tables of two kinds of block (${t.set}/${t.id}).`);
    const { labels, stats: s } = labelBlocks(t.blocks, gold, t.set);
    stats.push({ set: t.set, id: t.id, ...s });
    const site = siteOf(t.set, gold);
    if (!siteIndex.has(site)) {
      siteIndex.set(site, sites.length);
      sites.push(site);
    }
    const matrix = featureMatrix(t, vocabulary);
    const weights = blockWeights(t.blocks, labels, s.method);
    pages.push({ set: t.set, id: t.id, site, start: ys.length, count: t.blocks.length });
    fs.writeSync(X, new Uint8Array(matrix.x.buffer));
    t.blocks.forEach((_, i) => {
      const label = labels[i];
      ys.push(label ? CLASS_INDEX[label] : -1);
      ws.push(weights[i]);
      siteOfRow.push(siteIndex.get(site) as number);
    });
  }
  fs.closeSync(X);
  fs.writeFileSync(path.join(out, 'y.i8'), new Int8Array(ys));
  fs.writeFileSync(path.join(out, 'w.f32'), new Uint8Array(new Float32Array(ws).buffer));
  fs.writeFileSync(path.join(out, 'site.i32'), new Uint8Array(new Int32Array(siteOfRow).buffer));
  fs.writeFileSync(
    path.join(out, 'meta.json'),
    JSON.stringify({
      tables: path.relative(ROOT, tablesDir),
      rows: ys.length,
      features,
      vocabulary,
      ...(units ? { units } : {}),
      sites,
      pages,
    }),
  );
  fs.writeFileSync(
    path.join(out, 'label-stats.jsonl'),
    stats.map((s) => JSON.stringify(s)).join('\n') + '\n',
  );
  process.stdout.write(
    `${pages.length} pages, ${sites.length} sites, ${ys.length} blocks (${ys.filter((y) => y >= 0).length} labelled), ${features.length} features: ${out}\n`,
  );
}

/** The page's text as the learned engine would show it: the blocks classed main, in order. */
function mainText(texts: string[], classes: number[]): string {
  return texts.filter((_, i) => classes[i] === CLASS_INDEX.main).join('\n');
}

/** Each page's best class per block, and the same smoothed in reading order (smooth.ts). */
function decodePages(pages: PageEntry[], oof: Float32Array, y: Int8Array) {
  const probs = pages.map((p) =>
    Array.from({ length: p.count }, (_, i) =>
      Array.from(oof.subarray((p.start + i) * 3, (p.start + i) * 3 + 3)),
    ),
  );
  const best = probs.map((page) => page.map((p) => p.indexOf(Math.max(...p))));
  // Transitions counted on the other folds' label sequences only, as the model was trained.
  const fold = pages.map((p) => foldOf(p.site));
  const smoothed = pages.map(() => [] as number[]);
  for (let k = 0; k < FOLDS; k++) {
    const train = pages
      .filter((_, i) => fold[i] !== k)
      .map((p) => Array.from(y.subarray(p.start, p.start + p.count)));
    const { transition, prior } = countTransitions(train, 3);
    pages.forEach((_, i) => {
      if (fold[i] === k) smoothed[i] = viterbi(probs[i], transition, prior);
    });
  }
  return { best, smoothed };
}

/** Scores `oofFile` (rows x 3 class probabilities, as train.py and baselines.py write them) per set. */
export function scoreOof(corpus: string, out: string, oofFile = path.join(out, 'oof.f32')): OofScores {
  const meta = JSON.parse(fs.readFileSync(path.join(out, 'meta.json'), 'utf8')) as {
    tables: string;
    rows: number;
    pages: PageEntry[];
  };
  const oof = new Float32Array(new Uint8Array(fs.readFileSync(oofFile)).buffer);
  if (oof.length !== meta.rows * 3)
    throw new Error(`${oofFile} holds ${oof.length / 3} rows of 3 probabilities, the dataset ${meta.rows}.`);
  const y = new Int8Array(new Uint8Array(fs.readFileSync(path.join(out, 'y.i8'))).buffer);
  const decoded = decodePages(meta.pages, oof, y);
  const tablesDir = path.join(ROOT, meta.tables);
  const golds = goldIndex(corpus, [...new Set(meta.pages.map((p) => p.set))]);
  type Scores = { learned: number[]; smoothed: number[]; sd: number[]; snippets: SnippetCounts[][] };
  const bySet = new Map<string, Scores>();
  for (const [n, page] of meta.pages.entries()) {
    const table = JSON.parse(
      zlib.gunzipSync(fs.readFileSync(path.join(tablesDir, page.set, `${page.id.replace(/[^\w.-]/g, '_')}.json.gz`))).toString('utf8'),
    ) as CachedTable; // prettier-ignore
    const gold = golds.get(`${page.set}/${page.id}`) as Gold;
    const texts = table.blocks.map((b) => b.text);
    const learned = mainText(texts, decoded.best[n]);
    const smoothed = mainText(texts, decoded.smoothed[n]);
    // Today's pipeline, read off the same table: the blocks its output put in the article or the posts.
    const sd = table.blocks.filter((b) => b.signals.output === 'article' || b.signals.output === 'post').map((b) => b.text).join('\n'); // prettier-ignore
    let s = bySet.get(page.set);
    if (!s) bySet.set(page.set, (s = { learned: [], smoothed: [], sd: [], snippets: [[], [], []] }));
    const full = gold.posts?.length ? gold.posts.map((p) => p.text).join('\n') : gold.article;
    const outputs = [learned, smoothed, sd];
    if (full && full.trim()) {
      s.learned.push(wordPRF(learned, full).f1);
      s.smoothed.push(wordPRF(smoothed, full).f1);
      s.sd.push(wordPRF(sd, full).f1);
    } else if (gold.with?.length || gold.without?.length) {
      for (const [k, text] of outputs.entries())
        s.snippets[k].push(snippetCounts(text, gold.with ?? [], gold.without ?? []));
    }
  }
  return [...bySet].sort().map(([set, s]) => {
    if (s.learned.length)
      return { set, pages: s.learned.length, metric: 'word F1', learned: mean(s.learned), smoothed: mean(s.smoothed), sd: mean(s.sd) }; // prettier-ignore
    const [learned, smoothed, sd] = s.snippets.map((x) => snippetScore(x).f1);
    return { set, pages: s.snippets[0].length, metric: 'snippet F1', learned, smoothed, sd };
  });
}

/** Per set: mean page word F1 of the main blocks' text (snippet F1 where the gold is snippets). */
export type OofScores = {
  set: string;
  pages: number;
  metric: 'word F1' | 'snippet F1';
  learned: number;
  smoothed: number;
  sd: number;
}[];

export function oofTable(scores: OofScores): string {
  const lines = [
    '| set | pages | metric | learned | smoothed | sd (blocks) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of scores)
    lines.push(
      `| ${r.set} | ${r.pages} | ${r.metric} | ${[r.learned, r.smoothed, r.sd].map((x) => x.toFixed(3)).join(' | ')} |`,
    );
  return lines.join('\n');
}
