// Estimated reading time of what the overlay shows.

/**
 * Silent reading rate for non-fiction in English: Brysbaert (2019), "How many words do we read per minute?
 * A review and meta-analysis of reading rate", Journal of Memory and Language 109, reports 238 wpm; 230 is
 * the rounded figure reader modes commonly use, and it leaves room for headings and figures.
 */
export const WORDS_PER_MINUTE = 230;

/**
 * Scripts written without spaces between words: Chinese, Japanese, Thai, Lao, Khmer, Myanmar, Tibetan. A text
 * with any of them is counted by Unicode word segmentation; a whitespace split would count a sentence as one
 * word.
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
/** A word of a text written with spaces: from its first letter or digit to the next space. */
const SPACED_WORD = /[\p{L}\p{N}]\S*/gu;

/**
 * Words of `text`: in scripts written with spaces, the runs between spaces that hold a letter or a digit
 * (one native match over the text); in scripts without, Unicode word segmentation where Intl.Segmenter is
 * there. Segmenting every text took the reader 20 ms of a fresh page on an ordinary article (one object per
 * word and per space, in a content script V8 has not optimised): the reader's single largest cost after the
 * extraction (toolbar click to first paint, 14 corpus pages).
 */
export function countWords(text: string, lang?: string | null): number {
  if (UNSPACED.test(text) && typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(lang || undefined, { granularity: 'word' });
    let n = 0;
    for (const segment of segmenter.segment(text)) if (segment.isWordLike) n += 1;
    return n;
  }
  return text.match(SPACED_WORD)?.length ?? 0;
}

/** Whole minutes, at least 1 for any text, 0 for none. */
export function readingMinutes(words: number, wpm = WORDS_PER_MINUTE): number {
  if (!(words > 0)) return 0;
  return Math.max(1, Math.round(words / wpm));
}
