// What the bench keeps of one page: both engines' outputs on the same render (or why the page failed).
import type { Page } from 'playwright-core';
import type { Extraction } from '../../src/types';
import type { PostLike } from './metrics';
import { runEngine } from '../lib/render';
import { runReadability, type ReadabilityOutput } from './readability';

export interface PithOutput {
  /** Main text as the bench scores it: the article, then forum posts (gold forum text is the posts'). */
  text: string;
  pageType: string;
  comments: string[];
  posts: PostLike[];
  title: string;
  method: string;
  ms: number;
  /** The engine threw on this page: scored as an empty extraction. */
  error?: string;
}

export interface PageResult {
  set: string;
  id: string;
  error?: string;
  pith?: PithOutput;
  readability?: ReadabilityOutput;
  /** `--methods` runs: every listed method's output on this render (`pith` is then the first method's). */
  configs?: Record<string, PithOutput>;
}

/** Pith's engine on `page`; an engine that throws gives an empty output with its error. */
export function runPith(page: Page, method?: string): Promise<PithOutput> {
  return runEngine<Extraction & { ms: number }>(page, method ? { method } : {}).then(
    toPithOutput,
    (error: Error) => ({
      ...toPithOutput({ ms: NaN }),
      error: firstLine(error),
    }),
  );
}

/**
 * Runs Pith's and Readability's work one after the other, in an order that alternates page by page (`turn`,
 * the page's index; odd: Readability first). Whichever runs first pays the warm-up (on one render, the first
 * script to touch the page's DOM pays for its bindings and V8's young generation grows under it), so a fixed
 * order would tilt the time comparison.
 */
export async function inTurn<P, R>(
  turn: number,
  pith: () => Promise<P>,
  readability: () => Promise<R>,
): Promise<[P, R]> {
  if (turn % 2 === 1) {
    const r = await readability();
    return [await pith(), r];
  }
  const p = await pith();
  return [p, await readability()];
}

/**
 * Pith and Readability on one render, in turn (`--separate-renders` gives each engine a render of its own
 * instead, runner.ts). Readability parses a clone and Pith builds its output from clones, so neither sees the
 * other's changes.
 */
export async function runBoth(
  page: Page,
  method?: string,
  turn = 0,
): Promise<Omit<PageResult, 'set' | 'id'>> {
  const [pith, readability] = await inTurn(
    turn,
    () => runPith(page, method),
    () => readabilityOrEmpty(page),
  );
  return { pith, readability };
}

/**
 * `--methods`: every method on the one render, then Readability once. The engine leaves the page's DOM as it
 * found it (it builds its output from clones), so each method sees the same page. The order is rotated by
 * `turn` (the page's index) so no method always pays the first run's costs (style and layout, JIT warm-up).
 * A method that fails (the engine throws, or reports an error problem) gets an empty output with its error.
 */
export async function runMany(
  page: Page,
  methods: string[],
  turn = 0,
): Promise<Omit<PageResult, 'set' | 'id'> & { configs: Record<string, PithOutput> }> {
  const outputs = new Map<string, PithOutput>();
  for (const method of rotate(methods, turn)) {
    const output = await runEngine<Extraction & { ms: number }>(page, { method }).then(
      (result) => ({
        ...toPithOutput(result),
        ...(result.problem?.code === 'error' ? { error: result.problem.message } : {}),
      }),
      (error: Error) => ({ ...toPithOutput({ ms: NaN }), method, error: firstLine(error) }),
    );
    outputs.set(method, output);
  }
  const configs = Object.fromEntries(methods.map((m) => [m, outputs.get(m) as PithOutput]));
  return { pith: configs[methods[0]], readability: await readabilityOrEmpty(page), configs };
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

function firstLine(error: Error): string {
  return String(error?.message ?? error).split('\n')[0];
}

export function toPithOutput(result: Partial<Extraction> & { ms: number }): PithOutput {
  const posts = (result.posts ?? []).map((p) => ({
    text: p.text,
    author: p.author ?? null,
    date: p.date ?? null,
  }));
  return {
    text: [result.article?.text ?? '', ...posts.map((p) => p.text)].filter((t) => t.trim()).join('\n\n'),
    pageType: result.pageType ?? 'article',
    comments: (result.comments ?? []).map((c) => c.text),
    posts,
    title: result.title ?? '',
    method: result.method ?? '',
    ms: result.ms,
  };
}
