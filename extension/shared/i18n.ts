// Every user-visible string goes through _locales (issue 5 item 5); public/_locales/en/messages.json is the
// one English table (a test checks every key used in extension/ exists there). Outside an extension
// (unit tests) the key itself comes back, so pure code stays testable.
export function t(key: string, substitutions?: string | string[]): string {
  const getMessage = globalThis.chrome?.i18n?.getMessage;
  return (getMessage && getMessage(key, substitutions)) || key;
}

/** Message key for a value from a closed set (`pageType`, `kind`, problem code): `_locales` keys allow only
 * ASCII letters, digits and `_`, so `article-with-comments` becomes `pageType_article_with_comments`. */
export function valueKey(prefix: string, value: string): string {
  return `${prefix}_${value.replace(/\W/g, '_')}`;
}
