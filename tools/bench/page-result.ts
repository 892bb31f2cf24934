// What the bench keeps of one page: Pith's and the in-browser peers' outputs on the same render, trafilatura's
// given output (or why the page failed).
import type { Page } from 'playwright-core';
import type { Extraction, ExtractOptions } from '../../src/types';
import type { CommentCard } from './comment-gold';
import type { PostLike } from './metrics';
import { runEngine } from '../lib/render';
import { runDefuddle, type PeerOutput } from './defuddle';
import type { GivenOutput } from './peers';
import { runReadability, type ReadabilityOutput } from './readability';

export interface PithOutput {
  /** Main text as the bench scores it: the article, then forum posts (gold forum text is the posts'). */
  text: string;
  pageType: string;
  comments: string[];
  /** The comment cards with their bylines, for the per-comment gold (bench/gold/comments.jsonl). */
  commentCards?: CommentCard[];
  posts: PostLike[];
  title: string;
  method: string;
  ms: number;
  /** The engine's own time per stage (the Extraction's `timings`), ms; highlight mode's regions left out. */
  stages?: Record<string, number>;
  /** The engine threw on this page: scored as an empty extraction. */
  error?: string;
}

export interface PageResult {
  set: string;
  id: string;
  error?: string;
  pith?: PithOutput;
  readability?: ReadabilityOutput;
  /** Defuddle on the same render (absent when the run left the peers out: the guard). */
  defuddle?: PeerOutput;
  /** trafilatura's given output for this page (../shared/peers), absent where there is none. */
  trafilatura?: GivenOutput;
  /** `--methods` runs: every listed method's output on this render (`pith` is then the first method's). */
  configs?: Record<string, PithOutput>;
}

/** Options the bench adds to every engine run: the learned engine's out-of-fold model. */
export type EngineOptions = Pick<ExtractOptions, 'model'>;

/** Pith's engine on `page`; an engine that throws gives an empty output with its error. */
export function runPith(page: Page, method?: string, engine: EngineOptions = {}): Promise<PithOutput> {
  return runEngine<Extraction & { ms: number }>(page, { ...engine, ...(method ? { method } : {}) }).then(
    toPithOutput,
    (error: Error) => ({
      ...toPithOutput({ ms: NaN }),
      error: firstLine(error),
    }),
  );
}

/**
 * Runs each of `works` one after the other, in an order rotated page by page (`turn`, the page's index: with
 * Pith and Readability, odd turns run Readability first). Whichever runs first pays the warm-up (on one render,
 * the first script to touch the page's DOM pays for its bindings and V8's young generation grows under it), so
 * a fixed order would tilt the time comparison.
 */
export async function inRotation<K extends string, V>(
  turn: number,
  works: Record<K, () => Promise<V>>,
): Promise<Record<K, V>> {
  const done = {} as Record<K, V>;
  for (const name of rotate(Object.keys(works) as K[], turn)) done[name] = await works[name]();
  return done;
}

/** The in-browser peers run beside Pith: Readability.js always, Defuddle unless the run leaves it out. */
export interface PeerChoice {
  defuddle: boolean;
}

/**
 * Pith and the in-browser peers on one render (`--separate-renders` gives each a render of its own instead,
 * runner.ts), in an order rotated by `turn` (the page's index) so that none always pays the first run's
 * warm-up. Readability and Defuddle parse clones and Pith builds its output from clones, so none sees the
 * others' changes.
 */
export async function runBoth(
  page: Page,
  method?: string,
  turn = 0,
  peers: PeerChoice = { defuddle: true },
  engine: EngineOptions = {},
): Promise<Omit<PageResult, 'set' | 'id'>> {
  const works: Record<string, () => Promise<PithOutput | ReadabilityOutput | PeerOutput>> = {
    pith: () => runPith(page, method, engine),
    readability: () => readabilityOrEmpty(page),
  };
  if (peers.defuddle) works.defuddle = () => defuddleOrEmpty(page);
  return (await inRotation(turn, works)) as Omit<PageResult, 'set' | 'id'>;
}

/**
 * `--methods`: every method on the one render, then Readability and (unless left out) Defuddle once. The engine leaves the page's DOM as it
 * found it (it builds its output from clones), so each method sees the same page. The order is rotated by
 * `turn` (the page's index) so no method always pays the first run's costs (style and layout, JIT warm-up).
 * A method that fails (the engine throws, or reports an error problem) gets an empty output with its error.
 */
export async function runMany(
  page: Page,
  methods: string[],
  turn = 0,
  peers: PeerChoice = { defuddle: true },
  engine: EngineOptions = {},
): Promise<Omit<PageResult, 'set' | 'id'> & { configs: Record<string, PithOutput> }> {
  const outputs = new Map<string, PithOutput>();
  for (const method of rotate(methods, turn)) {
    const output = await runEngine<Extraction & { ms: number }>(page, { ...engine, method }).then(
      (result) => ({
        ...toPithOutput(result),
        ...(result.problem?.code === 'error' ? { error: result.problem.message } : {}),
      }),
      (error: Error) => ({ ...toPithOutput({ ms: NaN }), method, error: firstLine(error) }),
    );
    outputs.set(method, output);
  }
  const configs = Object.fromEntries(methods.map((m) => [m, outputs.get(m) as PithOutput]));
  const readability = await readabilityOrEmpty(page);
  const defuddle = peers.defuddle ? { defuddle: await defuddleOrEmpty(page) } : {};
  return { pith: configs[methods[0]], readability, ...defuddle, configs };
}

/** `items` starting at position `turn` (mod length), wrapping around. */
export function rotate<T>(items: T[], turn: number): T[] {
  if (!items.length) return [];
  const k = ((turn % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** Readability.js on `page`; a throw gives an empty output with its error. */
export function readabilityOrEmpty(page: Page): Promise<ReadabilityOutput> {
  return runReadability(page).catch((error: Error) => ({
    text: '',
    title: null,
    byline: null,
    ms: NaN,
    error: firstLine(error),
  }));
}

/** Defuddle on `page`; a throw gives an empty output with its error. */
export function defuddleOrEmpty(page: Page): Promise<PeerOutput> {
  return runDefuddle(page).catch((error: Error) => ({ text: '', ms: NaN, error: firstLine(error) }));
}

function firstLine(error: Error): string {
  return String(error?.message ?? error).split('\n')[0];
}

/**
 * The stages of what the reader waits for: every timing but `regions`, which highlight mode computes on first
 * read of the Extraction's regions (after the timed run: runEngine reads them when it returns the result).
 */
function readerStages(timings: Record<string, number>): Record<string, number> {
  const { regions: _, ...stages } = timings;
  return stages;
}

export function toPithOutput(result: Partial<Extraction> & { ms: number }): PithOutput {
  const posts = (result.posts ?? []).map((p) => ({
    text: p.text,
    author: p.author ?? null,
    authorUrl: p.authorUrl ?? null,
    date: p.date ?? null,
  }));
  return {
    text: [result.article?.text ?? '', ...posts.map((p) => p.text)].filter((t) => t.trim()).join('\n\n'),
    pageType: result.pageType ?? 'article',
    comments: (result.comments ?? []).map((c) => c.text),
    commentCards: (result.comments ?? []).map((c) => ({
      text: c.text,
      author: c.author ?? null,
      authorUrl: c.authorUrl ?? null,
      date: c.date ?? null,
    })),
    posts,
    title: result.title ?? '',
    method: result.method ?? '',
    ms: result.ms,
    ...(result.timings ? { stages: readerStages(result.timings) } : {}),
  };
}
