// A person's name as a byline prints it: what goes before it ("By", "Par", "Текст:", "بقلم", "文/") and after
// it (a separator, a date) removed. Shared by the page's byline (metadata/byline.ts) and each post's
// (assemble/byline.ts).
import { normalizeSpace } from '../dom/text';

/**
 * What a byline puts before the name, in the languages of the corpus and its neighbours: words followed by a
 * space or a colon ("By", "Posted by", "Par", "Von", "Por", "Di", "Door", "Av", "Przez", "Autor:", "Текст:",
 * "Автор:", "بقلم", "Bởi"), and the CJK marks followed by a slash or a colon ("文/", "作者：", "記者：").
 */
export const BYLINE_PREFIX = new RegExp(
  [
    String.raw`^(?:(?:posted|written|reported|words|story|text|photos?|comment(?:ed)?|reply)\s+by|(?:publicado|escrito|publié|écrit|rédigé|geschrieben|veröffentlicht|scritto|pubblicato|kommentar|antwort|commentaire|comentario|commento)\s+(?:por|par|von|da|de)|by|from|par|von|door|di|da|de|por|av|af|przez|от|автор|текст|autor|auteur|autore|auteure|tekst|bởi|بقلم|كتب|كتبه|كتبت)(?:\s*[:：]\s*|\s+)`,
    String.raw`^(?:文|作者|記者|记者|撰文|文字|著)\s*[/:：／]\s*`,
  ].join('|'),
  'iu',
);

/** Where a byline goes on after the name: a separator, or a date ("on July 21, 2012", "at 01/08/08", "12.03.2020",
 * "5. Mai 2024", "Dec 19, 2025"). */
export const AFTER_NAME =
  /\s*(?:[»›|·•–—]|\bon\s+\w+\.?\s+\d|\s(?:[aA][tT]|[oO][nN])\s+\d|,?\s+\d{1,2}[./:-]\d{1,2}|,?\s+\d{1,2}\.?\s+\p{L}{3,}\.?\s+\d{2,4}|,?\s+\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b).*$/su;

/** What AFTER_NAME needs to match: a digit or a separator. Most names hold neither, and AFTER_NAME, a large
 * Unicode pattern compiled afresh on each page, is then not run. */
const AFTER_NAME_MARK = /[\d»›|·•–—]/;

/** How a comment's number before the name begins (the Unicode pattern that removes it is run only then). */
const NUMBERED = /^#?\d/;

/** The verbs a comment's header puts after the name: "Ann says:", "Bob said,", "Eva schreibt:". */
export const SAYS_WORDS = String.raw`(?:says|said|wrote|writes|schreibt|sagt|meint|dit|écrit|a écrit|dice|escribió|scrive|schreef|zegt|napisał|пишет|написал|написала)(?=[\s:,]|$)`;
const SAYS = new RegExp(String.raw`\s+${SAYS_WORDS}.*$`, 'isu');

/** The name in a byline's text, prefixes (up to two: "Text: von Ann") and what follows removed; may be ''. */
export function bylineName(text: string): string {
  // A comment's number before the name ("1. Al", "#12 Ann") is not part of it.
  let name = normalizeSpace(text);
  if (NUMBERED.test(name)) name = name.replace(/^#?\d{1,4}[.):]?\s+(?=\p{L})/u, '');
  for (let i = 0; i < 2; i++) {
    const next = name.replace(BYLINE_PREFIX, '');
    if (next === name) break;
    name = next;
  }
  name = name.replace(SAYS, '');
  return (AFTER_NAME_MARK.test(name) ? name.replace(AFTER_NAME, '') : name).trim();
}
