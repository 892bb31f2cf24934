// The learned engine's folds (issue 19 item 6): 5 folds grouped by site over all dev sets together. A site's
// fold is the first 32 bits of the SHA-1 of its name, mod 5, so it depends on nothing but the name (the same
// rule as fold_of in tools/train/gbdt/train.py); training, the out-of-fold scores and the bench agree on it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LearnedModel } from '../../src/learned/model';
import type { Gold } from '../lib/corpus';
import { siteOf } from './sets';

export const FOLDS = 5;

export function foldOf(site: string): number {
  return parseInt(crypto.createHash('sha1').update(site).digest('hex').slice(0, 8), 16) % FOLDS;
}

/** The file train.py writes the model of fold k to: trained on every fold but k. */
export function foldModelFile(dir: string, k: number): string {
  return path.join(dir, `model-fold${k}.json`);
}

/**
 * The bench's out-of-fold models (`npm run bench -- --method learned --models DIR`): each page is extracted by
 * the model that did not see its site.
 */
export class FoldModels {
  private readonly models = new Map<number, LearnedModel>();

  constructor(readonly dir: string) {
    for (let k = 0; k < FOLDS; k++)
      if (!fs.existsSync(foldModelFile(dir, k)))
        throw new Error(
          `${foldModelFile(dir, k)} is missing: run tools/train/gbdt/train.py with --fold-models.`,
        );
  }

  modelFor(set: string, gold: Gold): LearnedModel {
    const k = foldOf(siteOf(set, gold));
    let model = this.models.get(k);
    if (!model) {
      model = JSON.parse(fs.readFileSync(foldModelFile(this.dir, k), 'utf8')) as LearnedModel;
      this.models.set(k, model);
    }
    return model;
  }
}
