// `npm run train:louvan`: render a seeded sample of corpus pages, dump their features, label them from gold, choose
// the cost of a false negative by grouped 10-fold cross-validation, and write models/<type>-<task>.json and
// models/LOUVAN.md. Deterministic: same corpus, same code -> byte-identical models.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MODEL_VERSION, type TreeModel } from '../../src/research/classify/model';
import { FEATURE_NAMES } from '../../src/research/features/index';
import { DEFAULT_CORPUS, ROOT } from '../lib/paths';
import { crossValidate, fitTree, foldOf, scores, type Confusion } from './cv';
import { CLASSES, labelAll, sampleRows, TASKS, type Sampled, type Task } from './dataset';
import { dumpPages, type Dumped } from './dump';
import { writeReport, type TypeResult } from './report';
import { PAGES_PER_TYPE, SEED, samplePages } from './sample';
import { MODEL_TYPES, trainingPages, type ModelType } from './sets';
import { TOP_FEATURES } from './select';

/** CFN values tried (thesis 6.5 scanned 2..20 and found 10 on its news data). */
export const CFN_GRID = [1, 2, 5, 10, 20];
export const MODELS_DIR = path.join(ROOT, 'models');

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: DEFAULT_CORPUS },
    scale: { type: 'string', default: '1' },
    'skip-cv': { type: 'boolean', default: false },
  },
});

const scale = Number(args.scale);
const perType = Object.fromEntries(
  Object.entries(PAGES_PER_TYPE).map(([t, n]) => [t, Math.max(5, Math.round(n * scale))]),
) as Record<ModelType, number>;
const pages = samplePages(trainingPages(args.corpus as string), perType);
console.error(`training on ${pages.length} pages`);
const dumps = await dumpPages(args.corpus as string, pages);
const allFeatures = [...FEATURE_NAMES];
const results: TypeResult[] = [];

for (const type of MODEL_TYPES) {
  const own = dumps.filter((d) => d.page.type === type);
  const sampled = sampleRows(own, labelAll(own));
  const folds = foldOf(sampled.sites, SEED);
  const result: TypeResult = {
    type,
    pages: own.length,
    sites: new Set(own.map((d) => d.page.site)).size,
    tasks: {},
  };
  for (const task of TASKS) {
    const grid = task === 'segment' || args['skip-cv'] ? [1] : CFN_GRID;
    const cv = args['skip-cv']
      ? []
      : grid.map((cfn) => ({ cfn, m: crossValidate(sampled, task, cfn, allFeatures, TOP_FEATURES, folds) }));
    const best = cv.length
      ? cv.reduce((a, b) => (scores(b.m).f1 > scores(a.m).f1 + 1e-9 ? b : a))
      : { cfn: 10 };
    const model = finalModel(sampled, own, type, task, best.cfn, cv);
    write(model);
    result.tasks[task] = { cfn: best.cfn, cv, model };
    console.error(
      `${type}/${task}: cfn ${best.cfn} ${cv.map((c) => `${c.cfn}:${scores(c.m).f1.toFixed(3)}`).join(' ')}`,
    );
  }
  results.push(result);
}
await writeReport(path.join(MODELS_DIR, 'LOUVAN.md'), results, dumps.length);

function finalModel(
  s: Sampled,
  own: Dumped[],
  type: ModelType,
  task: Task,
  cfn: number,
  cv: { cfn: number; m: Confusion }[],
): TreeModel {
  const all = s.rows.map((_, i) => i);
  const { root, features, data } = fitTree(s, task, cfn, all, allFeatures, TOP_FEATURES);
  const positives = s.labels[task].filter(Boolean).length;
  return {
    version: MODEL_VERSION,
    task,
    pageType: type,
    classes: CLASSES[task],
    features,
    values: data.nominal,
    root,
    training: {
      seed: SEED,
      pages: own.length,
      sets: countBy(own.map((d) => d.page.set)),
      sites: new Set(own.map((d) => d.page.site)).size,
      rows: s.rows.length,
      classCounts: { [CLASSES[task][0]]: positives, [CLASSES[task][1]]: s.rows.length - positives },
      cfn,
      confidence: 0.25,
      minObj: 2,
      cv: cv.map(({ cfn: c, m }) => ({ cfn: c, ...m, ...roundAll(scores(m)) })),
    },
  };
}

function write(model: TreeModel): void {
  fs.mkdirSync(MODELS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(MODELS_DIR, `${model.pageType}-${model.task}.json`),
    `${JSON.stringify(model)}\n`,
  );
}

function countBy(xs: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of [...xs].sort()) out[x] = (out[x] ?? 0) + 1;
  return out;
}

function roundAll(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));
}
