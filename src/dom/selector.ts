// A CSS selector that finds an element again on the same document: `#id` when the id is unique, otherwise
// a `tag:nth-of-type(n)` chain up to the nearest uniquely-id'd ancestor or <body>.
import { docQueryAll, docRoot, ownerOf } from './document';

const SAFE_ID = /^[A-Za-z][\w-]*$/;

export function cssSelector(el: Element): string {
  const doc = ownerOf(el);
  const parts: string[] = [];
  let cur: Element | null = el;
  while (cur && cur !== docRoot(doc)) {
    const id = cur.id;
    if (id && SAFE_ID.test(id) && docQueryAll(doc, `#${id}`).length === 1) {
      parts.unshift(`#${id}`);
      return parts.join(' > ');
    }
    const tag = cur.localName;
    if (tag === 'body') {
      parts.unshift('body');
      return parts.join(' > ');
    }
    parts.unshift(`${cssIdent(tag)}:nth-of-type(${nthOfType(cur)})`);
    cur = cur.parentElement;
  }
  parts.unshift('html');
  return parts.join(' > ');
}

function nthOfType(el: Element): number {
  let n = 1;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) {
    if (s.localName === el.localName) n++;
  }
  return n;
}

/** Names CSS.escape returns unchanged (nearly every tag): no call into the CSS namespace for them. */
const PLAIN_IDENT = /^[A-Za-z_][\w-]*$/;

function cssIdent(tag: string): string {
  if (PLAIN_IDENT.test(tag)) return tag;
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(tag) : tag;
}
