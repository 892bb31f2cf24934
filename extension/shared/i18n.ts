// Every user-visible string goes through _locales (issue 5 item 5; issue 21 item 4): public/_locales/en is the
// English table and the key list, every other locale has the same keys (test/extension/locales.test.ts). The
// browser picks the table from its UI language and falls back to `default_locale` (en). Outside an extension
// (unit tests) the key itself comes back, so pure code stays testable.

type I18n = { getMessage(key: string, substitutions?: string | string[]): string; getUILanguage?(): string };

function extensionI18n(): I18n | null {
  const g = globalThis as { chrome?: { i18n?: I18n }; browser?: { i18n?: I18n } };
  return g.chrome?.i18n ?? g.browser?.i18n ?? null;
}

/** The message, or '' where there is no extension, no such key, or the extension context is gone. */
export function message(key: string, substitutions?: string | string[]): string {
  try {
    return extensionI18n()?.getMessage(key, substitutions) || '';
  } catch {
    return ''; // an invalidated extension context throws
  }
}

export function t(key: string, substitutions?: string | string[]): string {
  return message(key, substitutions) || key;
}

/** Message key for a value from a closed set (`pageType`, `kind`, problem code): `_locales` keys allow only
 * ASCII letters, digits and `_`, so `article-with-comments` becomes `pageType_article_with_comments`. */
export function valueKey(prefix: string, value: string): string {
  return `${prefix}_${value.replace(/\W/g, '_')}`;
}

/** An engine problem in the interface language; the engine's own English `message` where the table has no
 * entry for its code. (The engine writes English for the CLI and logs; the extension shows the table.) A
 * document that is not a web page has its words from the table already (content/odd-document.ts). */
export function problemMessage(problem: { code: string; message: string }): string {
  if (problem.code === 'not-html') return problem.message;
  return message(valueKey('problem', problem.code)) || problem.message;
}

/** A language tag canonicalised for a `lang` attribute or `Intl` ("en_US" → "en-US", "AR" → "ar"); undefined
 * for a tag that is not one ("english"), which would confuse screen readers and fail axe's valid-lang rule. */
export function normalizeLang(tag: string | null | undefined): string | undefined {
  const value = tag?.trim().replace(/_/g, '-');
  if (!value) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

const language = (tag: string) => tag.split('-')[0].toLowerCase();

/**
 * The locale the interface speaks, for its `lang` and for `Intl` (dates, numbers, plural forms): the locale of
 * the message table the browser chose (each table names itself in `uiLocale`), refined by the browser's UI
 * language when both are the same language (an en-GB browser reads the en table and gets British dates). A
 * browser in a language Pith has no table for reads English, and its dates and numbers are English too rather
 * than a mix. Chromium started with `--lang` switches the tables but not `getUILanguage()`: the table wins.
 * Outside an extension: the browser's language.
 */
export function interfaceLocale(): string | undefined {
  const i18n = extensionI18n();
  if (i18n && knownLocale?.i18n === i18n) return knownLocale.locale;
  let browserLanguage: string | undefined;
  try {
    browserLanguage = normalizeLang(i18n?.getUILanguage?.());
  } catch {
    browserLanguage = undefined;
  }
  const table = normalizeLang(message('uiLocale'));
  const locale = !table
    ? (browserLanguage ?? normalizeLang(globalThis.navigator?.language))
    : browserLanguage && language(browserLanguage) === language(table)
      ? browserLanguage
      : table;
  if (i18n) knownLocale = { i18n, locale };
  return locale;
}

/**
 * interfaceLocale()'s answer for the extension API it read: the browser's language and the message tables do
 * not change while a content script lives, and each read is two extension API calls, which a thread's reader
 * made for every card and count.
 */
let knownLocale: { i18n: object; locale: string | undefined } | null = null;

/** The writing direction of the interface, as its message table declares it (`uiDirection`). */
export function interfaceDirection(): 'ltr' | 'rtl' {
  return message('uiDirection') === 'rtl' ? 'rtl' : 'ltr';
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** CLDR plural category of `count` in `locale` (`one`, `few`, `other`…), `other` where Intl cannot tell. */
export function pluralCategory(count: number, locale: string | undefined): Intl.LDMLPluralRule {
  const key = locale ?? '';
  let rules = pluralRules.get(key);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(key, rules);
  }
  return rules.select(count);
}

/**
 * A message with a count in it: `base_<category>` of the count's plural category in the interface locale (the
 * tables hold exactly the categories their language has: en `one`/`other`, ru `one`/`few`/`many`/`other`, ja
 * only `other`), falling back to `base_other`. The count itself is written with `Intl.NumberFormat`.
 */
export function plural(
  base: string,
  count: number,
  extra: readonly string[] = [],
  locale = interfaceLocale(),
): string {
  const subs = [formatNumber(count, locale), ...extra];
  return message(`${base}_${pluralCategory(count, locale)}`, subs) || message(`${base}_other`, subs);
}

// Building an Intl.NumberFormat costs far more than using one (a forum has hundreds of numbered cards).
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Languages whose numbers CLDR writes in ASCII digits in every region: the interface's languages but Arabic.
 * In them a whole number from 0 to 999 is written as its digits, whatever the region (grouping starts at four
 * digits).
 */
const ASCII_DIGIT_LANGUAGES = new Set(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'zh']);

/**
 * Whether `value` in `locale` is its plain digits, known without Intl. The first Intl.NumberFormat a tab builds
 * loads ICU's number data, 20 to 30 ms in a fresh renderer (measured on corpus pages): the reader's largest
 * cost between the click and its first paint, spent on card numbers and counts ("Comments (12)"). A tag with
 * a Unicode extension (`-u-nu-thai`) may ask for other digits: Intl decides there.
 */
function plainDigits(value: number, locale: string | undefined, options?: Intl.NumberFormatOptions): boolean {
  return (
    options === undefined &&
    locale !== undefined &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < 1000 &&
    !Object.is(value, -0) &&
    !/-u-/i.test(locale) &&
    ASCII_DIGIT_LANGUAGES.has(language(locale))
  );
}

/** A number as the interface locale writes it (digits, grouping, decimal sign). */
export function formatNumber(
  value: number,
  locale: string | undefined = interfaceLocale(),
  options?: Intl.NumberFormatOptions,
): string {
  if (plainDigits(value, locale, options)) return String(value);
  const key = `${locale ?? ''}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options); // a tag this engine does not know
    }
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** `lang` and `dir` of an extension page (popup, options) from the interface locale. */
export function localizeDocument(doc: Document): void {
  const locale = interfaceLocale();
  if (locale) doc.documentElement.lang = locale;
  doc.documentElement.dir = interfaceDirection();
}
