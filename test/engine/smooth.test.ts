// Smoothing block decisions in reading order (src/blocks/smooth.ts).
import { describe, expect, it } from 'vitest';
import { countTransitions, viterbi } from '../../src/blocks/smooth';

const MAIN = 0;
const NOISE = 2;

describe('Viterbi smoothing', () => {
  // Runs are long: a class follows itself 9 times in 10.
  const sticky = [
    [0.9, 0.05, 0.05],
    [0.05, 0.9, 0.05],
    [0.05, 0.05, 0.9],
  ];
  const prior = [1 / 3, 1 / 3, 1 / 3];

  it('turns a doubtful block inside a run of main blocks into main', () => {
    const p = [
      [0.9, 0.05, 0.05],
      [0.9, 0.05, 0.05],
      [0.4, 0.05, 0.55], // a short paragraph the classifier doubts
      [0.9, 0.05, 0.05],
    ];
    expect(viterbi(p, sticky, prior)).toEqual([MAIN, MAIN, MAIN, MAIN]);
  });

  it('keeps a confident change of class', () => {
    const p = [
      [0.95, 0.03, 0.02],
      [0.95, 0.03, 0.02],
      [0.02, 0.03, 0.95],
      [0.02, 0.03, 0.95],
    ];
    expect(viterbi(p, sticky, prior)).toEqual([MAIN, MAIN, NOISE, NOISE]);
  });

  it('is each block’s best class when classes follow one another freely', () => {
    const free = Array.from({ length: 3 }, () => [1 / 3, 1 / 3, 1 / 3]);
    const p = [
      [0.6, 0.3, 0.1],
      [0.1, 0.2, 0.7],
      [0.2, 0.5, 0.3],
    ];
    expect(viterbi(p, free, prior)).toEqual([0, 2, 1]);
    expect(viterbi([], free, prior)).toEqual([]);
  });

  it('counts transitions and priors from labelled sequences, skipping unknown blocks', () => {
    const { transition, prior: counted } = countTransitions(
      [
        [0, 0, -1, 0, 2],
        [2, 2],
      ],
      3,
    );
    // main→main twice (the unknown block is skipped), main→noise once, noise→noise once; plus one each.
    expect(transition[0]).toEqual([3 / 6, 1 / 6, 2 / 6]);
    expect(transition[2]).toEqual([1 / 4, 1 / 4, 2 / 4]);
    expect(counted).toEqual([4 / 9, 1 / 9, 4 / 9]);
  });
});
