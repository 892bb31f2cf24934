// Language tags from the page go into `lang` attributes; an invalid tag (e.g. "en_US", "english") would
// confuse screen readers and fails axe's valid-lang rule, so canonicalise or drop it.

export function normalizeLang(tag: string | null | undefined): string | undefined {
  const value = tag?.trim().replace(/_/g, '-');
  if (!value) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

/** The language the overlay's own interface speaks: the extension's UI language, else the browser's. */
export function uiLanguage(): string | undefined {
  const g = globalThis as { chrome?: { i18n?: { getUILanguage?(): string } } };
  try {
    return normalizeLang(g.chrome?.i18n?.getUILanguage?.() ?? globalThis.navigator?.language);
  } catch {
    return normalizeLang(globalThis.navigator?.language);
  }
}
