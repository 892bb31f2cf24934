// The training sample: a seeded, per-type random choice of pages (training time on 2 cores: rendering a page
// and dumping its features takes ~1-2 s, so a few hundred pages per type).
import { rng, shuffled } from '../lib/random';
import type { ModelType, TrainingPage } from './sets';

export const SEED = 20090801;
/** Pages per model type (all of them where a type has fewer). */
export const PAGES_PER_TYPE: Record<ModelType, number> = { news: 150, blog: 100, forum: 100 };

export function samplePages(all: TrainingPage[], perType = PAGES_PER_TYPE): TrainingPage[] {
  const random = rng(SEED);
  const out: TrainingPage[] = [];
  for (const type of Object.keys(perType) as ModelType[]) {
    out.push(
      ...shuffled(
        all.filter((p) => p.type === type),
        random,
      ).slice(0, perType[type]),
    );
  }
  return out;
}
