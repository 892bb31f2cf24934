// Scores a finished run and writes bench/out: report.md, results.json, pages.csv, outputs.jsonl, charts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Gold } from '../lib/corpus';
import { ROOT } from '../lib/paths';
import { toCsv } from './csv';
import type { PageResult } from './page-result';
import { renderConfigs, scoreConfigs } from './configs';
import { commentCardsTable, peersTables, renderReport, summaryTable, withPageTypes } from './report';
import { commentCardsScore } from './comment-gold';
import { pageF1, scorePage, scoreSet, type PageScore, type SetScore } from './score';
import { histogramSvg } from './svg';
import type { Job } from './runner';

const COLORS = { pith: '#1f77b4', readability: '#ff7f0e' };
const F1_EDGES = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001];
/** Time ratio bins on a log2 scale: 1/16 … 16. */
const RATIO_EDGES = [-4, -3, -2, -1, 0, 1, 2, 3, 4];

export interface Written {
  sets: SetScore[];
  pages: PageScore[];
  summary: string;
}

export function writeReport(
  out: string,
  jobs: Job[],
  results: PageResult[],
  meta: { command: string; rate: number; concurrency: number },
): Written {
  fs.mkdirSync(out, { recursive: true });
  const pages = results.map((r, i) => scorePage(r, jobs[i].gold, jobs[i].comments));
  const setNames = [...new Set(jobs.map((j) => j.set))];
  const sets = setNames.map((name) =>
    scoreSet(
      name,
      pages.filter((p) => p.set === name),
    ),
  );
  const charts = writeCharts(out, setNames, pages, results);
  const method = results.find((r) => r.pith?.method)?.pith?.method ?? 'unknown';
  const report = renderReport({
    ...meta,
    when: new Date().toISOString(),
    commit: gitCommit(),
    method,
    sets,
    pages,
    outputs: new Map(results.map((r) => [`${r.set}/${r.id}`, r])),
    golds: new Map(jobs.map((j) => [`${j.set}/${j.gold.id}`, goldText(j.gold)])),
    charts,
  });
  fs.writeFileSync(path.join(out, 'report.md'), report);
  // Every set's comment cards are in `sets` (pith.commentCards); the overall figure sums the pages of them all.
  const cards = pages.flatMap((p) => (p.pith?.commentCards ? [p.pith.commentCards] : []));
  const commentCards = cards.length ? { commentCards: { overall: commentCardsScore(cards) } } : {};
  fs.writeFileSync(
    path.join(out, 'results.json'),
    JSON.stringify({ ...meta, method, sets, ...commentCards }, null, 2),
  );
  fs.writeFileSync(path.join(out, 'pages.csv'), toCsv(pages));
  fs.writeFileSync(path.join(out, 'outputs.jsonl'), results.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const peers = peersTables(withPageTypes(sets, pages));
  const cardsTable = commentCardsTable(sets, pages);
  return {
    sets,
    pages,
    summary: `${summaryTable(sets)}\n\n## Pith and the peers\n\n${peers}${cardsTable ? `\n\n${cardsTable}` : ''}`,
  };
}

/** `--methods`: configs.md (the table of every method per set) and configs.json (its scores) in `out`. */
export function writeConfigs(
  out: string,
  jobs: Job[],
  results: PageResult[],
  methods: string[],
  meta: { command: string; rate: number; concurrency: number },
): string {
  fs.mkdirSync(out, { recursive: true });
  const score = scoreConfigs(jobs, results, methods);
  const when = new Date().toISOString();
  const markdown = renderConfigs(score, { ...meta, when, commit: gitCommit() });
  fs.writeFileSync(path.join(out, 'configs.md'), markdown);
  fs.writeFileSync(
    path.join(out, 'configs.json'),
    JSON.stringify({ ...meta, when, methods, ...score }, null, 2),
  );
  return markdown;
}

function goldText(gold: Gold): string {
  return gold.article ?? (gold.with ?? []).join('\n');
}

function writeCharts(out: string, sets: string[], pages: PageScore[], results: PageResult[]): string[] {
  const files: string[] = [];
  for (const set of sets) {
    const ok = pages.filter((p) => p.set === set && !p.error);
    const values = (e: 'pith' | 'readability') =>
      ok.map((p) => pageF1(p[e])).filter((v): v is number => v !== null);
    const file = `f1-${set}.svg`;
    const svg = histogramSvg({
      title: `${set}: per-page score (word F1, or snippet accuracy)`,
      xLabel: 'page score',
      edges: F1_EDGES,
      edgeLabel: (e) => e.toFixed(1),
      series: [
        { name: 'Pith', color: COLORS.pith, values: values('pith') },
        { name: 'Readability', color: COLORS.readability, values: values('readability') },
      ],
    });
    fs.writeFileSync(path.join(out, file), svg);
    files.push(file);
  }
  const ratios = results
    .filter((r) => r.pith && r.readability && r.readability.ms > 0 && r.pith.ms > 0)
    .map((r) => Math.log2((r.pith?.ms as number) / (r.readability?.ms as number)));
  fs.writeFileSync(
    path.join(out, 'time-ratio.svg'),
    histogramSvg({
      title: 'Per-page time ratio Pith / Readability (log scale)',
      xLabel: 'Pith ms / Readability ms',
      edges: RATIO_EDGES,
      edgeLabel: (e) => (e >= 0 ? `${2 ** e}` : `1/${2 ** -e}`),
      series: [{ name: 'pages', color: COLORS.pith, values: ratios }],
    }),
  );
  files.push('time-ratio.svg');
  return files;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
