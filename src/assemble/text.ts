// innerText-like text of a detached (unrendered) fragment: blocks separated by a blank line, <br> as a line
// break, whitespace collapsed except inside <pre> (kept verbatim). Detached nodes have no layout, so innerText cannot be used.
// Cells of one table row stay on one line, separated by a tab (as innerText does).
import { BLOCK_TAGS, CELL_TAGS } from '../vocabulary';

/** Any character trim() keeps: a run without one yields no line. */
const NON_SPACE = /\S/;
/** Shared patterns (a literal inside the walk is a new RegExp object per text node and per line). */
const WHITESPACE_RUN = /\s+/g;
/** What WHITESPACE_RUN would change: whitespace other than a space, or two spaces in a row. */
const COLLAPSIBLE = /[^\S ]| {2}/;
const LINE_SPACE_RUN = /[ \t\u00a0\r\f\v]+/g;
const EDGE_NEWLINES = /^\n+|\s+$/g;

export function blockText(root: Node): string {
  const blocks: string[] = [];
  let current = '';
  const flush = (): void => {
    // Every block boundary flushes, and most find only the whitespace between two blocks.
    if (!NON_SPACE.test(current)) {
      current = '';
      return;
    }
    // Text nodes have their newlines collapsed: only a <br> makes one, and most blocks have none. Their
    // other whitespace too (walk): a space is the only one left, so only two in a row (where pieces meet)
    // need the collapse, and most blocks have none.
    if (!current.includes('\n')) {
      const line = (current.includes('  ') ? current.replace(LINE_SPACE_RUN, ' ') : current).trim();
      if (line) blocks.push(line);
      current = '';
      return;
    }
    const lines = current
      .split('\n')
      .map((l) => l.replace(LINE_SPACE_RUN, ' ').trim())
      .filter(Boolean);
    if (lines.length) blocks.push(lines.join('\n'));
    current = '';
  };
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      const value = node.nodeValue ?? '';
      // Most text has only single spaces, which the collapse would copy unchanged.
      current += COLLAPSIBLE.test(value) ? value.replace(WHITESPACE_RUN, ' ') : value;
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 11) return;
    const tag = (node as Element).localName;
    if (tag === 'br') {
      current += '\n';
      return;
    }
    if (CELL_TAGS.has(tag)) {
      current += ' ';
      for (let c = node.firstChild; c; c = c.nextSibling) walk(c);
      current += ' ';
      return;
    }
    if (tag === 'math') {
      const block = (node as Element).getAttribute('display') === 'block';
      if (block) flush();
      current += mathText(node as Element);
      if (block) flush();
      return;
    }
    if (tag === 'pre') {
      flush();
      const raw = (node.textContent ?? '').replace(EDGE_NEWLINES, '');
      if (raw.trim()) blocks.push(raw);
      return;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) flush();
    for (let c = node.firstChild; c; c = c.nextSibling) walk(c);
    if (block) flush();
  };
  walk(root);
  flush();
  return blocks.join('\n\n');
}

/** A script's base or index as text: in parentheses when it is more than one character (`(n+1)^2`). */
function group(text: string): string {
  return [...text].length > 1 ? `(${text})` : text;
}

/**
 * A MathML formula as one line of text, the way people type one: `n^2`, `x_i`, `(a)/(b)`, `√(x)`, the
 * operators' and identifiers' own characters in between (MathML's presentation elements).
 */
export function mathText(el: Element): string {
  const kids = Array.from(el.children);
  const part = (i: number): string => (kids[i] ? group(mathText(kids[i]).trim()) : '');
  switch (el.localName) {
    case 'msup':
    case 'mover':
      return `${part(0)}^${part(1)}`;
    case 'msub':
    case 'munder':
      return `${part(0)}_${part(1)}`;
    case 'msubsup':
    case 'munderover':
      return `${part(0)}_${part(1)}^${part(2)}`;
    case 'mfrac':
      return `${part(0)}/${part(1)}`;
    case 'msqrt':
      return `√${group(kids.map(mathText).join('').trim())}`;
    case 'mroot':
      return `${part(1)}√${part(0)}`;
    default:
      if (!kids.length) return (el.textContent ?? '').trim();
      return kids.map(mathText).join('');
  }
}
