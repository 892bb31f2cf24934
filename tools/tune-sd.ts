// Tunes the SD algorithm's thresholds T1 and T2 the way Pappas et al. (2012, sections 4-5.2) do: a random 20%
// sample of the corpus, a grid search, the pair with the best score wins. The expensive part (render + the
// SD-Tree's layout pass) runs once per page; every (T1, T2) pair re-runs only steps 2-7 inside the page
// (`ExtractOptions.sdGrid`).
//
// Score per pair = mean of (balanced page-type accuracy, mean article word F1). Balanced accuracy (mean of
// per-class recall) because Dragnet is 70% `article`: plain accuracy would reward never finding comments.
//
// Usage: npx tsx tools/tune-sd.ts [--fraction 0.2] [--seed 2012] [--sets dragnet,harvest-forums] [--top 15]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import type { GridResult, PageType } from '../src/types';
import { wordPRF } from './bench/metrics';
import { launchBrowser } from './lib/browser';
import { readGold, pagePath, readPageBytes, urlFor, type Gold } from './lib/corpus';
import { expectedPageType } from './lib/page-type';
import { DEFAULT_CORPUS } from './lib/paths';
import { rng } from './lib/random';
import { renderPage, runEngine } from './lib/render';

export const T1_GRID = Array.from({ length: 21 }, (_, i) => i * 5);
export const T2_GRID = [0, 5, 10, 20, 30, 40, 60, 80, 100, 150, 200];

interface PageOutcome {
  id: string;
  expected: PageType;
  grid: { pageType: PageType; f1: number }[];
}

/** The 20% sample is the same on every run (mulberry32, shared with training). */
export const seededRandom = rng;

export function sample<T>(items: T[], fraction: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.max(1, Math.round(items.length * fraction)));
}

/** Mean of per-class recall over the classes present in `expected`. */
export function balancedAccuracy(expected: PageType[], predicted: PageType[]): number {
  const classes = [...new Set(expected)];
  const recall = classes.map((c) => {
    const idx = expected.map((e, i) => (e === c ? i : -1)).filter((i) => i >= 0);
    return idx.filter((i) => predicted[i] === c).length / idx.length;
  });
  return recall.reduce((a, b) => a + b, 0) / classes.length;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      fraction: { type: 'string', default: '0.2' },
      seed: { type: 'string', default: '2012' },
      sets: { type: 'string', default: 'dragnet,harvest-forums' },
      corpus: { type: 'string', default: DEFAULT_CORPUS },
      top: { type: 'string', default: '15' },
      save: { type: 'string' },
    },
  });
  const random = seededRandom(Number(values.seed));
  const pairs = T1_GRID.flatMap((t1) => T2_GRID.map((t2) => ({ t1, t2 })));
  const jobs: { set: string; gold: Gold }[] = [];
  for (const set of values.sets!.split(',')) {
    const golds = readGold(path.join(values.corpus!, set)).filter((g) => expectedPageType(g.pageType));
    for (const gold of sample(golds, Number(values.fraction), random)) jobs.push({ set, gold });
  }
  console.log(
    `tuning on ${jobs.length} pages (${values.sets}, fraction ${values.fraction}, seed ${values.seed}), ${pairs.length} (T1, T2) pairs`,
  );
  const outcomes: PageOutcome[] = [];
  const browser = await launchBrowser();
  try {
    for (const [i, { set, gold }] of jobs.entries()) {
      const outcome = await tunePage(browser, set, gold, pairs, values.corpus!);
      if (outcome) outcomes.push(outcome);
      if ((i + 1) % 20 === 0) console.error(`  ${i + 1}/${jobs.length} pages`);
    }
  } finally {
    await browser.close();
  }
  if (values.save) fs.writeFileSync(values.save, JSON.stringify({ pairs, outcomes }));
  report(outcomes, pairs, Number(values.top));
}

async function tunePage(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  set: string,
  gold: Gold,
  pairs: { t1: number; t2: number }[],
  corpus: string,
): Promise<PageOutcome | null> {
  const setDir = path.join(corpus, set);
  try {
    const rendered = await renderPage(browser, urlFor(gold, set), readPageBytes(pagePath(setDir, gold.id)));
    try {
      const x = await runEngine<{ grid?: GridResult[] }>(rendered.page, { method: 'sd', sdGrid: pairs });
      const f1s = new Map<string, number>();
      const grid = (x.grid ?? []).map((g) => {
        let f1 = f1s.get(g.text);
        if (f1 === undefined) f1s.set(g.text, (f1 = wordPRF(g.text, gold.article ?? '').f1));
        return { pageType: g.pageType, f1 };
      });
      return { id: `${set}/${gold.id}`, expected: expectedPageType(gold.pageType)!, grid };
    } finally {
      await rendered.close();
    }
  } catch (error) {
    console.error(`  skipped ${set}/${gold.id}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

function report(outcomes: PageOutcome[], pairs: { t1: number; t2: number }[], top: number): void {
  const expected = outcomes.map((o) => o.expected);
  const rows = pairs.map((p, k) => {
    const predicted = outcomes.map((o) => o.grid[k]?.pageType ?? 'article');
    const acc = balancedAccuracy(expected, predicted);
    const plain = predicted.filter((t, i) => t === expected[i]).length / outcomes.length;
    const f1 = outcomes.reduce((s, o) => s + (o.grid[k]?.f1 ?? 0), 0) / outcomes.length;
    const recall = (c: PageType) => {
      const idx = expected.flatMap((e, i) => (e === c ? [i] : []));
      return idx.length ? idx.filter((i) => predicted[i] === c).length / idx.length : NaN;
    };
    const perClass = (['article', 'article-with-comments', 'multiple'] as PageType[]).map(recall);
    return { ...p, acc, plain, f1, perClass, score: (acc + f1) / 2 };
  });
  rows.sort((a, b) => b.score - a.score);
  console.log(
    `\n${outcomes.length} pages scored. Best pairs (score = mean of balanced page-type accuracy and word F1):`,
  );
  console.log('  T1   T2   score  bal.acc  accuracy  wordF1  recall A / AC / M');
  for (const r of rows.slice(0, top)) {
    console.log(
      `${String(r.t1).padStart(4)} ${String(r.t2).padStart(4)}  ${r.score.toFixed(3)}  ${r.acc.toFixed(3)}    ${r.plain.toFixed(3)}     ${r.f1.toFixed(3)}   ${r.perClass.map((v) => v.toFixed(2)).join(' / ')}`,
    );
  }
  console.log('\nscore by T1 (rows) x T2 (columns):');
  console.log(`  T1 | ${T2_GRID.map((t) => String(t).padStart(5)).join(' ')}`);
  for (const t1 of T1_GRID) {
    const cells = T2_GRID.map((t2) =>
      rows
        .find((r) => r.t1 === t1 && r.t2 === t2)!
        .score.toFixed(3)
        .slice(1)
        .padStart(5),
    );
    console.log(`${String(t1).padStart(4)} | ${cells.join(' ')}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
