// The SD algorithm (Pappas et al. 2012) and nothing else: the SD-Tree of the live page (step 1, build.ts),
// steps 2-7 over it (run.ts) and their outcome as elements (outcome.ts). What the default pipeline does
// with that outcome is in src/pipeline/.
export { buildSdTree, NODE_BUDGET, TEXT_BUDGET, type WalkOptions } from './build';
export {
  commonAncestor,
  commonParent,
  insideAny,
  isWithin,
  nodeCommentKeyword,
  type SdNode,
  type SdTree,
} from './node';
export { sdOutcome, type SdOutcome } from './outcome';
export type { SdRegion } from './region';
export { runSd, type SdRun } from './run';
export { DEFAULT_T1, DEFAULT_T2 } from './thresholds';
