// The languages of the overlay: the page's own (its `lang`, canonicalised by `normalizeLang`, shared with the
// interface's locale code) and the interface's.
import { interfaceLocale, normalizeLang } from '../../shared/i18n';

export { normalizeLang };

/** The language the overlay's own interface speaks (its chrome, dates and numbers): `interfaceLocale()`. The
 * article keeps the page's own language and direction (`Extraction.lang`/`dir`). */
export function uiLanguage(): string | undefined {
  return interfaceLocale();
}
