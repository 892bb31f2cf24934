// Queries of many elements of one part of a page, answered from one query of that part.
//
// A comment list asks each of its cards for the same selectors (the author's class names, dates, links): one
// `querySelectorAll` per card and selector. Where a card's container holds its replies, each query also reads
// every reply below it, and selectors with a descendant combinator (`[class*="user" i] a`) match each link
// against all of its ancestors: the queries of a thread of a few hundred nested comments were most of its
// cards' time (Dragnet 232 and 239: 59 and 77 ms to assemble, 40 and 52 with one query of the list). A
// scope's query is made once per selector; an element's descendants are a contiguous run of it (tree order
// is preorder), found by a binary search.

/** The elements under `container` that match `selector`, in tree order, as `querySelectorAll` gives them. */
export type Query = (container: Element, selector: string) => ArrayLike<Element>;

/** Each query made on the container itself. */
export const directQuery: Query = (container, selector) => container.querySelectorAll(selector);

/**
 * Queries of elements inside `scope` answered from one `querySelectorAll` of the scope per selector, made when
 * first asked; elements outside it (a header beside the scope, a shadow tree) are queried themselves. The
 * answers hold for the page as it is: a query lives for one extraction, which does not change the page.
 */
export function scopedQuery(scope: Element): Query {
  const lists = new Map<string, Element[]>();
  return (container, selector) => {
    if (!scope.contains(container)) return container.querySelectorAll(selector);
    let list = lists.get(selector);
    if (!list) lists.set(selector, (list = Array.from(scope.querySelectorAll(selector))));
    return descendantsIn(list, container);
  };
}

/** The elements of `list` (in tree order) that are descendants of `container`: one run of it. */
function descendantsIn(list: readonly Element[], container: Element): Element[] {
  // The first element not before the container: preceding it, or its ancestor, is before (an ancestor
  // precedes its descendants in tree order, and compareDocumentPosition says so).
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (container.compareDocumentPosition(list[mid]) & PRECEDING) lo = mid + 1;
    else hi = mid;
  }
  if (lo < list.length && list[lo] === container) lo++;
  const out: Element[] = [];
  for (let i = lo; i < list.length && container.contains(list[i]); i++) out.push(list[i]);
  return out;
}

/** Above this many elements, a list's queries are made once of the whole list (listQuery). */
const SCOPED_FROM = 8;

/**
 * The queries for the elements of a list (a comment list's cards): one query of their common ancestor per
 * selector for a long list, each element's own for a short one (where the ancestor may hold far more).
 */
export function listQuery(els: readonly Element[]): Query {
  const scope = els.length > SCOPED_FROM ? commonAncestor(els) : null;
  return scope ? scopedQuery(scope) : directQuery;
}

/** Node.DOCUMENT_POSITION_PRECEDING (the constant, so that this module loads where no DOM exists). */
const PRECEDING = 2;

/** The deepest element that holds every one of `els` (itself, for one), or null where they share none. */
export function commonAncestor(els: readonly Element[]): Element | null {
  if (!els.length) return null;
  let common: Element | null = els[0];
  for (let i = 1; i < els.length && common; i++) {
    while (common && !common.contains(els[i])) common = common.parentElement;
  }
  return common;
}
