// Class and id names: the one way the engine reads them, and the words that name page furniture.
//
// A name is a whitespace-separated token of the class attribute, or the id, lower-cased in its ASCII letters
// only (as a case-insensitive regular expression matches: the Kelvin sign is not `k`). Every vocabulary is a
// test on one such token: a whole token (`footer`, `site-footer`), a word of it (clutter: `share` in
// `share-buttons`), or a keyword inside it (SD's comment keywords: `comment` in `commentlist`). No test
// spans two tokens, so `has-sidebar main` is neither a sidebar nor a `sidebar main`.
//
// These run on many elements of every page and the engine runs cold: set lookups, not case-insensitive
// regular expressions of a few dozen alternatives (V8 compiles each on its first use in a page, about half a
// millisecond).

const WHITESPACE = /\s+/;

/** `text` with A-Z lower-cased and every other character as it is. */
export function lowerAscii(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) return asciiLowerFrom(text, i);
  }
  return text;
}

function asciiLowerFrom(text: string, from: number): string {
  let out = text.slice(0, from);
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : text[i];
  }
  return out;
}

/** The names in `names` (class and id, joined by a space): non-empty tokens, lower-cased (see above). */
export function nameTokens(names: string): string[] {
  const all = names.split(WHITESPACE);
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) if (all[i]) out.push(lowerAscii(all[i]));
  return out;
}

/** Some name of `names` passes `test`. */
export function anyName(names: string, test: (token: string) => boolean): boolean {
  const tokens = nameTokens(names);
  for (let i = 0; i < tokens.length; i++) if (test(tokens[i])) return true;
  return false;
}

/** The words of a name: its runs of letters a-z (`share-buttons`: share, buttons; `ad_slot2`: ad, slot). */
export function nameWords(token: string): string[] {
  return token.split(NOT_LETTER);
}

const NOT_LETTER = /[^a-z]/;

const FOOTER_TOKENS = new Set([
  'footer',
  'colophon',
  ...['site', 'page', 'global'].flatMap((w) => [`${w}footer`, `${w}-footer`]),
  ...['', '-', '_'].flatMap((sep) => [`footer${sep}widget`, `footer${sep}widgets`]),
]);

/**
 * A page's footer (`footer`, `site-footer`, not `footer-note`), its widget area (`footer-widgets`), its
 * colophon or copyright line (`copyright`, `site-copyright`, `footer_copyright`): a whole token, any case.
 */
export function isFooterName(names: string): boolean {
  return anyName(names, (t) => FOOTER_TOKENS.has(t) || isCopyright(t));
}

/** `copyright` after any number of letter-or-digit words each closed by `-` or `_`. */
function isCopyright(t: string): boolean {
  if (!t.endsWith('copyright')) return false;
  const end = t.length - 'copyright'.length;
  let inWord = false;
  for (let i = 0; i < end; i++) {
    const c = t.charCodeAt(i);
    if (c === 45 || c === 95) {
      if (!inWord) return false;
      inWord = false;
    } else if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) inWord = true;
    else return false;
  }
  return !inWord;
}

const CONSENT_WORDS = ['cookie', 'gdpr', 'consent'];
const CONSENT_PARTS = [
  'law',
  'notice',
  'banner',
  'consent',
  'bar',
  'popup',
  'message',
  'warning',
  'dialog',
  'box',
  'container',
  'wrapper',
  'widget',
];

/**
 * A cookie or privacy consent banner: `cookie`, `gdpr` or `consent` (after an optional `eu-`) followed by
 * one or more of the parts above, each after an optional `-` or `_` (`eu-cookie-law`, `cookie-notice`,
 * `gdpr-consent`, `cookieconsent`); not a post's `tag-cookies` or a bare `cookie`.
 */
export function isConsentName(names: string): boolean {
  return anyName(names, isConsentToken);
}

function isConsentToken(t: string): boolean {
  const from = t.startsWith('eu-') ? 3 : 0;
  const word = CONSENT_WORDS.find((w) => t.startsWith(w, from));
  return !!word && consentParts(t, from + word.length);
}

/** `t` from `i` on is one or more CONSENT_PARTS, each after an optional `-` or `_`. */
function consentParts(t: string, i: number): boolean {
  const sep = t[i] === '-' || t[i] === '_';
  for (const at of sep ? [i, i + 1] : [i])
    for (const part of CONSENT_PARTS)
      if (t.startsWith(part, at) && (at + part.length === t.length || consentParts(t, at + part.length)))
        return true;
  return false;
}

const SIDEBAR_TOKENS = new Set([
  'sidebar',
  'side-bar',
  'widgetarea',
  'widget-area',
  'widgets',
  ...['wrapper', 'wrap', 'area', 'container'].flatMap((w) => [`widgets${w}`, `widgets-${w}`]),
]);

