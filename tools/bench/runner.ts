// Renders every page once in one browser and runs both engines on it (with `--methods`, every listed method
// and Readability once; with `--separate-renders`, each engine on a render of its own).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { listSets, pagePath, readPageBytes, urlFor, type Gold } from '../lib/corpus';
import { PageSession, type PageOutcome } from '../lib/page-session';
import { Progress } from '../lib/progress';
import {
  defuddleOrEmpty,
  inRotation,
  readabilityOrEmpty,
  runBoth,
  runMany,
  runPith,
  type EngineOptions,
  type PageResult,
} from './page-result';
import { FoldModels } from '../train/folds';
import { GivenPeers } from './peers';
import { readCommentGold, type GoldCommentPage } from './comment-gold';
import { readGoldAsScored, readOmittedComments, type OmittedCommentsPage } from '../lib/omitted-comments';

export interface Job {
  set: string;
  gold: Gold;
  /** The page's per-comment gold (bench/gold/comments.jsonl), where it has one. */
  comments?: GoldCommentPage;
}

export interface RunOptions {
  corpus: string;
  concurrency: number;
  method?: string;
  /** `--methods`: run each of these on every render (overrides `method`). */
  methods?: string[];
  label?: string;
  /** Each engine on a render of its own (runApart) instead of all on one. */
  separateRenders?: boolean;
  /** Run Defuddle beside Pith and Readability (the bench does; the guard, which scores Pith alone, does not). */
  defuddle?: boolean;
  /** Where trafilatura's outputs are (peers.ts); none are attached when absent. */
  peers?: string;
  /** The learned engine's fold models (tools/train/folds.ts): each page is extracted out-of-fold. */
  models?: string;
}

/**
 * Jobs for the requested sets (all sets of the corpus when `sets` is null), the first `limit` pages of each
 * (of the given gold page types, when `pageTypes` is set), their gold as scored (readGoldAsScored).
 */
export function jobsFor(
  corpus: string,
  sets: string[] | null,
  limit?: number,
  pageTypes?: string[],
  omitted: Map<string, OmittedCommentsPage> = readOmittedComments(),
): Job[] {
  const available = listSets(corpus);
  const chosen = sets ?? available;
  const missing = chosen.filter((s) => !available.includes(s));
  if (missing.length)
    throw new Error(`No such set in ${corpus}: ${missing.join(', ')} (have ${available.join(', ')})`);
  return chosen.flatMap((set) =>
    readGoldAsScored(corpus, set, omitted)
      .filter((gold) => !pageTypes || pageTypes.includes(gold.pageType ?? ''))
      .slice(0, limit)
      .map((gold) => ({ set, gold })),
  );
}

/** `jobs`, each with its per-comment gold attached where `commentGold` (keyed set/id) has the page. */
export function withCommentGold(jobs: Job[], commentGold: Map<string, GoldCommentPage>): Job[] {
  return jobs.map((job) => {
    const comments = commentGold.get(`${job.set}/${job.gold.id}`);
    return comments ? { ...job, comments } : job;
  });
}

/**
 * `--comment-gold`: exactly the pages of the per-comment gold (of `sets`, when given; the first `limit` of
 * each set), in the gold file's order, each with its comment gold attached.
 */
export function commentGoldJobs(
  corpus: string,
  sets: string[] | null,
  limit?: number,
  commentGold: Map<string, GoldCommentPage> = readCommentGold(),
): Job[] {
  if (!commentGold.size)
    throw new Error('No per-comment gold: bench/gold/comments.jsonl is missing or empty.');
  const pages = [...commentGold.values()].filter((p) => !sets || sets.includes(p.set));
  const bySet = new Map<string, GoldCommentPage[]>();
  for (const p of pages) bySet.set(p.set, [...(bySet.get(p.set) ?? []), p]);
  return [...bySet].flatMap(([set, chosen]) => {
    const golds = new Map(jobsFor(corpus, [set]).map((j) => [j.gold.id, j.gold]));
    return chosen.slice(0, limit).map((p) => {
      const gold = golds.get(p.id);
      if (!gold) throw new Error(`The comment gold names ${set}/${p.id}, which ${corpus} does not have.`);
      return { set, gold, comments: p };
    });
  });
}

export async function runJobs(
  jobs: Job[],
  options: RunOptions,
): Promise<{ results: PageResult[]; rate: number }> {
  const session = new PageSession();
  const given = options.peers ? new GivenPeers(options.peers) : null;
  const folds = options.models ? new FoldModels(options.models) : null;
  const progress = new Progress(jobs.length, options.label ?? 'bench');
  const results: PageResult[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const engine = folds ? { model: folds.modelFor(jobs[index].set, jobs[index].gold) } : {};
      results[index] = await runJob(session, jobs[index], options, index, engine);
      const trafilatura = given?.trafilatura(jobs[index].set, jobs[index].gold.id);
      if (trafilatura && !results[index].error) results[index].trafilatura = trafilatura;
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
  engine: EngineOptions,
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
  const url = urlFor(gold, set);
  let outcome: PageOutcome<Omit<PageResult, 'set' | 'id'>>;
  const peers = { defuddle: options.defuddle ?? false };
  if (methods?.length)
    outcome = await session.run(url, bytes, (page) => runMany(page, methods, index, peers, engine));
  else if (options.separateRenders) {
    const works: Record<string, (page: Page) => Promise<unknown>> = {
      pith: (page) => runPith(page, options.method, engine),
      readability: readabilityOrEmpty,
    };
    if (peers.defuddle) works.defuddle = defuddleOrEmpty;
    outcome = (await runApart(session, url, bytes, index, works)) as PageOutcome<
      Omit<PageResult, 'set' | 'id'>
    >;
  } else
    outcome = await session.run(url, bytes, (page) => runBoth(page, options.method, index, peers, engine));
  return outcome.ok ? { set, id: gold.id, ...outcome.value } : { set, id: gold.id, error: outcome.error };
}

/**
 * `--separate-renders`: each engine on a fresh render of its own, as when a reader opens the page, so no
 * engine's time includes or is spared another's warm-up of the page (the first script to touch a page's DOM
 * pays for its bindings, and V8's young generation grows under it). On the one render issue 3 specifies, the
 * order decides much of the ratio: dragnet's median was 1.32 where Pith ran first and 0.87 where Readability
 * did (full run, 2026-11-24). The renders still take turns (inRotation). Any render failing fails the page for
 * every engine.
 */
export async function runApart<K extends string, V>(
  session: Pick<PageSession, 'run'>,
  url: string,
  bytes: Buffer,
  turn: number,
  works: Record<K, (page: Page) => Promise<V>>,
): Promise<PageOutcome<Record<K, V>>> {
  const renders = {} as Record<K, () => Promise<PageOutcome<V>>>;
  for (const name of Object.keys(works) as K[]) renders[name] = () => session.run(url, bytes, works[name]);
  const outcomes = await inRotation(turn, renders);
  const value = {} as Record<K, V>;
  for (const name of Object.keys(works) as K[]) {
    const outcome = outcomes[name];
    if (!outcome.ok) return outcome;
    value[name] = outcome.value;
  }
  return { ok: true, value };
}
