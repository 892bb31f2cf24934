// Renders every page once in one browser and runs both engines on it (with `--methods`, every listed method
// and Readability once); a few pages at a time (2 cores).
import path from 'node:path';
import { listSets, pagePath, readGold, readPageBytes, urlFor, type Gold } from '../lib/corpus';
import { PageSession } from '../lib/page-session';
import { Progress } from '../lib/progress';
import { runBoth, runMany, type PageResult } from './page-result';

export interface Job {
  set: string;
  gold: Gold;
}

export interface RunOptions {
  corpus: string;
  concurrency: number;
  method?: string;
  /** `--methods`: run each of these on every render (overrides `method`). */
  methods?: string[];
  label?: string;
}

/** Jobs for the requested sets (all sets of the corpus when `sets` is null), the first `limit` pages of each. */
export function jobsFor(corpus: string, sets: string[] | null, limit?: number): Job[] {
  const available = listSets(corpus);
  const chosen = sets ?? available;
  const missing = chosen.filter((s) => !available.includes(s));
  if (missing.length)
    throw new Error(`No such set in ${corpus}: ${missing.join(', ')} (have ${available.join(', ')})`);
  return chosen.flatMap((set) =>
    readGold(path.join(corpus, set))
      .slice(0, limit)
      .map((gold) => ({ set, gold })),
  );
}

export async function runJobs(
  jobs: Job[],
  options: RunOptions,
): Promise<{ results: PageResult[]; rate: number }> {
  const session = new PageSession();
  const progress = new Progress(jobs.length, options.label ?? 'bench');
  const results: PageResult[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await runJob(session, jobs[index], options, index);
      progress.tick(!results[index].error, `${jobs[index].set}/${jobs[index].gold.id}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, jobs.length) }, worker));
  } finally {
    await session.close();
  }
  const rate = progress.rate();
  process.stderr.write(
    `${progress.finish()}${session.relaunches ? `, ${session.relaunches} browser relaunches` : ''}\n`,
  );
  return { results, rate };
}

async function runJob(
  session: PageSession,
  job: Job,
  options: RunOptions,
  index: number,
): Promise<PageResult> {
  const { set, gold } = job;
  const setDir = path.join(options.corpus, set);
  let bytes: Buffer;
  try {
    bytes = readPageBytes(pagePath(setDir, gold.id));
  } catch (error) {
    return { set, id: gold.id, error: `cannot read page: ${(error as Error).message}` };
  }
  const methods = options.methods;
  const outcome = await session.run(urlFor(gold, set), bytes, (page) =>
    methods?.length ? runMany(page, methods, index) : runBoth(page, options.method, index),
  );
  return outcome.ok ? { set, id: gold.id, ...outcome.value } : { set, id: gold.id, error: outcome.error };
}
