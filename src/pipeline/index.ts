// The default pipeline (`sd`), read as its stages:
//
//   1. build     the SD-Tree of the live page: visible elements, their text, boxes and fonts (build.ts)
//   2. SD        steps 2-7 of Pappas et al. (2012): regions, page type, comments and posts (src/sdtree/)
//   3. rules     SD's groups read again, then the text mass (src/mass/) picks the article's element and the
//                rules weigh it against the comments and posts (rules/); each rule states its reason
//   4. assemble  the article, comments and posts as clean HTML and text (content.ts, src/assemble/)
//
// `sd-paper` keeps SD's own article region, as in the paper: only the rules on SD's groups run.
import { docBody, docRoot, ownerOf } from '../dom/document';
import { extractMetadata } from '../metadata';
import { runSd, sdOutcome, DEFAULT_T1, DEFAULT_T2, type SdTree } from '../sdtree';
import { timed, Tracer } from '../trace';
import type { ExtractOptions, Extraction, Problem } from '../types';
import { readableTree } from './build';
import { assembleDecision } from './content';
import { describeChange, fromSd, Page, runStages, type Change, type Decision, type Stage } from './decision';
import { galleryDecision } from './gallery';
import { gridResults } from './grid';
import { withRegions } from './lazy-regions';
import { describeElement } from './noise-regions';
import { highlightRegions } from './regions';
import * as rule from './rules';

/** The rules in the order they run: each reads the decision as the ones before it left it. */
export const RULES: readonly Stage[] = [
  rule.entryWithComments,
  rule.articleIsAPost,
  rule.commentsInFurniture,
  rule.teaserPosts,
  rule.postsLighterThanArticle,
  rule.articleAbovePosts,
  rule.textMass,
  rule.entryIsArticle,
  rule.rootBesideComments,
  rule.threadTakenForComments,
  rule.cutClutter,
];
/** `sd-paper`: SD's article region as the paper has it; only its groups are read again. */
export const PAPER_RULES: readonly Stage[] = [rule.entryWithComments, rule.articleIsAPost];

export const NO_CONTENT: Problem = { code: 'no-content', message: 'This page has no article we could find.' };
export const TOO_LARGE: Problem = {
  code: 'too-large',
  message: 'This page is too large to read in one go, and nothing readable was found in the part we read.',
};

export function extractDefault(doc: Document, options: ExtractOptions = {}): Extraction {
  const timings: Record<string, number> = {};
  const tracer = new Tracer(!!options.trace);
  const rules = options.sd?.mass === false ? PAPER_RULES : RULES;
  const meta = timed(timings, 'metadata', () => extractMetadata(doc));
  const decided = decidePage(doc, options, rules, timings, tracer);
  const { tree, page, changes } = decided;
  const gallery = galleryDecision(tree, decided.decision);
  if (gallery) {
    changes.push(gallery.change);
    tracer.add(gallery.change.stage, () => gallery.change.reason);
  }
  const decision = gallery?.decision ?? decided.decision;
  const content = timed(timings, 'assemble', () => assembleDecision(decision, tree, meta.title, meta.date));
  tracer.add('assemble', () => {
    const from = decision.root ? describeElement(decision.root.el) : 'no element';
    return `article ${content.article.text.length} chars from ${from}, ${content.comments.length} comments, ${content.posts.length} posts`;
  });
  const grid = options.sdGrid
    ? timed(timings, 'grid', () => gridResults(tree, options.sdGrid!, meta.title, RULES))
    : undefined;
  const empty = !content.article.text && !content.posts.length && !content.comments.length;
  // Highlight mode's regions: by default read when first asked for (the reader never asks).
  const regions = () => timed(timings, 'regions', () => highlightRegions(page, decision, changes));
  return withRegions(options.regions ?? 'lazy', regions, {
    ...meta,
    pageType: decision.pageType,
    ...content,
    regions: [],
    timings,
    method: options.sd?.mass === false ? 'sd-paper' : 'sd',
    problem: empty ? (tree.truncated ? TOO_LARGE : NO_CONTENT) : null,
    ...(options.trace ? { trace: tracer.entries } : {}),
    ...(grid ? { grid } : {}),
  });
}

export interface Decided {
  tree: SdTree;
  page: Page;
  decision: Decision;
  changes: Change[];
}

/** Stages 1-3: the SD-Tree, SD's outcome and the rules' decision (what the block table reads as well). */
export function decidePage(
  doc: Document,
  options: ExtractOptions = {},
  rules: readonly Stage[] = RULES,
  timings: Record<string, number> = {},
  tracer = new Tracer(false),
): Decided {
  const tree = timed(timings, 'build', () => readableTree(doc, timings));
  tracer.add('build', () => describeTree(tree));
  const thresholds = { t1: options.sd?.t1 ?? DEFAULT_T1, t2: options.sd?.t2 ?? DEFAULT_T2 };
  const page = new Page(tree, sdOutcome(tree, runSd(tree, thresholds, timings, tracer)));
  const changes: Change[] = [];
  const decision = timed(timings, 'rules', () => runStages(rules, fromSd(page.sd), page, changes));
  for (const c of changes) tracer.add(c.stage, () => describeChange(c));
  return { tree, page, decision, changes };
}

function describeTree(tree: SdTree): string {
  const budget = tree.truncated ? ', budget reached' : '';
  const doc = ownerOf(tree.root.el);
  const scope =
    tree.root.el === (docBody(doc) ?? docRoot(doc))
      ? ''
      : `, a huge page read from ${describeElement(tree.root.el)}`;
  return `${tree.nodes.length} visible elements, ${tree.hidden.size} hidden${budget}${scope}`;
}
