// Label quality per set (issue 19): labels cached block tables from the corpus gold (block-labels.ts) and prints
// how well the labels represent the gold, per set: gold coverage and purity of main (and comment) labels, the
// label counts, L3S-GN1's annotation/alignment agreement, trafilatura's snippets found, and the time per page.
//   npx tsx tools/train/block-labels-check.ts <tables.json|tables.jsonl> [--worst 10]
// The input holds {set, id, blocks} records (a JSON array, or one record per line); blocks need `text` (and
// `sel` on l3s-gn1). The gold is read from the corpus (PITH_CORPUS, or ../shared/corpus).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readGold, type Gold } from '../lib/corpus';
import { DEFAULT_CORPUS } from '../lib/paths';
import { labelBlocks, type BlockLabelStats, type LabelledBlock } from './block-labels';

export interface TableRecord {
  set: string;
  id: string;
  blocks: LabelledBlock[];
}

export interface PageResult {
  set: string;
  id: string;
  stats: BlockLabelStats;
  ms: number;
}

export interface SetSummary {
  set: string;
  pages: number;
  /** Pages left out (no usable gold: every label null). */
  unlabelled: number;
  blocks: number;
  /** Share of blocks per label. */
  main: number;
  comment: number;
  noise: number;
  unknown: number;
  /** Means over the pages that have the value. */
  coverage: number | null;
  purity: number | null;
  /** Pages whose main blocks hold less than half the gold. */
  lowCoverage: number;
  commentPages: number;
  commentCoverage: number | null;
  commentPurity: number | null;
  /** Share of snippets found in some block, over all pages. */
  withFound: number | null;
  withoutFound: number | null;
  msMean: number;
  msMax: number;
}

export function readRecords(file: string): TableRecord[] {
  const text = fs.readFileSync(file, 'utf8');
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as TableRecord[];
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TableRecord);
}

function mean(xs: (number | null)[]): number | null {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
}

export function summarise(results: readonly PageResult[]): SetSummary[] {
  const bySet = new Map<string, PageResult[]>();
  for (const r of results) bySet.set(r.set, [...(bySet.get(r.set) ?? []), r]);
  return [...bySet.keys()].sort().map((set) => {
    const rs = bySet.get(set)!;
    const count = (k: 'main' | 'comment' | 'noise' | 'unknown') =>
      rs.reduce((n, r) => n + r.stats.counts[k], 0);
    const blocks = count('main') + count('comment') + count('noise') + count('unknown');
    const share = (n: number) => (blocks ? n / blocks : 0);
    const snippet = (k: 'with' | 'without') => {
      const total = rs.reduce((n, r) => n + (r.stats.snippets?.[k].total ?? 0), 0);
      return total ? rs.reduce((n, r) => n + (r.stats.snippets?.[k].found ?? 0), 0) / total : null;
    };
    const withComments = rs.filter((r) => r.stats.commentGoldTokens > 0);
    return {
      set,
      pages: rs.length,
      unlabelled: rs.filter((r) => r.stats.method === 'none').length,
      blocks,
      main: share(count('main')),
      comment: share(count('comment')),
      noise: share(count('noise')),
      unknown: share(count('unknown')),
      coverage: mean(rs.map((r) => r.stats.coverage)),
      purity: mean(rs.map((r) => r.stats.purity)),
      lowCoverage: rs.filter((r) => r.stats.coverage !== null && r.stats.coverage < 0.5).length,
      commentPages: withComments.length,
      commentCoverage: mean(withComments.map((r) => r.stats.commentCoverage)),
      commentPurity: mean(withComments.map((r) => r.stats.commentPurity)),
      withFound: snippet('with'),
      withoutFound: snippet('without'),
      msMean: rs.reduce((n, r) => n + r.ms, 0) / rs.length,
      msMax: Math.max(...rs.map((r) => r.ms)),
    };
  });
}

const COLUMNS: [string, (s: SetSummary) => string][] = [
  ['set', (s) => s.set],
  ['pages', (s) => String(s.pages)],
  ['none', (s) => String(s.unlabelled)],
  ['blocks', (s) => String(s.blocks)],
  ['main', (s) => pct(s.main)],
  ['comm', (s) => pct(s.comment)],
  ['noise', (s) => pct(s.noise)],
  ['unkn', (s) => pct(s.unknown)],
  ['cover', (s) => pct(s.coverage)],
  ['purity', (s) => pct(s.purity)],
  ['cov<50', (s) => String(s.lowCoverage)],
  ['c.pages', (s) => String(s.commentPages)],
  ['c.cover', (s) => pct(s.commentCoverage)],
  ['c.purity', (s) => pct(s.commentPurity)],
  ['with', (s) => pct(s.withFound)],
  ['without', (s) => pct(s.withoutFound)],
  ['ms', (s) => s.msMean.toFixed(1)],
  ['ms.max', (s) => s.msMax.toFixed(0)],
];

function pct(x: number | null): string {
  return x === null ? '-' : `${(100 * x).toFixed(1)}%`;
}

export function formatTable(summaries: readonly SetSummary[]): string {
  const rows = [COLUMNS.map(([h]) => h), ...summaries.map((s) => COLUMNS.map(([, f]) => f(s)))];
  const widths = COLUMNS.map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows
    .map((r) => r.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '))
    .join('\n');
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { worst: { type: 'string', default: '10' } },
  });
  if (positionals.length !== 1) {
    console.error('usage: tsx tools/train/block-labels-check.ts <tables.json|tables.jsonl> [--worst 10]');
    process.exit(2);
  }
  const corpus = DEFAULT_CORPUS;
  const golds = new Map<string, Map<string, Gold>>();
  const goldOf = (set: string, id: string): Gold | undefined => {
    if (!golds.has(set)) golds.set(set, new Map(readGold(path.join(corpus, set)).map((g) => [g.id, g])));
    return golds.get(set)!.get(id);
  };
  const results: PageResult[] = [];
  const missing: string[] = [];
  for (const record of readRecords(positionals[0])) {
    const gold = goldOf(record.set, record.id);
    if (!gold) {
      missing.push(`${record.set}/${record.id}`);
      continue;
    }
    const t0 = performance.now();
    const { stats } = labelBlocks(record.blocks, gold, record.set);
    results.push({ set: record.set, id: record.id, stats, ms: performance.now() - t0 });
  }
  console.log(formatTable(summarise(results)));
  if (missing.length)
    console.log(`\nno gold for ${missing.length} records: ${missing.slice(0, 10).join(', ')}`);
  const worst = Number(values.worst);
  const scored = results
    .filter((r) => r.stats.coverage !== null)
    .sort((a, b) => a.stats.coverage! - b.stats.coverage!);
  if (worst > 0 && scored.length) {
    console.log(`\nlowest gold coverage:`);
    for (const r of scored.slice(0, worst)) {
      console.log(`  ${r.set}/${r.id}  cover ${pct(r.stats.coverage)}  purity ${pct(r.stats.purity)}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
