// Tag and role sets, one definition each: the engine's stages ask these what an element is. A set that only
// one stage needs for its own reason (SD's strong tags, the sanitiser's allow-list) stays with that stage.

/**
 * Elements whose content is never reader text: the SD-Tree walk does not enter them, the copy drops them.
 * (`noscript` is read where the page shows it: dom/visibility.ts, noscriptShown.)
 */
export const NEVER_CONTENT_TAGS = new Set([
  'script',
  'style',
  'template',
  'svg',
  'math',
  'canvas',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'head',
  'meta',
  'link',
  'title',
  'select',
  'option',
  'datalist',
  'textarea',
  'input',
  'button',
  'dialog',
]);

/** h1-h6: every heading level (a page's title is as often an h2 or an h4 as an h1). */
export const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
export const HEADING_QUERY = 'h1, h2, h3, h4, h5, h6';

/**
 * Text-level elements: they flow inside the block that holds them, so their text belongs to that block (the
 * unit of the text mass). HTML's phrasing content that carries text, plus the obsolete ones old pages use
 * (font, big, nobr, strike, tt). Ruby and its parts are among them: a word with its reading over it is a word
 * of its sentence (as a block of its own, NHK's easy news lost every word written in a dictionary link).
 */
export const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'nobr',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

/**
 * Ruby annotations: the reading shown over a word (`rt`, `rtc`) and the parentheses a browser without ruby
 * shows around it (`rp`). The words are the base text; read in a line, the readings would double each
 * annotated word (子こども for 子ども).
 */
export const RUBY_ANNOTATION_TAGS = new Set(['rp', 'rt', 'rtc']);
export const RUBY_ANNOTATION_QUERY = [...RUBY_ANNOTATION_TAGS].join(', ');

/** Blocks in innerText's sense: each starts a new line of text. */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  ...HEADING_TAGS,
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Table cells. */
export const CELL_TAGS = new Set(['td', 'th']);

/** Items of a list or a table: short text in them is content (ingredients, data), not a label. */
export const ITEM_TAGS = new Set(['li', 'dd', 'dt', ...CELL_TAGS]);

/**
 * Page furniture by element: navigation, asides, footers, menus. Not `form`: ASP.NET and many old sites
 * wrap the whole page in one.
 */
export const FURNITURE_TAGS = new Set(['nav', 'aside', 'footer', 'menu']);

/** Page furniture by ARIA landmark or widget role. */
export const FURNITURE_ROLES = new Set([
  'navigation',
  'complementary',
  'contentinfo',
  'banner',
  'menu',
  'menubar',
]);

/** Dropped with their content from the reader's copy: never content, page furniture, and forms. */
export const DROPPED_TAGS = new Set([...NEVER_CONTENT_TAGS, ...FURNITURE_TAGS, 'form']);
