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
