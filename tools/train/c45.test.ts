import { describe, expect, it } from 'vitest';
import type { TreeModel, TreeNode } from '../../src/research/classify/model';
import { backedOff, classify } from '../../src/research/classify/tree';
import { trainC45, type Dataset } from './c45';
import { addErrs } from './stats';

// Weka's weather.numeric.arff (Witten & Frank): outlook, temperature, humidity, windy -> play.
const WEATHER: [string, number, number, string, string][] = [
  ['sunny', 85, 85, 'FALSE', 'no'],
  ['sunny', 80, 90, 'TRUE', 'no'],
  ['overcast', 83, 86, 'FALSE', 'yes'],
  ['rainy', 70, 96, 'FALSE', 'yes'],
  ['rainy', 68, 80, 'FALSE', 'yes'],
  ['rainy', 65, 70, 'TRUE', 'no'],
  ['overcast', 64, 65, 'TRUE', 'yes'],
  ['sunny', 72, 95, 'FALSE', 'no'],
  ['sunny', 69, 70, 'FALSE', 'yes'],
  ['rainy', 75, 80, 'FALSE', 'yes'],
  ['sunny', 75, 70, 'TRUE', 'yes'],
  ['overcast', 72, 90, 'TRUE', 'yes'],
  ['overcast', 81, 75, 'FALSE', 'yes'],
  ['rainy', 71, 91, 'TRUE', 'no'],
];
const OUTLOOK = ['sunny', 'overcast', 'rainy'];
const WINDY = ['TRUE', 'FALSE'];
const PLAY = ['yes', 'no'];

function weather(weights?: number[]): Dataset {
  return {
    features: ['outlook', 'temperature', 'humidity', 'windy'],
    nominal: { outlook: OUTLOOK, windy: WINDY },
    rows: WEATHER.map(([o, t, h, w]) => [OUTLOOK.indexOf(o), t, h, WINDY.indexOf(w)]),
    y: WEATHER.map((r) => PLAY.indexOf(r[4])),
    w: weights ?? WEATHER.map(() => 1),
    numClasses: 2,
  };
}

/** Weka-style text rendering, to compare with J48's printed tree. */
function render(node: TreeNode, d: Dataset, depth = 0): string[] {
  if (!node.k) return [];
  const name = d.features[node.f as number];
  const lines: string[] = [];
  node.k.forEach((child, i) => {
    const test =
      node.t !== undefined ? `${name} ${i === 0 ? '<=' : '>'} ${node.t}` : `${name} = ${d.nominal[name][i]}`;
    const prefix = '|   '.repeat(depth) + test;
    if (child.k) lines.push(prefix, ...render(child, d, depth + 1));
    else
      lines.push(
        `${prefix}: ${PLAY[child.c.indexOf(Math.max(...child.c))]} (${child.c.reduce((a, b) => a + b)})`,
      );
  });
  return lines;
}

function model(root: TreeNode, d: Dataset): TreeModel {
  return {
    version: 1,
    task: 't',
    pageType: 'x',
    classes: PLAY,
    features: d.features,
    values: d.nominal,
    root,
    training: {},
  };
}

describe('trainC45', () => {
  it('learns the J48 tree of the weather data (Witten & Frank, figure 10.x output of weka J48)', () => {
    const d = weather();
    expect(render(trainC45(d), d)).toEqual([
      'outlook = sunny',
      '|   humidity <= 75: yes (2)',
      '|   humidity > 75: no (3)',
      'outlook = overcast: yes (4)',
      'outlook = rainy',
      '|   windy = TRUE: no (2)',
      '|   windy = FALSE: yes (3)',
    ]);
  });

  it('keeps per-node class counts', () => {
    const root = trainC45(weather());
    expect(root.c).toEqual([9, 5]);
    expect(root.k?.map((k) => k.c)).toEqual([
      [2, 3],
      [4, 0],
      [3, 2],
    ]);
  });

  it('prunes splits that fit noise (error-based pruning, subtree replacement)', () => {
    // 300 rows: the class is a > 0.5, flipped at random for 15% of rows; b and c are 8-valued nominal noise.
    // The unpruned tree chases the flips through b and c; pruning must cut back to the a-split alone.
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows = Array.from({ length: 300 }, () => [rand(), Math.floor(rand() * 8), Math.floor(rand() * 8)]);
    const eight = ['0', '1', '2', '3', '4', '5', '6', '7'];
    const y = rows.map((r) => Number(r[0] > 0.5) ^ Number(rand() < 0.15));
    const d: Dataset = {
      features: ['a', 'b', 'c'],
      nominal: { b: eight, c: eight },
      rows,
      y,
      w: y.map(() => 1),
      numClasses: 2,
    };
    const unpruned = countNodes(trainC45(d, { confidence: 0.25, minObj: 2, unpruned: true }));
    const pruned = countNodes(trainC45(d));
    expect(unpruned).toBeGreaterThan(20);
    expect(pruned).toBe(3);
  });

  it('honours instance weights (cost-sensitive weighting flips a minority leaf)', () => {
    const rows = Array.from({ length: 12 }, (_, i) => [i % 2]);
    const y = rows.map((_, i) => (i % 3 === 0 ? 1 : 0));
    const plain: Dataset = { features: ['x'], nominal: {}, rows, y, w: y.map(() => 1), numClasses: 2 };
    expect(trainC45(plain).c).toEqual([8, 4]);
    expect(classify(model(trainC45(plain), plain), { x: 0 })).toBe(0);
    const weighted = { ...plain, w: y.map((k) => (k === 1 ? 10 : 1)) };
    expect(classify(model(trainC45(weighted), weighted), { x: 0 })).toBe(1);
  });

  it('needs at least minObj instances on two branches', () => {
    const rows = [[0], [0], [0], [1]];
    const d: Dataset = {
      features: ['x'],
      nominal: { x: ['p', 'q'] },
      rows,
      y: [0, 0, 0, 1],
      w: [1, 1, 1, 1],
      numClasses: 2,
    };
    expect(trainC45(d, { confidence: 0.25, minObj: 2, unpruned: true }).k).toBeUndefined();
  });
});

function countNodes(node: TreeNode): number {
  return 1 + (node.k ?? []).reduce((a, k) => a + countNodes(k), 0);
}

describe('addErrs', () => {
  it('matches C4.5 (Quinlan 1993, p. 41: 6 instances, 0 errors, CF 25% -> U = 0.206)', () => {
    expect(addErrs(6, 0, 0.25) / 6).toBeCloseTo(0.206, 3);
    // Quinlan's example: 9 instances, 0 errors -> U=0.143; 1 instance, 0 errors -> 0.750.
    expect(addErrs(9, 0, 0.25) / 9).toBeCloseTo(0.143, 3);
    expect(addErrs(1, 0, 0.25)).toBeCloseTo(0.75, 3);
  });
});

describe('Δ back-off', () => {
  it('finds main content higher in the tree when the leaf says noise', () => {
    const root: TreeNode = {
      c: [10, 90],
      f: 0,
      t: 0.5,
      k: [{ c: [0, 80] }, { c: [9, 1], f: 0, t: 0.8, k: [{ c: [9, 0] }, { c: [0, 1] }] }],
    };
    const m: TreeModel = {
      version: 1,
      task: 'content',
      pageType: 'x',
      classes: ['main', 'noise'],
      features: ['s'],
      values: {},
      root,
      training: {},
    };
    expect(classify(m, { s: 0.9 })).toBe(1);
    expect(backedOff(m, { s: 0.9 }, 0)).toBe(true);
    expect(backedOff(m, { s: 0.1 }, 0)).toBe(false);
  });
});
