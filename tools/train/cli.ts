// `npm run train`: the learned engine's model (issue 19), rebuilt from the corpus in four resumable steps.
//
//   1. tables   every dev page with gold rendered once and its block table cached (tables.ts; pages already
//               cached are not rendered again)
//   2. data     the tables labelled from gold and turned into feature vectors (learn.ts)
//   3. trees    LightGBM from Python (gbdt/train.py in a venv of pinned packages, gbdt/requirements.txt):
//               5 folds by site out-of-fold, each fold's model, then the model on every page; the learning
//               curve; the page type's model over page features from the out-of-fold block classes
//               (page-type.ts, gbdt/page_type.py) and the second look (gbdt/context.py), each added to
//               each block model (merge.ts); the research baselines
//               (gbdt/baselines.py: J48, linear SVM, a small network)
//   4. ship     models/learned.json (what the engine carries) and models/REPORT.md
//
// Deterministic: the same corpus and code give the same files, byte for byte (fixed seeds, deterministic
// LightGBM, settled layouts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS, ROOT, SHIPPED_MODEL } from '../lib/paths';
import { LEARN_DIR, scoreOof, writeData } from './learn';
import { writeLearnedReport } from './learned-report';
import { mergeModelParts } from './merge';
import { writePageData } from './page-type';
import { cacheTables, TABLE_SETS } from './tables';
import { GBDT, python, TREE_ARGS, UNITS } from './trees';

function step(name: string, detail: string): void {
  process.stderr.write(`train: ${name}: ${detail}\n`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      corpus: { type: 'string', default: DEFAULT_CORPUS },
      'no-report': { type: 'boolean', default: false },
    },
  });
  const corpus = values.corpus;
  if (!fs.existsSync(corpus))
    throw new Error(`No corpus at ${corpus}: it is ../shared/corpus or $PITH_CORPUS.`);
  const t0 = Date.now();
  step('tables', 'rendering the pages not cached yet');
  const tables = await cacheTables({ corpus, sets: TABLE_SETS, units: UNITS });
  if (tables.failed.length) step('tables', `${tables.failed.length} pages failed and are left out`);
  step('data', 'labels and feature vectors');
  await writeData(corpus, tables.dir, LEARN_DIR);
  const py = python((detail) => step('python', detail));
  step('trees', 'LightGBM, 5 folds by site, then every page');
  // No reading-order smoothing: out-of-fold it lost on every set (the report's last column).
  const trainArgs = [path.join(GBDT, 'train.py'), LEARN_DIR, ...TREE_ARGS, '--fold-models', '--curve'];
  execFileSync(py, trainArgs, { stdio: 'inherit' });
  step('page type', 'page features from the out-of-fold block classes, LightGBM on the same folds');
  writePageData(corpus, LEARN_DIR);
  execFileSync(py, [path.join(GBDT, 'page_type.py'), LEARN_DIR], { stdio: 'inherit' });
  step('second look', 'the blocks scored again from the out-of-fold classes around them, on the same folds');
  execFileSync(py, [path.join(GBDT, 'context.py'), LEARN_DIR], { stdio: 'inherit' });
  mergeModelParts(LEARN_DIR);
  step('baselines', 'J48, linear SVM, small network on the same folds');
  execFileSync(py, [path.join(GBDT, 'baselines.py'), LEARN_DIR], { stdio: 'inherit' });
  fs.copyFileSync(path.join(LEARN_DIR, 'model.json'), SHIPPED_MODEL);
  step(
    'ship',
    `${path.relative(ROOT, SHIPPED_MODEL)}, ${(fs.statSync(SHIPPED_MODEL).size / 1024).toFixed(0)} KB`,
  );
  if (!values['no-report']) {
    const report = await writeLearnedReport(corpus, LEARN_DIR, scoreOof);
    step('report', path.relative(ROOT, report));
  }
  step('done', `${((Date.now() - t0) / 60000).toFixed(1)} min`);
}

main().catch((error: Error) => {
  process.stderr.write(`train: ${error.message}\n`);
  process.exit(2);
});
