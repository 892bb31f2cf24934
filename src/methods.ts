// The shipped registry of extraction methods: `extract(doc, {method})` dispatches here, and it is all the
// extension's engine file carries. The research methods (the decision-tree classifier's,
// src/research/methods.ts) are added only by the research build (src/research/engine-global.ts), which only the
// tools inject.
import { extractDefault } from './pipeline';
import type { ExtractOptions, Extraction } from './types';

/** One extraction method: a live, rendered document in, an Extraction out. */
export type Method = (doc: Document, options: ExtractOptions) => Extraction;

/** Method name -> method; `extractWith` dispatches over one of these. */
export type MethodRegistry = Record<string, Method>;

export const methods: MethodRegistry = {
  // The default pipeline (src/pipeline/): SD, then the text mass and the rules.
  sd: extractDefault,
  // SD's own article region (sdtree/expand.ts): only the rules on SD's groups run (pipeline PAPER_RULES).
  'sd-paper': (doc, options) => extractDefault(doc, { ...options, sd: { ...options.sd, mass: false } }),
};

// `sd` is the default: SD's page type, comments and posts with the text-mass article element (src/mass/). On
// the bench it beats every classifier configuration and `pith` on every set (bench/CONFIGS.md, SUMMARY.md);
// `pith` (SD voting with the classifiers) also ran 4-8x slower and lost forum posts on the e2e fixtures.
export const DEFAULT_METHOD = 'sd';
