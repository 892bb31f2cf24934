// Strong and weak tags (Pappas et al. 2012, 3.1 "HTML element tags"; merging rule of step 3).
//
// Strong tags divide or organise the page, so they become regions; weak tags only display content, so their
// text is merged into the nearest strong ancestor. The paper lists table, tr, div, ul, tbody as strong and td,
// p, etc. as weak; we extend it with the HTML5 sectioning elements (they are what `div` was in 2012) and with
// custom elements (`<article-body>`, `<x-post>`: modern sites use them as containers). Everything not listed
// as strong is weak: inline and text-level elements (a, b, i, span, em, strong, font...), paragraphs, li,
// headings, blockquote, pre, figure, dd/dt.
//
// One deliberate deviation: a `td`/`th` is weak (a data cell) unless it is a layout cell, i.e. holds block
// structure. On the table-layout pages that dominate older corpora (Dragnet) every column of the page sits in
// one `tr`; merging all cells into that `tr` would make nav + article + sidebar a single region.
export const STRONG_TAGS = new Set([
  'html',
  'body',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'nav',
  'aside',
  'form',
  'fieldset',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'ul',
  'ol',
  'dl',
  'center',
  'details',
]);

/** Children that make a table cell a layout cell rather than a data cell. */
const LAYOUT_CELL_CHILDREN = new Set([
  'div',
  'table',
  'p',
  'ul',
  'ol',
  'form',
  'blockquote',
  'pre',
  'section',
]);
/** A cell with this many `<br>` children holds paragraphs of text (old forums, old news layouts). */
const LAYOUT_CELL_MIN_BR = 2;

/** `tag` is the element's localName when the caller has it already (each read is a DOM call). */
export function isStrong(el: Element, tag = el.localName): boolean {
  if (STRONG_TAGS.has(tag)) return true;
  if (tag.includes('-')) return true;
  if (tag === 'td' || tag === 'th') return isLayoutCell(el);
  return false;
}

function isLayoutCell(cell: Element): boolean {
  let brs = 0;
  for (let c = cell.firstElementChild; c; c = c.nextElementSibling) {
    if (LAYOUT_CELL_CHILDREN.has(c.localName)) return true;
    if (c.localName === 'br' && ++brs >= LAYOUT_CELL_MIN_BR) return true;
  }
  return false;
}
