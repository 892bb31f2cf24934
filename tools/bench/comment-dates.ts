// Comment dates as pages print them (English, German, French, Spanish and Italian month names; day.month.year;
// month/day/year unless the page writes day first), read to a calendar day. The gold drafter reads the pages'
// dates with it, and the comment-card metric reads a date the engine gave as printed text.

const MONTHS: Record<string, number> = {};
[
  ['jan', 'january', 'januar', 'janvier', 'jän', 'jänner', 'enero', 'gennaio'],
  ['feb', 'february', 'februar', 'février', 'febrero', 'febbraio'],
  ['mar', 'march', 'märz', 'maerz', 'mars', 'marzo', 'mär'],
  ['apr', 'april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio'],
  ['jun', 'june', 'juni', 'juin', 'junio', 'giugno'],
  ['jul', 'july', 'juli', 'juillet', 'julio', 'luglio'],
  ['aug', 'august', 'août', 'agosto'],
  ['sep', 'sept', 'september', 'septembre', 'septiembre', 'settembre'],
  ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'ottobre'],
  ['nov', 'november', 'novembre', 'noviembre'],
  ['dec', 'december', 'dez', 'dezember', 'décembre', 'diciembre', 'dicembre'],
].forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));

const pad = (n: number) => String(n).padStart(2, '0');
const year4 = (y: string) => (y.length === 2 ? (Number(y) > 50 ? 1900 : 2000) + Number(y) : Number(y));

function ymd(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2030) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * The calendar date a comment's date text or attribute names, as YYYY-MM-DD, or the ISO date-time itself where
 * it has a zone (a datetime attribute); null where none can be read (no year, a time of day only, "2 days ago").
 */
export function parseCommentDate(text: string | null | undefined, dayFirst = false): string | null {
  if (!text) return null;
  const t = text.replace(/\s+/g, ' ').trim();
  let m = /\b(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2}))?/.exec(t);
  if (m) return ymd(+m[1], +m[2], +m[3]) && m[4] ? m[0] : ymd(+m[1], +m[2], +m[3]);
  const month = (s: string) =>
    MONTHS[s.toLowerCase().replace(/\.$/, '')] ?? MONTHS[s.toLowerCase().slice(0, 3)];
  m = /\b([A-Za-zäéû]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(t);
  if (m && month(m[1])) return ymd(+m[3], month(m[1]), +m[2]);
  // "Jan 17, 08 at 03:27 PM": a two-digit year after the comma, not an hour
  m = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),\s+(\d{2})\b(?!:)/.exec(t);
  if (m && month(m[1])) return ymd(year4(m[3]), month(m[1]), +m[2]);
  m = /\b(\d{1,2})(?:st|nd|rd|th)?\.?\s+(?:of\s+)?([A-Za-zäéû]{3,9})\.?,?\s+(\d{4})\b/.exec(t);
  if (m && month(m[2])) return ymd(+m[3], month(m[2]), +m[1]);
  m = /\b(\d{1,2})\.(\d{1,2})(?:\.|,\s*)(\d{2,4})\b/.exec(t);
  if (m) return ymd(year4(m[3]), +m[2], +m[1]);
  m = /\b(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/.exec(t);
  if (m) return dayFirst ? ymd(year4(m[3]), +m[2], +m[1]) : ymd(year4(m[3]), +m[1], +m[2]);
  return null;
}
