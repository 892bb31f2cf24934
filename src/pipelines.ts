// The registry of extraction pipelines: `extract(doc, {method})` dispatches here. Other pipelines (the
// decision-tree classifier) register themselves by adding an entry; DEFAULT_METHOD may change with them.
import { csPipelines, extractPith, extractPithGuard } from './classify/pipelines';
import { extractSd } from './sdtree';
import type { ExtractOptions, Extraction } from './types';

export type Pipeline = (doc: Document, options: ExtractOptions) => Extraction;

export const pipelines: Record<string, Pipeline> = {
  sd: extractSd,
  // The decision-tree classifier (issue 4): thesis table 6.16's configurations and the combined `pith`.
  ...csPipelines,
  pith: extractPith,
  'pith-guard': extractPithGuard,
};

// `pith` (SD + decision-tree classifier, issue 4) beat `sd` on word F1 on two dev samples kept out of training
// (tools/train/dev-eval.ts): --per-set 25 (seed 7): mean 0.795 vs 0.736, ahead on 4 of 5 sets (dragnet
// 0.906 vs 0.923); --per-set 20 --seed 11: ahead on all 5 (wcxb 0.856/0.799, dragnet 0.916/0.907, l3s-gn1
// 0.885/0.869, cleaneval 0.925/0.919, wcxb forum 0.361/0.252).
export const DEFAULT_METHOD = 'pith';
