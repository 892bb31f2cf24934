// Table Pattern (Louvan thesis 4.2.3): forum posts sit in tables that share their properties (CSS class,
// width, cellspacing, cellpadding, border, align, an id of the same shape). For every main node we take its
// nearest `table`, group the tables by those properties and extract the largest group.
// Generalised for forums built from divs, list items and `article` elements: the repeated unit is the nearest
// ancestor of the main node that has siblings with the same tag + class signature; all such siblings are posts.
import { textLength } from './text';

/** Table properties compared by the thesis (4.2.3). */
const TABLE_PROPS = ['class', 'width', 'cellspacing', 'cellpadding', 'border', 'align'];
/** How far up from a main node the generalised pattern looks for the repeated unit. */
export const MAX_CLIMB = 6;
/** A post shorter than this is a separator row or an empty shell, not a post. */
export const MIN_POST_CHARS = 20;

/** "The id follows the similar signature": post1234 and post1235 share `post#`. */
function idShape(el: Element): string {
  return (el.getAttribute('id') ?? '').replace(/\d+/g, '#');
}

export function tableSignature(table: Element): string {
  return [...TABLE_PROPS.map((p) => table.getAttribute(p) ?? ''), idShape(table)].join('|');
}

/** Tag + sorted classes with digits masked: the signature of a repeated sibling. */
export function siblingSignature(el: Element): string {
  const classes = [...el.classList].map((c) => c.replace(/\d+/g, '#')).sort();
  return `${el.localName}.${classes.join('.')}|${idShape(el)}`;
}

/** Thesis TP: tables around the main nodes, grouped by their properties; the largest group with 2+ tables. */
export function tablePattern(mainNodes: Element[]): Element[] {
  const groups = new Map<string, Set<Element>>();
  for (const node of mainNodes) {
    const table = node.closest('table');
    if (!table) continue;
    const key = tableSignature(table);
    if (!groups.has(key)) groups.set(key, new Set());
    groups.get(key)?.add(table);
  }
  const best = [...groups.values()].sort((a, b) => b.size - a.size)[0];
  return best && best.size >= 2 ? order(dedupe([...best])) : [];
}

/** Generalised TP: the repeated sibling unit above the main nodes (any tag), all its same-signature siblings. */
export function siblingPattern(mainNodes: Element[]): Element[] {
  const votes = new Map<Element, number>();
  for (const node of mainNodes) {
    let el: Element | null = node;
    for (let i = 0; el && el.parentElement && i < MAX_CLIMB; i++, el = el.parentElement) {
      if (el.localName === 'body') break;
      if (repeatedSiblings(el).length >= 2) {
        votes.set(el.parentElement, (votes.get(el.parentElement) ?? 0) + 1);
        break;
      }
    }
  }
  const parent = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!parent) return [];
  return bestGroup(parent);
}

/** Siblings of `el` (itself included) with its signature. */
function repeatedSiblings(el: Element): Element[] {
  const sig = siblingSignature(el);
  return [...(el.parentElement?.children ?? [])].filter((s) => siblingSignature(s) === sig);
}

/** Under `parent`, the signature group with the most text (the posts, not the pagination). */
function bestGroup(parent: Element): Element[] {
  const groups = new Map<string, Element[]>();
  for (const child of parent.children) {
    const key = siblingSignature(child);
    groups.set(key, [...(groups.get(key) ?? []), child]);
  }
  let best: Element[] = [];
  let bestLen = 0;
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const posts = members.filter((m) => textLength(m) >= MIN_POST_CHARS);
    const len = posts.reduce((a, m) => a + textLength(m), 0);
    if (posts.length >= 2 && len > bestLen) {
      best = posts;
      bestLen = len;
    }
  }
  return best;
}

function dedupe(els: Element[]): Element[] {
  return els.filter((e) => !els.some((o) => o !== e && o.contains(e)));
}

function order(els: Element[]): Element[] {
  return els.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** TP as the pipeline uses it: the thesis's table pattern, else the generalised sibling pattern. */
export function postPattern(mainNodes: Element[]): Element[] {
  const tables = tablePattern(mainNodes);
  return tables.length ? tables : siblingPattern(mainNodes);
}
