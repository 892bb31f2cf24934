// The registry of extraction pipelines: `extract(doc, {method})` dispatches here. Other pipelines (the
// decision-tree classifier) register themselves by adding an entry; DEFAULT_METHOD may change with them.
import { csPipelines, extractPith, extractPithGuard } from './research/methods';
import { extractSd } from './sdtree';
import type { ExtractOptions, Extraction } from './types';

export type Pipeline = (doc: Document, options: ExtractOptions) => Extraction;

export const pipelines: Record<string, Pipeline> = {
  sd: extractSd,
  // The SD algorithm's own article region (expand.ts), without the text-mass root and clean step (mass.ts).
  'sd-paper': (doc, options) => extractSd(doc, { ...options, sd: { ...options.sd, mass: false } }),
  // The decision-tree classifier (issue 4): thesis table 6.16's configurations and the combined `pith`.
  ...csPipelines,
  pith: extractPith,
  'pith-guard': extractPithGuard,
};

// `sd` is the default: SD's page type, comments and posts with the text-mass article element (mass.ts). On
// the bench it beats every classifier configuration and `pith` on every set (bench/CONFIGS.md, SUMMARY.md);
// `pith` (SD voting with the classifiers) also ran 4-8x slower and lost forum posts on the e2e fixtures.
export const DEFAULT_METHOD = 'sd';
