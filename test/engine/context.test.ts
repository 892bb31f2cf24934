// The second look's features: the engine's (src/blocks/context.ts) equal the ones training computed with numpy
// (tools/train/gbdt/context.py --sample wrote test/fixtures/context-sample.json from three training pages),
// and they say what their names say.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextFeatures, CONTEXT_FEATURES } from '../../src/blocks/context';
import type { BlockTable } from '../../src/blocks/types';
import { secondLook, type ContextModel } from '../../src/learned/model';
import { FIXTURES } from '../helpers/engine';

interface SamplePage {
  probabilities: number[];
  chars: number[];
  page: number[];
  x: number[];
  width: number;
  columns: number[];
  features: number[];
}
const sample = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'context-sample.json'), 'utf8')) as {
  names: string[];
  pages: SamplePage[];
};

/** Three blocks' probabilities (main, comment, noise) and their text lengths, no first-model columns. */
function features(probabilities: number[][], chars: number[], page = [0.7, 0.2, 0.1]) {
  const { x, width } = contextFeatures({
    probabilities: probabilities.flat(),
    chars,
    page,
    x: [],
    width: 0,
    columns: [],
  });
  const at = (i: number, name: string) => x[i * width + CONTEXT_FEATURES.indexOf(name)];
  return at;
}

describe('the second look', () => {
  it('computes the features training computed, number for number', () => {
    expect(sample.names).toEqual(CONTEXT_FEATURES);
    expect(sample.pages.map((p) => p.chars.length).some((n) => n > 50)).toBe(true);
    for (const p of sample.pages) {
      const { x, rows, width } = contextFeatures(p);
      expect(rows).toBe(p.chars.length);
      expect(width).toBe(p.columns.length + CONTEXT_FEATURES.length);
      expect([...x]).toEqual(p.features);
    }
  });

  it("weighs the neighbours' classes by their text and leaves the block itself out", () => {
    const at = features(
      [
        [1, 0, 0],
        [0, 0, 1],
        [0, 1, 0],
      ],
      [10, 1000, 30],
    );
    // Around the first block: the noise block (1000 chars) and the comment (30 chars).
    expect(at(0, 'around2:noise')).toBeCloseTo(1000 / 1030, 6);
    expect(at(0, 'around2:comment')).toBeCloseTo(30 / 1030, 6);
    expect(at(0, 'around2:main')).toBe(0);
    expect(at(1, 'around2:main')).toBeCloseTo(10 / 40, 6);
    expect(at(0, 'previous:main')).toBe(-1);
    expect(at(1, 'previous:main')).toBe(1);
    expect(at(2, 'next:noise')).toBe(-1);
  });

  it("places a block in the page's masses of each class and after its last main block", () => {
    const at = features(
      [
        [0.2, 0, 0.8],
        [0.9, 0.1, 0],
        [0.6, 0.4, 0],
        [0, 1, 0],
      ],
      [100, 100, 100, 100],
    );
    // Main mass 170: 20 before the second block, 60 after it.
    expect(at(1, 'massBefore:main')).toBeCloseTo(20 / 170, 6);
    expect(at(1, 'massAfter:main')).toBeCloseTo(60 / 170, 6);
    expect([0, 1, 2, 3].map((i) => at(i, 'afterLastMain'))).toEqual([0, 0, 0, 1]);
    // Blocks 1 and 2 read as main, 100 chars each: half the main text is reached at block 1.
    expect(at(3, 'fromMainMiddle')).toBeCloseTo(2 / 4, 6);
    expect(at(3, 'page:comment')).toBeCloseTo(0.2, 6);
  });

  it('gives a page without main text or without text finite features', () => {
    const at = features(
      [
        [0, 0, 1],
        [0.1, 0.2, 0.7],
      ],
      [0, 0],
    );
    for (const name of CONTEXT_FEATURES)
      for (const i of [0, 1]) expect(Number.isFinite(at(i, name))).toBe(true);
    expect(at(0, 'afterLastMain')).toBe(1);
  });
});

describe('secondLook', () => {
  // Three one-leaf trees, one per class: the second look calls every block noise with probability 0.98.
  const model: ContextModel = {
    classes: ['main', 'comment', 'noise'],
    features: [...CONTEXT_FEATURES],
    trees: {
      root: [~0, ~1, ~2],
      feature: [],
      threshold: [],
      left: [],
      right: [],
      flags: [],
      leaf: [0, 0, Math.log(98)],
    },
    columns: [],
    weight: 0.5,
  };
  const table = { blocks: [{ text: 'A paragraph.' }, { text: 'Share' }] } as unknown as BlockTable;
  const first = {
    labels: ['main', 'main'] as const,
    probabilities: [
      [0.9, 0.05, 0.05],
      [0.99, 0.005, 0.005],
    ],
    matrix: { x: new Float32Array(0), rows: 2, width: 0 },
  };
  const copy = () => ({ ...first, labels: [...first.labels] });

  it("settles main against noise by the two looks' weighted mean, and keeps the first look's comment", () => {
    const { labels, probabilities } = secondLook(table, copy(), model, [1, 0, 0]);
    const [main, noise] = [(0.9 + 0.01) / 2, (0.05 + 0.98) / 2];
    expect(probabilities[0][0]).toBeCloseTo((1 - 0.05) * (main / (main + noise)), 6);
    expect(probabilities[0][1]).toBe(0.05);
    expect(probabilities[0][2]).toBeCloseTo((1 - 0.05) * (noise / (main + noise)), 6);
    expect(labels).toEqual(['noise', 'main']);
    const alone = secondLook(table, copy(), { ...model, weight: 1 }, [1, 0, 0]);
    expect(alone.labels).toEqual(['noise', 'noise']);
  });

  it('leaves a block the first look reads as comment a comment', () => {
    const commented = { ...copy(), probabilities: [[0.3, 0.6, 0.1], first.probabilities[1]] };
    const { labels, probabilities } = secondLook(table, commented, { ...model, weight: 1 }, [0, 1, 0]);
    expect(labels[0]).toBe('comment');
    expect(probabilities[0].reduce((a, b) => a + b)).toBeCloseTo(1, 9);
  });

  it('refuses a model trained on other context features', () => {
    const other = { ...model, features: model.features.slice(1) };
    expect(() => secondLook(table, copy(), other, [1, 0, 0])).toThrow(/context features/);
  });
});
