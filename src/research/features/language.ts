// Which stop-word list a page gets: its declared language when we have a list for it, else the list with the
// most hits in a sample of its text, so that no non-English page silently scores zero stop words.
import { STOP_WORDS, STOP_WORD_LANGUAGES } from './stopwords';

/** Words sampled for detection: enough for a stable vote, cheap on huge pages. */
const DETECTION_SAMPLE_WORDS = 2000;

/** Letters (any script) and apostrophes: the tokens stop words are matched against. */
export const WORD = /[\p{L}\p{N}']+/gu;

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Primary subtag of `<html lang>` (e.g. `de-AT` -> `de`), or null. */
export function declaredLanguage(doc: Document): string | null {
  const lang = doc.documentElement.getAttribute('lang') ?? doc.documentElement.getAttribute('xml:lang');
  const primary = lang?.trim().toLowerCase().split(/[-_]/)[0];
  return primary || null;
}

/** The stop-word language with the most hits in `text`, or null when no list matches anything. */
export function detectLanguage(text: string): string | null {
  const sample = words(text).slice(0, DETECTION_SAMPLE_WORDS);
  let best: string | null = null;
  let bestHits = 0;
  for (const lang of STOP_WORD_LANGUAGES) {
    const set = STOP_WORDS[lang];
    let hits = 0;
    for (const w of sample) if (set.has(w)) hits++;
    if (hits > bestHits) {
      best = lang;
      bestHits = hits;
    }
  }
  return best;
}

/** Declared language if we have its list, otherwise detected from the text. */
export function stopWordLanguage(doc: Document, text: string): string | null {
  const declared = declaredLanguage(doc);
  if (declared && STOP_WORDS[declared]) return declared;
  return detectLanguage(text);
}
