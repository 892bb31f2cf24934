// Dates arrive as the page wrote them (ISO 8601 from metadata, or free text from a byline). Show ISO dates in
// the reader's locale; keep anything unparseable verbatim rather than guessing.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_LIKE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

export interface FormattedDate {
  /** What the reader sees. */
  text: string;
  /** Machine-readable value for `<time datetime>`, or null when the input was not a date we understood. */
  iso: string | null;
}

export function formatDate(value: string | null | undefined, locale?: string | null): FormattedDate | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (!DATE_ONLY.test(raw) && !ISO_LIKE.test(raw)) return { text: raw, iso: null };
  const date = new Date(DATE_ONLY.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(date.getTime())) return { text: raw, iso: null };
  // A date without a time is a calendar day: format it in UTC so it does not shift a day west of Greenwich.
  const timeZone = DATE_ONLY.test(raw) ? 'UTC' : undefined;
  return { text: formatter(locale, timeZone).format(date), iso: raw };
}

// Building an Intl.DateTimeFormat costs far more than using one (a forum has hundreds of dated posts).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | null | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = createFormatter(locale, timeZone);
    formatters.set(key, cached);
  }
  return cached;
}

function createFormatter(
  locale: string | null | undefined,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone };
  try {
    return new Intl.DateTimeFormat(locale || undefined, options);
  } catch {
    // An invalid language tag from the page (e.g. "en_US" or "x"): the browser's own locale instead.
    return new Intl.DateTimeFormat(undefined, options);
  }
}
