// The research methods: every Content Seeker configuration of thesis table 6.16 (Louvan's decision-tree
// classifier), and `pith`, its combination with the SD algorithm (issue 4 item 5). Only the tools run them
// (bench --methods, extract --method, dev-eval), through the research build; the extension never ships them.
import { extractMetadata } from '../metadata';
import { extractDefault as extractSd } from '../pipeline';
import type { Method, MethodRegistry } from '../methods';
import type { ExtractOptions, Extraction, PageType } from '../types';
import { modelsFor, type ModelType } from './classify/models';
import { computeFeatures } from './features/index';
import { contentSeeker, type Heuristic, type SeekerResult } from './classify/seeker';
import { mayOverrule, medoid } from './classify/vote';
import type { Phase } from './classify/select';

const NO_CONTENT = { code: 'no-content' as const, message: 'This page has no article we could find.' };

/** Table 6.16: CS+plain, CS+LBS, CS+SLS, CS+TP (two-phase) and CS+1+LBS/SLS/TP (single-phase); named
 * `cs2`, `cs2+lbs`, ..., `cs1+tp`. TP runs the forum model (the thesis applied it to forums), the others the
 * news model. `cs1` (single-phase, no heuristic) is added for completeness. */
export const CS_CONFIGS: Record<string, { phase: Phase; heuristic: Heuristic }> = {
  cs2: { phase: 2, heuristic: 'plain' },
  'cs2+lbs': { phase: 2, heuristic: 'lbs' },
  'cs2+sls': { phase: 2, heuristic: 'sls' },
  'cs2+tp': { phase: 2, heuristic: 'tp' },
  cs1: { phase: 1, heuristic: 'plain' },
  'cs1+lbs': { phase: 1, heuristic: 'lbs' },
  'cs1+sls': { phase: 1, heuristic: 'sls' },
  'cs1+tp': { phase: 1, heuristic: 'tp' },
  // Ours: the main node holding LBS's largest block, instead of the block alone (seeker.ts, blockNode).
  'cs2+lbsn': { phase: 2, heuristic: 'lbsnode' },
  'cs1+lbsn': { phase: 1, heuristic: 'lbsnode' },
};

function csMethod(name: string, phase: Phase, heuristic: Heuristic): Method {
  return (doc) => {
    const meta = extractMetadata(doc);
    const model: ModelType = heuristic === 'tp' ? 'forum' : 'news';
    const r = contentSeeker(doc, modelsFor(model), phase, heuristic, meta.title);
    const pageType: PageType = r.posts.length ? 'multiple' : 'article';
    return toExtraction(meta, r, name, pageType, []);
  };
}

const csMethods: MethodRegistry = Object.fromEntries(
  Object.entries(CS_CONFIGS).map(([name, c]) => [name, csMethod(name, c.phase, c.heuristic)]),
);

/** `pith`: the SD page type picks the model (Article -> news, Article with comments -> blog, Multiple ->
 * forum) and the heuristics (LBS, plus TP on Multiple pages); SD's comment regions give the comments. The
 * article is then voted (vote.ts) among SD's own result and the single- and two-phase classifiers' results. */
export const PITH_CONFIG: Record<PageType, { model: ModelType; heuristics: Heuristic[] }> = {
  article: { model: 'news', heuristics: ['lbsnode'] },
  'article-with-comments': { model: 'blog', heuristics: ['lbsnode'] },
  multiple: { model: 'forum', heuristics: ['lbsnode', 'tp'] },
};

export function extractPith(doc: Document, options: ExtractOptions): Extraction {
  return pith(doc, options, false);
}

/** `pith-guard`: pith with the length guard on the vote (vote.ts mayOverrule). Not the default: on a fresh
 * held-out dev sample (dev-eval --seed 11 --per-set 20) it changed nothing but l3s-gn1, where it lost
 * (0.846 vs 0.885 word F1). Kept selectable so the bench can compare. */
export function extractPithGuard(doc: Document, options: ExtractOptions): Extraction {
  return pith(doc, options, true);
}

/** The research methods, by name: the research build adds them to the shipped ones (src/methods.ts). */
export const researchMethods: MethodRegistry = {
  ...csMethods,
  pith: extractPith,
  'pith-guard': extractPithGuard,
};

function pith(doc: Document, options: ExtractOptions, guard: boolean): Extraction {
  const t0 = performance.now();
  const sd = extractSd(doc, options);
  const sdMs = performance.now() - t0;
  const c = PITH_CONFIG[sd.pageType];
  const t1 = performance.now();
  const features = computeFeatures(doc);
  const featureMs = performance.now() - t1;
  const runs = c.heuristics.flatMap((h) =>
    ([2, 1] as Phase[]).map((phase) => contentSeeker(doc, modelsFor(c.model), phase, h, sd.title, features)),
  );
  const sdText = sd.posts.length ? sd.posts.map((p) => p.text).join('\n\n') : sd.article.text;
  const voted = medoid([sdText, ...runs.map((r) => r.article.text)]);
  const winner = voted > 0 && guard && !mayOverrule(sdText, runs[voted - 1].article.text) ? 0 : voted;
  const timings = {
    ...sd.timings,
    sd: sdMs,
    features: featureMs,
    classify: performance.now() - t1 - featureMs,
  };
  const method = guard ? 'pith-guard' : 'pith';
  if (winner === 0) return { ...sd, timings, method };
  const r = runs[winner - 1];
  const regions = [...sd.regions.filter((g) => g.kind !== 'article' && g.kind !== 'post'), ...r.regions];
  return {
    ...sd,
    pageType: r.posts.length ? 'multiple' : sd.pageType === 'multiple' ? 'article' : sd.pageType,
    article: r.posts.length ? { html: '', text: '' } : r.article,
    posts: r.posts,
    regions,
    timings,
    method,
    problem: null,
  };
}

function toExtraction(
  meta: ReturnType<typeof extractMetadata>,
  r: SeekerResult,
  method: string,
  pageType: PageType,
  comments: Extraction['comments'],
): Extraction {
  return {
    ...meta,
    pageType,
    article: r.article,
    comments,
    posts: r.posts,
    regions: r.regions,
    timings: r.timings,
    method,
    problem: r.article.text.trim() ? null : NO_CONTENT,
  };
}
