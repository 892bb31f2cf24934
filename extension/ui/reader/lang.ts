// Language tags from the page go into `lang` attributes; an invalid tag (e.g. "en_US", "english") would
// confuse screen readers and fails axe's valid-lang rule, so canonicalise or drop it.
import { interfaceLocale } from '../../shared/i18n';

export function normalizeLang(tag: string | null | undefined): string | undefined {
  const value = tag?.trim().replace(/_/g, '-');
  if (!value) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

/** The language the overlay's own interface speaks (its chrome, dates and numbers): `interfaceLocale()`. The
 * article keeps the page's own language and direction (`Extraction.lang`/`dir`). */
export function uiLanguage(): string | undefined {
  return interfaceLocale();
}
