import { describe, expect, it } from 'vitest';
import type { FeatureDump } from '../../src/research/features/dump';
import { labelNodes } from './label';

// body(0..4) > [nav(0..1), article(1..4) > [p(1..2), p(2..3), p(3..4)]]; candidates in post-order.
function dump(leaves: string[], sel: number[] = leaves.map(() => -1)): FeatureDump {
  return {
    lang: 'en',
    rows: [{}, {}, {}, {}, {}, {}],
    tags: ['ul', 'p', 'p', 'p', 'article', 'body'],
    ids: ['nav', 'p1', 'p2', 'p3', 'art', 'body'],
    spans: [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [1, 4],
      [0, 4],
    ],
    parents: [5, 4, 4, 4, 5, -1],
    leaves: leaves.map((text, i) => ({ text, a: false, sel: sel[i] })),
    ms: 0,
  };
}

describe('labelNodes', () => {
  const leaves = [
    'Home News Sport Weather',
    'The council voted to close the old bridge',
    'Repairs would cost more than a new one',
    'Work starts in the spring of next year',
  ];
  const gold = `${leaves.slice(1).join('. ')}.`;

  it('marks main text by matching token runs, and the article (not its paragraphs, not the body) as the good main segment', () => {
    const l = labelNodes(dump(leaves), gold);
    expect(l.leafMain).toEqual([0, 1, 1, 1]);
    expect(l.content).toEqual([false, true, true, true, true, false]);
    // The paragraphs are too fine (each a third of the uniform article), the body is mixed (too coarse), the
    // nav is a good noise segment.
    expect(l.segment).toEqual([true, false, false, false, true, false]);
    expect(l.single).toEqual([false, false, false, false, true, false]);
  });

  it('does not mark common words that match out of order', () => {
    const l = labelNodes(dump(['the old the new the', ...leaves.slice(1)]), gold);
    expect(l.leafMain[0]).toBe(0);
  });

  it("uses L3S-GN1's annotation classes when present (1 headline, 2 full text are main)", () => {
    const l = labelNodes(dump(leaves, [0, 2, 5, 2]), 'unrelated gold text');
    expect(l.leafMain).toEqual([0, 1, 0, 1]);
  });
});
