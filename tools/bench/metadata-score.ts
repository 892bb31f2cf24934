// Whether an author or a date shown to the reader agrees with the corpus gold (issue 21, "Done when": author
// and date agree with the gold at least as often as Readability.js's byline and publishedTime do). The same
// rules for every extractor, so a byline Readability prints as "By Ann Lee" is not held against it.
import { sameDay } from './dates';

/** Words a byline puts around a name in the corpus's languages; not part of anyone's name. */
const BYLINE_WORDS = new Set([
  'by',
  'posted',
  'written',
  'von',
  'par',
  'por',
  'di',
  'door',
  'autor',
  'text',
  'текст',
  'автор',
  'and',
  'und',
  'et',
]);

/** The words of a name, lower-cased, without the byline's own words and punctuation. */
export function nameWords(name: string): string[] {
  return (
    name
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => !BYLINE_WORDS.has(w));
}

/** Words a found byline may carry beyond the gold's name (a date, a job title) and still name the writer. */
const MAX_EXTRA_WORDS = 2;

/**
 * An author agrees with the gold when every word of it is among the gold's ("Dylan Bailey" for "Dylan Bailey,
 * MS, RD, FAND"; one of several authors), or when it holds every word of the gold and at most two more ("By
 * Ann Lee" for "Ann Lee"). "Condé Nast" or "Google profile" for "John" do not, nor does a sentence that
 * happens to hold the name.
 */
export function sameAuthor(found: string | null | undefined, gold: string): boolean {
  const f = nameWords(found ?? '');
  const g = nameWords(gold);
  if (!f.length || !g.length) return false;
  const inG = f.every((w) => g.includes(w));
  const inF = g.every((w) => f.includes(w)) && f.length - g.length <= MAX_EXTRA_WORDS;
  return inG || inF;
}

/** A date agrees with the gold when it names the same day (dates.ts reads both). */
export function sameDate(found: string | null | undefined, gold: string): boolean {
  return !!found && sameDay(found, gold);
}
