// The class/id word vocabulary of the learned engine's features (src/blocks/features.ts), chosen in training
// from the names on the training sites. Label-free: a word is kept for how many sites use it, not for what it
// predicts, so choosing it on every site leaks nothing into the out-of-fold scores.

/** A name word is in the vocabulary when it appears on at least this share of the training sites... */
const VOCABULARY_SITE_SHARE = 0.01;
/** ...and on at least this many sites; the most widespread words first, at most VOCABULARY_MAX. */
const VOCABULARY_MIN_SITES = 5;
const VOCABULARY_MAX = 200;

/** Name words found on enough sites, by how many sites have them (label-free, so no fold learns from it). */
export function chooseVocabulary(siteWords: Map<string, Set<string>>, sites: number): string[] {
  const floor = Math.max(VOCABULARY_MIN_SITES, Math.ceil(VOCABULARY_SITE_SHARE * sites));
  return [...siteWords]
    .filter(([, s]) => s.size >= floor)
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, VOCABULARY_MAX)
    .map(([w]) => w);
}
