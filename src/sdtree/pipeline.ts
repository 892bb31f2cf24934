// The `sd` pipeline: the SD algorithm alone (Pappas et al. 2012), from a live Document to an Extraction.
import { extractMetadata } from '../metadata';
import type { ExtractOptions, Extraction, GridResult, Problem, Region } from '../types';
import { buildSdTree } from './build';
import type { SdTree } from './node';
import { describeElement, noiseRegions } from './noise';
import { sdContent, sdRegions } from './output';
import { withRegions } from './region';
import { runSd } from './run';
import { DEFAULT_T1, DEFAULT_T2 } from './thresholds';
import { timed, Tracer } from './trace';

export const NO_CONTENT: Problem = { code: 'no-content', message: 'This page has no article we could find.' };
export const TOO_LARGE: Problem = {
  code: 'too-large',
  message: 'This page is too large to read in one go, and nothing readable was found in the part we read.',
};

export function extractSd(doc: Document, options: ExtractOptions = {}): Extraction {
  const timings: Record<string, number> = {};
  const tracer = new Tracer(!!options.trace);
  const t1 = options.sd?.t1 ?? DEFAULT_T1;
  const t2 = options.sd?.t2 ?? DEFAULT_T2;
  const meta = timed(timings, 'metadata', () => extractMetadata(doc));
  const tree = timed(timings, 'build', () => readableTree(doc));
  tracer.add(
    'build',
    () =>
      `${tree.nodes.length} visible elements, ${tree.hidden.size} hidden${tree.truncated ? ', node budget reached' : ''}`,
  );
  const run = runSd(tree, { t1, t2 }, timings, tracer);
  const content = timed(timings, 'assemble', () =>
    sdContent(tree, run, meta.title, options.sd?.mass ?? true),
  );
  tracer.add(
    'assemble',
    () =>
      `article ${content.article.text.length} chars from ${content.articleEl ? describeElement(content.articleEl) : 'no element'}, ${content.comments.length} comments, ${content.posts.length} posts`,
  );
  // Highlight mode's regions: by default read when first asked for (the reader never asks).
  const regions = (): Region[] =>
    timed(timings, 'regions', () => {
      const found = sdRegions(tree, run, content);
      const keep = [content.articleEl, ...content.commentEls, ...content.postEls].filter(
        (e): e is Element => !!e,
      );
      return [...found, ...noiseRegions(doc, keep, tree.hidden)];
    });
  const grid = options.sdGrid
    ? timed(timings, 'grid', () => gridResults(tree, options.sdGrid!, meta.title))
    : undefined;
  const empty = !content.article.text && !content.posts.length && !content.comments.length;
  return withRegions(options.regions ?? 'lazy', regions, {
    ...meta,
    pageType: content.pageType,
    article: content.article,
    comments: content.comments,
    posts: content.posts,
    regions: [],
    timings,
    method: options.sd?.mass === false ? 'sd-paper' : 'sd',
    problem: empty ? (tree.truncated ? TOO_LARGE : NO_CONTENT) : null,
    ...(options.trace ? { trace: tracer.entries } : {}),
    ...(grid ? { grid } : {}),
  });
}

/** Below this many visible characters a page is checked for a fade-in on some wrapper (visibility.ts). */
const FADE_MIN_VISIBLE = 200;

/**
 * The SD-Tree; when almost nothing is visible but hidden elements hold the page's text (a wrapper kept at
 * opacity 0 or visibility hidden until a script reveals it), built again reading display and boxes only.
 */
function readableTree(doc: Document): SdTree {
  const tree = buildSdTree(doc);
  if (tree.root.subtreeDensity >= FADE_MIN_VISIBLE || tree.truncated) return tree;
  let hiddenText = 0;
  for (const el of tree.hidden) hiddenText += el.textContent?.length ?? 0;
  const fades = hiddenText >= FADE_MIN_VISIBLE && hiddenText > 3 * tree.root.subtreeDensity;
  return fades ? buildSdTree(doc, undefined, true) : tree;
}

/**
 * Steps 2-7 plus assembly for each threshold pair on the one SD-Tree (tuning). The text scored is the
 * article for article pages and the posts joined for multiple pages.
 */
function gridResults(tree: SdTree, pairs: { t1: number; t2: number }[], title: string): GridResult[] {
  const cache = new Map<string, string>();
  return pairs.map(({ t1, t2 }) => {
    const run = runSd(tree, { t1, t2 });
    const key = `${run.decision.pageType}:${run.decision.article?.node.index}:${run.decision.repeated?.key}@${run.decision.repeated?.depth}:${run.decision.comments.length}`;
    let text = cache.get(key);
    if (text === undefined) {
      const c = sdContent(tree, run, title);
      text =
        run.decision.pageType === 'multiple'
          ? c.posts.map((p) => p.text).join('\n\n') || c.article.text
          : c.article.text;
      cache.set(key, text);
    }
    return { t1, t2, pageType: run.decision.pageType, text };
  });
}
