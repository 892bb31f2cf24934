import { describe, expect, it } from 'vitest';
import { internWords, lcsLength, lcsLengthDP } from './lcs';

describe('lcsLength', () => {
  it('solves small cases by hand', () => {
    expect(lcsLength('ABCBDAB', 'BDCABA')).toBe(4);
    expect(lcsLength('', 'abc')).toBe(0);
    expect(lcsLength('abc', 'abc')).toBe(3);
    expect(lcsLength('abc', 'xyz')).toBe(0);
  });

  it('agrees with the textbook DP across word boundaries of the bit vector', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 60; round++) {
      const text = (n: number) => Array.from({ length: n }, () => 'abcd'[Math.floor(rand() * 4)]).join('');
      const a = text(Math.floor(rand() * 140));
      const b = text(Math.floor(rand() * 140));
      expect(lcsLength(a, b), `${a} / ${b}`).toBe(lcsLengthDP(a, b));
    }
  });

  it('compares interned words', () => {
    const [a, b] = internWords(['the', 'cat', 'sat'], ['a', 'cat', 'sat', 'down']);
    expect(lcsLength(a, b)).toBe(2);
  });
});
