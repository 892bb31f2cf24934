// The engine reads one model file: the block model, then the models trained after it on the same folds, each
// under its key: the page type's (page-type.ts, gbdt/page_type.py) and the second look's (gbdt/context.py).
// The Python steps write each part beside the block model (`<part>.json`, `<part>-fold<k>.json`); this joins
// them into model.json and each model-fold<k>.json, in place of the parts a file already holds. Text is joined
// as it is, so the numbers keep the exact digits the exporter wrote.
import fs from 'node:fs';
import path from 'node:path';
import { FOLDS } from './folds';

/** Each part's key in the model and the stem of its files. export.py writes neither key into a block model. */
export const MODEL_PARTS = [
  { key: 'pageType', file: 'page-type' },
  { key: 'context', file: 'context' },
] as const;

export function mergeModelParts(learnDir: string): void {
  const pairs: [string, string][] = [['model.json', '.json']];
  for (let k = 0; k < FOLDS; k++) pairs.push([`model-fold${k}.json`, `-fold${k}.json`]);
  for (const [blockFile, suffix] of pairs) {
    const text = fs.readFileSync(path.join(learnDir, blockFile), 'utf8').trimEnd();
    const starts = MODEL_PARTS.map((p) => text.indexOf(`,"${p.key}":`)).filter((at) => at >= 0);
    const block = starts.length ? text.slice(0, Math.min(...starts)) : text.slice(0, -1);
    const parts = MODEL_PARTS.filter((p) => fs.existsSync(path.join(learnDir, p.file + suffix))).map(
      (p) => `,"${p.key}":${fs.readFileSync(path.join(learnDir, p.file + suffix), 'utf8').trim()}`,
    );
    fs.writeFileSync(path.join(learnDir, blockFile), `${block}${parts.join('')}}\n`);
  }
}
