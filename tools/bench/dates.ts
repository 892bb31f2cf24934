// Reading the gold's dates for the bench (issue 20 item 4): harvest-forums gives each post's date as the forum
// printed it ("08.11.2009, 11:49", "Sun Dec 15, 2019 4:58 pm", "5. Januar 2019 um 03:32", "Tue 16-Jun-20",
// "Thursday 23rd April", "September 2019"), which Date.parse reads only in part. A found date agrees with the
// gold when every part the gold names (year, month, day) is the same. Written for the bench, apart from the
// engine's own date reader (src/assemble/byline.ts), so that a mistake in one is not hidden by the other.

export interface DayParts {
  year: number | null;
  month: number;
  day: number | null;
}

const MONTHS: [RegExp, number][] = [
  [/^(jan|janv|januar|janvier|january|gen|ene|enero)/, 1],
  [/^(feb|febr|februar|février|fevrier|february|févr)/, 2],
  [/^(mar|mär|märz|maerz|mars|march|mrz)/, 3],
  [/^(apr|april|avr|avril)/, 4],
  [/^(may|mai)/, 5],
  [/^(jun|juni|juin|june)/, 6],
  [/^(jul|juli|juil|juillet|july)/, 7],
  [/^(aug|august|août|aout)/, 8],
  [/^(sep|sept|september|septembre)/, 9],
  [/^(oct|okt|oktober|octobre|october)/, 10],
  [/^(nov|november|novembre)/, 11],
  [/^(dec|dez|dezember|décembre|decembre|december|déc)/, 12],
];

function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return null;
  for (const [re, m] of MONTHS) if (re.test(w)) return m;
  return null;
}

const fullYear = (y: number) => (y < 100 ? (y < 70 ? 2000 + y : 1900 + y) : y);

function valid(p: DayParts): DayParts | null {
  if (p.month < 1 || p.month > 12) return null;
  if (p.day !== null && (p.day < 1 || p.day > 31)) return null;
  return p;
}

/**
 * The calendar parts a date text names, or null when it names no month (relative dates: "2 Wochen her").
 * Numeric dates: year first (2020-03-12, 2020.03.12); day first with dots (08.11.2009); month first with
 * slashes or dashes (3/13/2014, 04-23-2020) unless the first number cannot be a month.
 */
export function dayParts(text: string): DayParts | null {
  const t = text.trim();
  let m = /\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})/.exec(t);
  if (m) return valid({ year: +m[1], month: +m[2], day: +m[3] });
  m = /\b(\d{1,2})\.(\d{1,2})\.(\d{2,4})\b/.exec(t);
  if (m) return valid({ year: fullYear(+m[3]), month: +m[2], day: +m[1] });
  m = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{2,4})\b/.exec(t);
  if (m) {
    const [a, b] = [+m[1], +m[2]];
    return a > 12
      ? valid({ year: fullYear(+m[3]), month: b, day: a })
      : valid({ year: fullYear(+m[3]), month: a, day: b });
  }
  // Month names: the day is a number of 1-2 digits next to the month (before or after it), the year 4 digits
  // (or 2 after a dashed month: 16-Jun-20).
  const words = t.split(/[\s,/]+|(?<=\d)-(?=\p{L})|(?<=\p{L})-(?=\d)/u).filter(Boolean);
  const at = words.findIndex((w) => monthOf(w) !== null && !/^\d/.test(w));
  if (at < 0) return null;
  const month = monthOf(words[at]) as number;
  const num = (w: string | undefined) =>
    w && /^\d{1,2}(\.|st|nd|rd|th)?$/i.test(w) ? parseInt(w, 10) : null;
  const day = num(words[at - 1]) ?? num(words[at + 1]);
  const yearWord = words.find((w) => /^\d{4}$/.test(w));
  const shortYear = /-/.test(t) && /^\d{2}$/.test(words[at + 1] ?? '') && num(words[at - 1]) !== null;
  const year = yearWord ? +yearWord : shortYear ? fullYear(+words[at + 1]) : null;
  return valid({ year, month, day });
}

/** The found date (ISO from the engine, or text) names the gold's day: every part the gold gives agrees. */
export function sameDay(found: string, gold: string): boolean {
  const g = dayParts(gold);
  const f = dayParts(found);
  if (!g || !f) return false;
  if (g.year !== null && g.year !== f.year) return false;
  if (g.month !== f.month) return false;
  return g.day === null || g.day === f.day;
}
