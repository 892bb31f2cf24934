// One post or comment as a reader Block: its content from the region element, its author/date/link from the
// smallest container that holds it and no sibling post (a forum row keeps the name in another cell).
import type { Block } from '../types';
import { findAuthor, findDate, findLink } from './byline';
import { assemble, type AssembleOptions } from './index';

/** How far up from the region the post container may reach (row -> table -> wrapper). */
const MAX_CONTAINER_CLIMB = 6;

export function toBlock(el: Element, siblings: Element[], options: AssembleOptions = {}): Block {
  const container = postContainer(el, siblings);
  const { html, text } = assemble(el, options);
  return { text, html, author: findAuthor(container), date: findDate(container), link: findLink(container) };
}

/** The highest ancestor (within MAX_CONTAINER_CLIMB) that contains `el` and no other of `siblings`. */
export function postContainer(el: Element, siblings: Element[]): Element {
  let best = el;
  let cur = el.parentElement;
  for (let i = 0; cur && i < MAX_CONTAINER_CLIMB; i++, cur = cur.parentElement) {
    if (cur.localName === 'body' || cur.localName === 'html') break;
    const node = cur;
    if (siblings.some((s) => s !== el && node.contains(s))) break;
    best = cur;
  }
  return best;
}
