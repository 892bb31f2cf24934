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
}

/**
 * Pith first, then Readability (which parses a clone, so neither sees the other's changes). An engine that
 * throws gets an empty output with its error, so the other engine's result on the page still counts.
 */
export async function runBoth(page: Page, method?: string): Promise<Omit<PageResult, 'set' | 'id'>> {
  const pith = await runEngine<Extraction & { ms: number }>(page, method ? { method } : {}).then(
    toPithOutput,
    (error: Error) => ({ ...toPithOutput({ ms: NaN }), error: firstLine(error) }),
  );
  const readability = await runReadability(page).catch((error: Error) => ({
    text: '',
    title: null,
    byline: null,
    ms: NaN,
    error: firstLine(error),
  }));
  return { pith, readability };
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
