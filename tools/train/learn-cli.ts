// `npm run learn -- data|score`: the learned engine's steps one at a time (npm run train runs them all).
//
//   npm run learn -- data [--tables DIR] [--out DIR]          write the dataset (learn.ts writeData)
//   npm run learn -- score [--out DIR] [--oof FILE]           score out-of-fold predictions per set
//   npm run learn -- page-type [--out DIR]                     the page type's and the second look's models on
//                                                              the block models' folds
//   npm run learn -- grid [CONFIG...]                          trees' sizes cross-validated: models/GRID.md
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS } from '../lib/paths';
import { GRID_CONFIGS, runGrid } from './grid';
import { LEARN_DIR, oofTable, scoreOof, writeData } from './learn';
import { mergeModelParts } from './merge';
import { writePageData } from './page-type';
import { TABLES_DIR, tableBundle } from './tables';
import { GBDT, python, UNITS } from './trees';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      corpus: { type: 'string', default: DEFAULT_CORPUS },
      tables: { type: 'string' },
      out: { type: 'string', default: LEARN_DIR },
      oof: { type: 'string' },
    },
  });
  const [command] = positionals;
  if (command === 'data') {
    const dir = values.tables ?? path.join(TABLES_DIR, (await tableBundle(UNITS)).hash);
    if (!fs.existsSync(dir)) throw new Error(`No block tables at ${dir}: run \`npm run tables\` first.`);
    await writeData(values.corpus, dir, values.out);
  } else if (command === 'score') {
    process.stdout.write(`${oofTable(scoreOof(values.corpus, values.out, values.oof))}\n`);
  } else if (command === 'page-type') {
    writePageData(values.corpus, values.out);
    const py = python((detail) => process.stderr.write(`learn: python: ${detail}\n`));
    execFileSync(py, [path.join(GBDT, 'page_type.py'), values.out], { stdio: 'inherit' });
    // The second look reads the page type's out-of-fold probabilities: retrained with it.
    execFileSync(py, [path.join(GBDT, 'context.py'), values.out], { stdio: 'inherit' });
    mergeModelParts(values.out);
  } else if (command === 'grid') {
    const configs = positionals.length > 1 ? positionals.slice(1) : GRID_CONFIGS;
    process.stdout.write(`${await runGrid(values.corpus, values.out, configs)}\n`);
  } else
    throw new Error(
      'Usage: npm run learn -- data|score|page-type|grid [CONFIG...] [--tables DIR] [--out DIR] [--oof FILE] [--corpus DIR]',
    );
}

main().catch((error: Error) => {
  process.stderr.write(`learn: ${error.message}\n`);
  process.exit(2);
});
