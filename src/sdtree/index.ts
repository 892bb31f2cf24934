// The SD algorithm (Pappas et al. 2012). Public API: the `sd` pipeline, and the SD-Tree for other pipelines.
export { extractSd } from './pipeline';
export { buildSdTree } from './build';
export type { SdNode, SdTree } from './node';
export { runSd } from './run';
export { DEFAULT_T1, DEFAULT_T2 } from './thresholds';
