// Our combination step (not in the thesis): when several extractions of one page disagree, keep the one that
// agrees most with the others (the medoid by bag-of-words F1). A method that failed alone is outvoted by two
// that found the same text; with no agreement the first candidate (the SD algorithm's) stays.

/** Agreement below this counts as none (two unrelated texts share function words). */
export const MIN_AGREEMENT = 0.5;

function bag(text: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

export function wordF1(a: Map<string, number>, b: Map<string, number>): number {
  let common = 0;
  let na = 0;
  let nb = 0;
  for (const [t, n] of a) {
    na += n;
    common += Math.min(n, b.get(t) ?? 0);
  }
  for (const n of b.values()) nb += n;
  return na && nb ? (2 * common) / (na + nb) : 0;
}

/** Index of the medoid text (ties and no agreement: the lowest index). Empty texts never win. */
export function medoid(texts: string[]): number {
  const bags = texts.map(bag);
  let best = 0;
  let bestScore = -1;
  texts.forEach((text, i) => {
    if (!text.trim()) return;
    let score = 0;
    bags.forEach((b, j) => {
      if (j === i) return;
      const f = wordF1(bags[i], b);
      if (f >= MIN_AGREEMENT) score += f;
    });
    if (score > bestScore + 1e-9) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}
