// The block table: every visible text block of the page once, with the raw measures the learned engine reads.
export { measureBlocks, type MeasuredBlocks } from './table';
export type { Block, BlockLabel, BlockTable } from './types';
