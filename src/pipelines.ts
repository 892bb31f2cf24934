// The registry of extraction pipelines: `extract(doc, {method})` dispatches here. Other pipelines (the
// decision-tree classifier) register themselves by adding an entry; DEFAULT_METHOD may change with them.
import { csPipelines, extractPith, extractPithGuard } from './classify/pipelines';
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

// `sd` stays the default. `pith` (SD + decision-tree classifier, issue 4) beat `sd` on word F1 on two small
// held-out dev samples (tools/train/dev-eval.ts), but on `npm run bench -- --limit 40` it only tied `sd`
// (wcxb 0.901 vs 0.899, dragnet 0.812 vs 0.823, l3s-gn1 0.821 vs 0.808, cleaneval 0.905 vs 0.913), ran 4-8x
// slower, and lost forum posts and hidden-text filtering on the e2e fixtures. Select it with {method: 'pith'}.
export const DEFAULT_METHOD = 'sd';
