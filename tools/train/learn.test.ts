import { describe, expect, it } from 'vitest';
import { blockWeights } from './learn';

const block = (words: number) => ({ text: Array.from({ length: words }, (_, i) => `w${i}`).join(' ') });

describe('blockWeights', () => {
  it('weighs an aligned page block by block as its share of the page words, the page summing to 100', () => {
    const blocks = [block(60), block(30), block(10)];
    const w = blockWeights(blocks, ['main', 'noise', null], 'align');
    expect(w).toEqual([60, 30, 10]);
  });

  it('counts a block without words as one word', () => {
    const w = blockWeights([block(0), block(9)], ['noise', 'main'], 'align');
    expect(w[0]).toBeCloseTo(100 / 9);
    expect(w[1]).toBeCloseTo(100);
  });

  it("shares a snippet page's weight equally among its labelled blocks, whatever their length", () => {
    // A 200-word paragraph found by a `with` snippet and a 4-word "Read more:" line by a `without` one.
    const blocks = [block(200), block(4), block(300)];
    const w = blockWeights(blocks, ['main', 'noise', null], 'snippets', 1);
    expect(w[0]).toBe(50);
    expect(w[1]).toBe(50);
    // Unlabelled blocks keep their word share (training leaves them out).
    expect(w[2]).toBeCloseTo((100 * 300) / 504);
  });

  it('moves a labelled snippet block from its word share towards an equal share by the given part', () => {
    const blocks = [block(200), block(4), block(300)];
    const byWords = blockWeights(blocks, ['main', 'noise', null], 'snippets', 0);
    const equal = blockWeights(blocks, ['main', 'noise', null], 'snippets', 1);
    const half = blockWeights(blocks, ['main', 'noise', null], 'snippets', 0.5);
    expect(byWords).toEqual(blockWeights(blocks, ['main', 'noise', null], 'align'));
    expect(half[0]).toBeCloseTo((byWords[0] + equal[0]) / 2);
    expect(half[1]).toBeCloseTo((byWords[1] + equal[1]) / 2);
    expect(half[2]).toBeCloseTo(byWords[2]);
  });

  it('falls back to word shares on a snippet page where no block is labelled', () => {
    const w = blockWeights([block(3), block(1)], [null, null], 'snippets');
    expect(w).toEqual([75, 25]);
  });
});
