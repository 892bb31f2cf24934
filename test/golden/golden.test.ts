// Every fixture page's whole Extraction against its golden file (golden.ts says what is kept and why).
// `npm run golden` rewrites the files from the built engine; the diff is the review.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { runEngine } from '../../tools/lib/render';
import { closeEngine, FIXTURES, withPage } from '../helpers/engine';
import {
  expectGolden,
  GOLDEN_DIR,
  GOLDEN_OPTIONS,
  goldenFile,
  readGolden,
  toGolden,
  UPDATING,
  writeGolden,
} from './golden';

const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.html'))
  .sort();

afterAll(closeEngine);

it.each(fixtures)('%s matches its golden Extraction', async (fixture) => {
  const actual = await withPage(fixture, (page) => runEngine<Extraction>(page, GOLDEN_OPTIONS));
  const file = goldenFile(fixture);
  const relative = path.relative(process.cwd(), file);
  if (UPDATING) {
    if (writeGolden(file, toGolden(actual))) console.log(`golden: wrote ${relative}`);
    return;
  }
  if (!fs.existsSync(file)) {
    expect.fail(`${relative} is missing: run \`npm run golden\` to write it, then review it in the diff.`);
  }
  expectGolden(actual, readGolden(file), relative);
});

it('has a fixture for every golden file', () => {
  const wanted = new Set(fixtures.map(goldenFile));
  const orphans = fs
    .readdirSync(GOLDEN_DIR)
    .map((f) => path.join(GOLDEN_DIR, f))
    .filter((f) => f.endsWith('.json') && !wanted.has(f));
  if (UPDATING) {
    for (const file of orphans) fs.rmSync(file);
    return;
  }
  const names = orphans.map((f) => path.relative(process.cwd(), f));
  expect(names, 'golden files without a fixture: `npm run golden` removes them').toEqual([]);
});
