// The engine's LightGBM inference gives the library's scores: test/fixtures/gbdt-sample.json holds a model
// trained by LightGBM (tools/train/gbdt/sample.py), rows that reach every kind of split (zeros, NaN, values
// exactly on a threshold) and `booster.predict(rows, raw_score=True)`. The rows are float32 values, as the
// engine's feature vectors are; the export writes leaf values as float32s, so scores agree to about 1e-6.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probabilities, rawScoreMatrix, rawScores, type GbdtModel } from '../../src/blocks/gbdt';
import { featureNames } from '../../src/blocks/features';
import { checkFeatures } from '../../src/learned/model';
import { SHIPPED_MODEL } from '../../tools/lib/paths';
import { FIXTURES } from '../helpers/engine';

const sample = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'gbdt-sample.json'), 'utf8')) as {
  model: GbdtModel;
  rows: (number | null)[][];
  raw: number[][];
};
const rows = sample.rows.map((r) => r.map((v) => (v === null ? NaN : v)));

describe('gradient-boosted trees', () => {
  it('scores every sample row as LightGBM does', () => {
    expect(rows.some((r) => r.some(Number.isNaN))).toBe(true);
    rows.forEach((row, i) => {
      const mine = rawScores(sample.model, row);
      sample.raw[i].forEach((theirs, c) => expect(mine[c]).toBeCloseTo(theirs, 5));
    });
  });

  it('scores a matrix of rows as it scores each row alone', () => {
    const width = rows[0].length;
    const x = new Float32Array(rows.flat());
    const k = sample.model.classes.length;
    const all = rawScoreMatrix(sample.model, x, rows.length, width);
    rows.forEach((row, i) =>
      expect([...all.subarray(i * k, (i + 1) * k)]).toEqual(rawScores(sample.model, row)),
    );
  });

  it('reads a NaN as zero in a model whose splits all have missing type none, as the shipped one', () => {
    // The sample's splits without their missing types: LightGBM reads a missing value as zero at such a split.
    const trees = sample.model.trees;
    const plain: GbdtModel = { ...sample.model, trees: { ...trees, flags: trees.flags.map((f) => f & 1) } };
    // Every third value missing, at a different place in each row.
    const nans = rows.map((r, i) => r.map((v, j) => ((i + j) % 3 ? v : NaN)));
    const zeroed = nans.map((r) => r.map((v) => (Number.isNaN(v) ? 0 : v)));
    const width = rows[0].length;
    const scores = rawScoreMatrix(plain, new Float32Array(nans.flat()), nans.length, width);
    expect([...scores]).toEqual([
      ...rawScoreMatrix(plain, new Float32Array(zeroed.flat()), nans.length, width),
    ]);
    // And NaN does not read as zero where the missing types say otherwise.
    expect([...rawScoreMatrix(sample.model, new Float32Array(nans.flat()), nans.length, width)]).not.toEqual([
      ...rawScoreMatrix(sample.model, new Float32Array(zeroed.flat()), nans.length, width),
    ]);
  });

  it('turns raw scores into probabilities that sum to one, best class first where the library has it', () => {
    for (const [i, row] of rows.entries()) {
      const p = probabilities(sample.model, row);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const best = (xs: number[]) => xs.indexOf(Math.max(...xs));
      expect(best(p)).toBe(best(sample.raw[i]));
    }
  });
});

describe('the shipped block model', () => {
  const shipped = JSON.parse(fs.readFileSync(SHIPPED_MODEL, 'utf8'));

  it('was trained on the features the engine computes, name for name', () => {
    expect(shipped.features).toEqual(featureNames(shipped.vocabulary));
    expect(() => checkFeatures(shipped)).not.toThrow();
  });

  it("is refused when its features are not the engine's", () => {
    const renamed = {
      ...shipped,
      features: shipped.features.map((f: string, i: number) => (i === 3 ? 'other' : f)),
    };
    expect(() => checkFeatures(renamed)).toThrow(/other features than the engine computes/);
    const shorter = { ...shipped, features: shipped.features.slice(1) };
    expect(() => checkFeatures(shorter)).toThrow(/npm run train/);
  });
});
