// The per-page CSV of the bench: one row per page with Pith's and each peer's scores and times.
import { pageF1, type EnginePageScore, type PageScore } from './score';

const COLUMNS = [
  'set',
  'id',
  'error',
  'gold_type',
  'pith_type',
  ...['pith', 'readability', 'defuddle', 'trafilatura'].flatMap((e) => [
    `${e}_shingle_f1`,
    `${e}_word_f1`,
    `${e}_lcs_f1`,
    `${e}_lcs_level`,
  ]),
  ...['pith', 'readability', 'defuddle', 'trafilatura'].flatMap((e) => [`${e}_page_score`, `${e}_ms`]),
];

export function toCsv(pages: PageScore[]): string {
  const rows = pages.map((p) => [
    p.set,
    p.id,
    p.error ?? '',
    p.goldType ?? '',
    p.pithType ?? '',
    ...engineCells(p.pith),
    ...engineCells(p.readability),
    ...engineCells(p.defuddle),
    ...engineCells(p.trafilatura),
    ...(['pith', 'readability', 'defuddle', 'trafilatura'] as const).flatMap((e) => [
      num(pageF1(p[e]) ?? undefined),
      num(p[e]?.ms),
    ]),
  ]);
  return [COLUMNS, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}

function engineCells(s: EnginePageScore | undefined): string[] {
  const c = s?.shingle;
  const shingleF1 = c ? (c.tp + c.fp + c.fn > 0 ? c.tp / (c.tp + (c.fp + c.fn) / 2) : 1) : null;
  return [num(shingleF1), num(s?.word?.f1), num(s?.lcs?.f1), s?.lcs?.level ?? ''];
}

function num(v: number | null | undefined): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '' : String(Math.round(v * 10000) / 10000);
}

function cell(v: string): string {
  return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
