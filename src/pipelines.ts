// The registry of extraction pipelines: `extract(doc, {method})` dispatches here. Other pipelines (the
// decision-tree classifier) register themselves by adding an entry; DEFAULT_METHOD may change with them.
import { csPipelines, extractPith } from './classify/pipelines';
import { extractSd } from './sdtree';
import type { ExtractOptions, Extraction } from './types';

export type Pipeline = (doc: Document, options: ExtractOptions) => Extraction;

export const pipelines: Record<string, Pipeline> = {
  sd: extractSd,
  // The decision-tree classifier (issue 4): thesis table 6.16's configurations and the combined `pith`.
  ...csPipelines,
  pith: extractPith,
};

export const DEFAULT_METHOD = 'sd';
