// The CI guard (issue 3, item 4): Pith on a fixed corpus sample must stay within FLOOR_TOLERANCE of the floors
// kept in bench/floors.json. Raising a floor is a deliberate commit (`--write-floors` prints the file to keep).
import fs from 'node:fs';
import path from 'node:path';
import { readGold } from '../lib/corpus';
import { ROOT } from '../lib/paths';
import type { BenchArgs } from './args';
import { jobsFor, runJobs, type Job } from './runner';
import type { SetScore } from './score';
import { writeReport } from './write-report';

/** Issue 3: fail "when Pith's F1 on that sample drops more than 0.02 below a floor". */
export const FLOOR_TOLERANCE = 0.02;
/** Pages per set in the sample: 7 sets × 15 ≈ 105 pages ≈ 1–2 minutes on 2 cores. */
export const SAMPLE_PER_SET = 15;
export const SAMPLE_SEED = 'pith-guard-1';
export const SAMPLE_FILE = path.join(ROOT, 'bench', 'guard-sample.json');
export const FLOORS_FILE = path.join(ROOT, 'bench', 'floors.json');

export type Floors = Record<string, Record<string, number>>;

/** FNV-1a, 32 bit: a stable, seeded order of page ids that does not depend on gold.jsonl's order. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function pickSample(ids: string[], set: string, n = SAMPLE_PER_SET, seed = SAMPLE_SEED): string[] {
  return [...ids].sort((a, b) => fnv1a(`${seed}:${set}:${a}`) - fnv1a(`${seed}:${set}:${b}`)).slice(0, n);
}

/** The guarded numbers of one set: shingle and word F1 on full-text gold, snippet F1 on snippet gold. */
export function guardedMetrics(score: SetScore): Record<string, number> {
  const m: Record<string, number> = {};
  if (score.pith.word.pages) {
    m.shingleF1 = score.pith.shingle.f1;
    m.wordF1 = score.pith.word.f1;
  }
  if (score.pith.snippets.pages) m.snippetF1 = score.pith.snippets.f1;
  return m;
}

export interface Breach {
  set: string;
  metric: string;
  value: number;
  floor: number;
}

export function checkFloors(scores: SetScore[], floors: Floors, tolerance = FLOOR_TOLERANCE): Breach[] {
  const breaches: Breach[] = [];
  for (const score of scores) {
    const metrics = guardedMetrics(score);
    for (const [metric, floor] of Object.entries(floors[score.set] ?? {})) {
      const value = metrics[metric] ?? NaN;
      if (!(value >= floor - tolerance)) breaches.push({ set: score.set, metric, value, floor });
    }
  }
  return breaches;
}

export async function runGuard(args: BenchArgs): Promise<number> {
  if (!fs.existsSync(args.corpus)) {
    console.log(`bench guard: no corpus at ${args.corpus} (../shared absent): skipping.`);
    return 0;
  }
  if (process.argv.includes('--make-sample')) return makeSample(args.corpus);
  const sample = JSON.parse(fs.readFileSync(SAMPLE_FILE, 'utf8')) as Record<string, string[]>;
  const jobs: Job[] = Object.entries(sample).flatMap(([set, ids]) => {
    const gold = new Map(jobsFor(args.corpus, [set]).map((j) => [j.gold.id, j]));
    return ids.map((id) => gold.get(id) ?? fail(`guard sample page ${set}/${id} is not in the corpus`));
  });
  const { results, rate } = await runJobs(jobs, { ...args, label: 'guard' });
  const written = writeReport(path.join(args.out, 'guard'), jobs, results, {
    command: 'npm run bench -- --guard',
    rate,
    concurrency: args.concurrency,
  });
  console.log(written.summary);
  const current = Object.fromEntries(written.sets.map((s) => [s.set, round(guardedMetrics(s))]));
  if (process.argv.includes('--write-floors')) {
    fs.writeFileSync(FLOORS_FILE, `${JSON.stringify(current, null, 2)}\n`);
    console.log(`bench guard: wrote ${FLOORS_FILE}; commit it deliberately.`);
    return 0;
  }
  const floors = JSON.parse(fs.readFileSync(FLOORS_FILE, 'utf8')) as Floors;
  const breaches = checkFloors(written.sets, floors);
  for (const b of breaches) {
    console.log(
      `bench guard: FAIL ${b.set} ${b.metric} ${b.value.toFixed(3)} < floor ${b.floor} - ${FLOOR_TOLERANCE}`,
    );
  }
  console.log(
    `bench guard: ${breaches.length ? 'FAILED' : 'ok'} (${jobs.length} pages, current ${JSON.stringify(current)})`,
  );
  return breaches.length ? 1 : 0;
}

function makeSample(corpus: string): number {
  const sets = ['wcxb', 'dragnet', 'l3s-gn1', 'cleaneval', 'harvest-forums', 'trafilatura', 'readability'];
  const sample = Object.fromEntries(
    sets.map((set) => [
      set,
      pickSample(
        readGold(path.join(corpus, set)).map((g) => g.id),
        set,
      ),
    ]),
  );
  fs.writeFileSync(SAMPLE_FILE, `${JSON.stringify(sample, null, 2)}\n`);
  console.log(`bench guard: wrote ${SAMPLE_FILE}`);
  return 0;
}

function round(m: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));
}

function fail(message: string): never {
  throw new Error(message);
}
