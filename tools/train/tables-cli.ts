// `npm run tables -- [--sets wcxb,dragnet] [--limit N] [--concurrency N] [--units elements|runs] [--corpus DIR]`:
// renders the corpus pages whose block table is not cached yet (tables.ts), of the blocks the shipped model is
// trained on unless --units says otherwise (trees.ts, UNITS). Resumable: stop it at any time and run it again.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS } from '../lib/paths';
import { cacheTables, TABLE_CONCURRENCY, TABLE_SETS } from './tables';
import { UNITS } from './trees';

async function main() {
  const { values } = parseArgs({
    options: {
      corpus: { type: 'string', default: DEFAULT_CORPUS },
      sets: { type: 'string', default: TABLE_SETS.join(',') },
      limit: { type: 'string' },
      concurrency: { type: 'string', default: String(TABLE_CONCURRENCY) },
      units: { type: 'string', default: UNITS },
    },
  });
  if (!fs.existsSync(values.corpus)) throw new Error(`No corpus at ${values.corpus}.`);
  if (values.units !== 'elements' && values.units !== 'runs') throw new Error('--units is elements or runs.');
  const result = await cacheTables({
    corpus: values.corpus,
    sets: values.sets.split(',').filter(Boolean),
    limit: values.limit ? Number(values.limit) : undefined,
    concurrency: Number(values.concurrency),
    units: values.units,
  });
  for (const f of result.failed) process.stderr.write(`failed ${f}\n`);
  process.stdout.write(
    `${result.rendered} rendered, ${result.cached} already cached, ${result.failed.length} failed: ${result.dir}\n`,
  );
}

main().catch((error: Error) => {
  process.stderr.write(`tables: ${error.message}\n`);
  process.exit(2);
});