/** A sidebar (`sidebar`, `side-bar`, `widget-area`, `widgets-wrapper`; not `has-sidebar`): a whole token, any case. */
export function isSidebarName(names: string): boolean {
  return anyName(names, (t) => SIDEBAR_TOKENS.has(t));
}

/**
 * The furniture that class and id `names` name: a footer or a consent banner ('footer': isFooterName or
 * isConsentName), else a sidebar ('sidebar': isSidebarName), else null. One split of the names for all
 * three tests: a page can have a hundred nodes named like furniture (WordPress widgets).
 */
export function furnitureName(names: string): 'footer' | 'sidebar' | null {
  const tokens = nameTokens(names);
  let sidebar = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (FOOTER_TOKENS.has(t) || isCopyright(t) || isConsentToken(t)) return 'footer';
    if (SIDEBAR_TOKENS.has(t)) sidebar = true;
  }
  return sidebar ? 'sidebar' : null;
}

/** Every name isFooterName, isConsentName or isSidebarName accepts holds one of these, in any case. */
export const FURNITURE_NAME_WORDS = [
  'footer',
  'colophon',
  'copyright',
  'cookie',
  'gdpr',
  'consent',
  'side',
  'widget',
];
const FURNITURE_WORD = new RegExp(FURNITURE_NAME_WORDS.join('|'), 'i');

/**
 * The node's class or id holds a FURNITURE_NAME_WORDS word: most nodes have none, and the token tests are
 * skipped for them. (A per-node test on names the walk has read anyway costs less than a document query of
 * sixteen attribute selectors, which matched every element of the page against each.)
 */
export function hasFurnitureWord(node: { readonly className: string; readonly id: string }): boolean {
  const cls = node.className;
  if (cls && FURNITURE_WORD.test(cls)) return true;
  const id = node.id;
  return !!id && FURNITURE_WORD.test(id);
}

const CLUTTER_WORDS = new Set([
  'share',
  'sharing',
  'social',
  'related',
  'recommend',
  'newsletter',
  'subscribe',
  'signup',
  'promo',
  'sponsor',
  'advert',
  'ad',
  'ads',
  'breadcrumb',
  'breadcrumbs',
  'pagination',
  'pager',
  'tag',
  'tags',
  'tagcloud',
  'toolbar',
  'print',
  'authorbio',
  'outbrain',
  'taboola',
  'popular',
  'trending',
  'morestories',
  'readmore',
  'nav',
  'menu',
]);
/** Two-word clutter names, also written with a hyphen (`author-bio`, `read-more`). */
const CLUTTER_PAIRS = new Set(['author bio', 'more stories', 'read more']);
/**
 * Names of furniture kept inside an article container: share bars, related links, newsletter boxes, ads,
 * breadcrumbs, tags, pagination, author bios, navigation. A word of a name counts (`share-buttons` and
 * `ad_slot` are clutter, `shared` and `header` are not), and so does a pair of words joined by one hyphen
 * (`author-bio`, `read-more`).
 */
export function isClutterName(names: string): boolean {
  return anyName(names, isClutterToken);
}

function isClutterToken(token: string): boolean {
  const words = nameWords(token);
  let at = 0;
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    if (w && CLUTTER_WORDS.has(w)) return true;
    const next = at + w.length;
    if (w && token[next] === '-' && k + 1 < words.length && CLUTTER_PAIRS.has(`${w} ${words[k + 1]}`))
      return true;
    at = next + 1;
  }
  return false;
}

/** Landmarks of a page that highlight mode draws as noise, by the words of their names. */
export type LandmarkKind = 'navigation' | 'header' | 'footer' | 'sidebar' | 'ad';

const LANDMARK_WORDS: [LandmarkKind, ReadonlySet<string>][] = [
  ['navigation', new Set(['nav', 'navbar', 'navigation', 'menu', 'breadcrumb', 'breadcrumbs'])],
  ['header', new Set(['header', 'masthead'])],
  ['footer', new Set(['footer', 'colophon'])],
  ['sidebar', new Set(['sidebar', 'rail'])],
  ['ad', new Set(['ad', 'ads', 'advert', 'adverts', 'advertisement', 'sponsor', 'sponsored', 'adsbygoogle'])],
];

/** The landmark a name says an element is (`main-menu`: navigation, `site-header`: header), or null. */
export function landmarkName(names: string): LandmarkKind | null {
  const tokens = nameTokens(names);
  for (const [kind, words] of LANDMARK_WORDS)
    for (const t of tokens) if (nameWords(t).some((w) => words.has(w))) return kind;
  return null;
}
