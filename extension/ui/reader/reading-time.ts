// Estimated reading time of what the overlay shows.

/**
 * Silent reading rate for non-fiction in English: Brysbaert (2019), "How many words do we read per minute?
 * A review and meta-analysis of reading rate", Journal of Memory and Language 109, reports 238 wpm; 230 is
 * the rounded figure reader modes commonly use, and it leaves room for headings and figures.
 */
export const WORDS_PER_MINUTE = 230;

/**
 * Words by Unicode word segmentation, so scripts without spaces (Chinese, Japanese, Thai) are counted by
 * word and not as one huge "word"; a whitespace split is the fallback where Intl.Segmenter is missing.
 */
export function countWords(text: string, lang?: string | null): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(lang || undefined, { granularity: 'word' });
    let n = 0;
    for (const segment of segmenter.segment(text)) if (segment.isWordLike) n += 1;
    return n;
  }
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whole minutes, at least 1 for any text, 0 for none. */
export function readingMinutes(words: number, wpm = WORDS_PER_MINUTE): number {
  if (!(words > 0)) return 0;
  return Math.max(1, Math.round(words / wpm));
}
