// The registry of extraction pipelines: `extract(doc, {method})` dispatches here. Other pipelines (the
// decision-tree classifier) register themselves by adding an entry; DEFAULT_METHOD may change with them.
import { extractSd } from './sdtree';
import type { ExtractOptions, Extraction } from './types';

export type Pipeline = (doc: Document, options: ExtractOptions) => Extraction;

export const pipelines: Record<string, Pipeline> = {
  sd: extractSd,
};

export const DEFAULT_METHOD = 'sd';
