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

/** The classifiers may overrule SD's article only when their text is within this factor of SD's length... */
export const MAX_LENGTH_RATIO = 4;
/** ...or when SD's article is shorter than this (SD found no real article: a caption, a teaser). */
export const MIN_TRUSTED_SD_CHARS = 500;

/**
 * Optional guard on the vote (`pith-guard`; ours, read off the bench's first 40 pages per set): a classifier
 * text 4x shorter than SD's article is a fragment, and one 4x longer than a real SD article has swallowed
 * comments or a listing; in both cases SD's article stays. Not in the default: a fresh dev sample disagreed.
 */
export function mayOverrule(sdText: string, classifierText: string): boolean {
  const s = sdText.trim().length;
  const c = classifierText.trim().length;
  if (s < MIN_TRUSTED_SD_CHARS) return c > 0;
  return c * MAX_LENGTH_RATIO >= s && c <= MAX_LENGTH_RATIO * s;
}
