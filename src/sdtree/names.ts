// Class and id names of page furniture, matched as whole tokens by set lookups. These are tested on many
// elements of every page, and the page's engine runs cold: a case-insensitive regular expression with a
// few dozen alternatives costs V8 about half a millisecond to compile on its first use on each page, more
// than all the lookups below together.

const WHITESPACE = /\s+/;

/**
 * `token` in lower case, or '' when it holds a character outside ASCII: no name word has one, and
 * case-insensitive matching of an ASCII word never matches one (toLowerCase() would: the Kelvin sign is `k`).
 */
function asciiLower(token: string): string {
  for (let i = 0; i < token.length; i++) if (token.charCodeAt(i) > 127) return '';
  return token.toLowerCase();
}

/** Some whitespace-separated token of `names` (class and id), in lower case, passes `test`. */
function anyToken(names: string, test: (token: string) => boolean): boolean {
  const all = names.split(WHITESPACE);
  for (let i = 0; i < all.length; i++) {
    const t = all[i] && asciiLower(all[i]);
    if (t && test(t)) return true;
  }
  return false;
}

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
  return anyToken(names, (t) => FOOTER_TOKENS.has(t) || isCopyright(t));
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
  return anyToken(names, isConsentToken);
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
  return anyToken(names, (t) => SIDEBAR_TOKENS.has(t));
}

/**
 * The furniture that class and id `names` name: a footer or a consent banner ('footer': isFooterName or
 * isConsentName), else a sidebar ('sidebar': isSidebarName), else null. One split of the names for all
 * three tests: a page can have a hundred nodes named like furniture (WordPress widgets).
 */
export function furnitureName(names: string): 'footer' | 'sidebar' | null {
  const all = names.split(WHITESPACE);
  let sidebar = false;
  for (let i = 0; i < all.length; i++) {
    const t = all[i] && asciiLower(all[i]);
    if (!t) continue;
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
const NOT_LETTER = /[^a-z]/;

/**
 * Names (already in lower case) of furniture kept inside an article container: share bars, related links,
 * newsletter boxes, ads, breadcrumbs, tags, pagination, author bios, navigation. A word counts when letters
 * other than a-z (digits, `-`, `_`, spaces) or the name's ends stand on both sides of it: `share-buttons`
 * and `ad_slot` are clutter, `shared` and `header` are not.
 */
export function isClutterName(names: string): boolean {
  const words = names.split(NOT_LETTER);
  let at = 0;
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    if (w && CLUTTER_WORDS.has(w)) return true;
    // `author-bio`: the next word follows after exactly one hyphen.
    const next = at + w.length;
    if (w && names[next] === '-' && k + 1 < words.length && CLUTTER_PAIRS.has(`${w} ${words[k + 1]}`))
      return true;
    at = next + 1;
  }
  return false;
}
