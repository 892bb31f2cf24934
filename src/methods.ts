// The shipped registry of extraction methods: `extract(doc, {method})` dispatches here, and it is all the
// extension's engine file carries. The research methods (the decision-tree classifier's,
// src/research/methods.ts) are added only by the research build (src/research/engine-global.ts), which only the
// tools inject.
import learnedJson from '../models/learned.json?raw';
import { learnedMethod, type LearnedModel } from './learned';
import { extractDefault } from './pipeline';
import type { ExtractOptions, Extraction } from './types';

/** One extraction method: a live, rendered document in, an Extraction out. */
export type Method = (doc: Document, options: ExtractOptions) => Extraction;

/** Method name -> method; `extractWith` dispatches over one of these. */
export type MethodRegistry = Record<string, Method>;

/** models/learned.json (`npm run train`), kept as JSON text in the bundle and parsed when first used. */
const trainedModel = (): LearnedModel => (parsedModel ??= JSON.parse(learnedJson) as LearnedModel);
let parsedModel: LearnedModel | undefined;

export const methods: MethodRegistry = {
  // The learned engine (src/learned/): the rules' pipeline measured as a block table, each block classified
  // by boosted trees, with the model `npm run train` wrote (or the one the options give: the bench's folds).
  learned: learnedMethod(trainedModel),
  // The rules' pipeline (src/pipeline/): SD, then the text mass and the rules.
  sd: extractDefault,
  // SD's own article region (sdtree/expand.ts): only the rules on SD's groups run (pipeline PAPER_RULES).
  'sd-paper': (doc, options) => extractDefault(doc, { ...options, sd: { ...options.sd, mass: false } }),
};

// `learned` is the default (issue 19): out-of-fold, on sites its model never saw, it is ahead of `sd` on every
// set with full-text gold and ahead of the best peer on most (bench/LEARNED.md, models/REPORT.md). `sd` stays
// selectable, and the learned engine falls back to its decision on a page where no block reads as main text.
export const DEFAULT_METHOD = 'learned';
