// Decisions smoothed in reading order (issue 19 item 5): the classifier scores each block alone, but main
// content, comments and noise come in runs. As in Web2Text (Vogels et al. 2018), the blocks are the states'
// observations of a hidden Markov chain: the most likely sequence of classes (Viterbi) given each block's
// class probabilities and the probability of one class following another, learned from the training pages'
// label sequences.

/** transition[a][b]: probability that a block of class b follows one of class a. */
export type Transition = number[][];

/**
 * The most likely classes of the blocks in order. `probabilities[i][c]` is the classifier's probability of
 * class c for block i (a posterior; divided by `prior` it stands in for the likelihood, as in hybrid
 * HMM/classifier decoders). Log space, so long pages do not underflow.
 */
export function viterbi(
  probabilities: readonly number[][],
  transition: Transition,
  prior: readonly number[],
): number[] {
  const n = probabilities.length;
  if (!n) return [];
  const k = prior.length;
  const log = (x: number) => Math.log(Math.max(x, 1e-12));
  const emit = (i: number, c: number) => log(probabilities[i][c]) - log(prior[c]);
  let score = Array.from({ length: k }, (_, c) => log(prior[c]) + emit(0, c));
  const back: Int8Array[] = [];
  for (let i = 1; i < n; i++) {
    const from = new Int8Array(k);
    const next = new Array<number>(k);
    for (let c = 0; c < k; c++) {
      let best = -Infinity;
      for (let p = 0; p < k; p++) {
        const s = score[p] + log(transition[p][c]);
        if (s > best) {
          best = s;
          from[c] = p;
        }
      }
      next[c] = best + emit(i, c);
    }
    back.push(from);
    score = next;
  }
  const path = new Array<number>(n);
  path[n - 1] = score.indexOf(Math.max(...score));
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i - 1][path[i]];
  return path;
}

/** Transition probabilities and class priors counted from labelled sequences (-1: unknown, skipped), with
 * add-one smoothing so that no change of class is impossible. */
export function countTransitions(
  sequences: readonly number[][],
  classes: number,
): { transition: Transition; prior: number[] } {
  const t = Array.from({ length: classes }, () => new Array<number>(classes).fill(1));
  const p = new Array<number>(classes).fill(1);
  for (const seq of sequences) {
    let last = -1;
    for (const c of seq) {
      if (c < 0) continue;
      p[c]++;
      if (last >= 0) t[last][c]++;
      last = c;
    }
  }
  const total = p.reduce((a, b) => a + b, 0);
  return {
    transition: t.map((row) => {
      const sum = row.reduce((a, b) => a + b, 0);
      return row.map((x) => x / sum);
    }),
    prior: p.map((x) => x / total),
  };
}
