// innerText-like text of a detached (unrendered) fragment: blocks separated by a blank line, <br> as a line
// break, whitespace collapsed except inside <pre> (kept verbatim). Detached nodes have no layout, so innerText cannot be used.
// Cells of one table row stay on one line, separated by a tab (as innerText does). Ruby readings are left out
// (the base text is the text) and so are soft hyphens (U+00AD): a hyphenation hint, invisible on the page,
// that splits the word for anyone who searches the text or copies it.
import { BLOCK_TAGS, CELL_TAGS, RUBY_ANNOTATION_TAGS } from '../vocabulary';
import { texSource } from './formula';

/** Any character trim() keeps: a run without one yields no line. */
const NON_SPACE = /\S/;
/** Shared patterns (a literal inside the walk is a new RegExp object per text node and per line). */
const WHITESPACE_RUN = /\s+/g;
/** What WHITESPACE_RUN would change: whitespace other than a space, or two spaces in a row. */
const COLLAPSIBLE = /[^\S ]| {2}/;
const LINE_SPACE_RUN = /[ \t\u00a0\r\f\v]+/g;
const EDGE_NEWLINES = /^\n+|\s+$/g;
const SOFT_HYPHEN = /\u00ad/g;

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
      let value = node.nodeValue ?? '';
      if (value.includes('\u00ad')) value = value.replace(SOFT_HYPHEN, '');
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
    if (RUBY_ANNOTATION_TAGS.has(tag)) return;
    if (CELL_TAGS.has(tag)) {
      current += ' ';
      for (let c = node.firstChild; c; c = c.nextSibling) walk(c);
      current += ' ';
      return;
    }
    if (tag === 'math') {
      const block = (node as Element).getAttribute('display') === 'block';
      if (block) flush();
      current += formulaText(node as Element);
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

/**
 * A script's base or index as text: in parentheses when it is more than one character (`(n+1)^2`), unless
 * one pair already encloses all of it (the formula's own `(n+1)`).
 */
function group(text: string): string {
  return [...text].length > 1 && !enclosed(text) ? `(${text})` : text;
}

/** `(…)` whose first parenthesis closes at the end. */
function enclosed(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/**
 * MathML's invisible operators (U+2061 function application, as in `ln 2`; invisible times, separator and
 * plus): a space for the first, nothing for the others, as a person would type them.
 */
const FUNCTION_APPLICATION = /\u2061/g;
const INVISIBLE_OPERATORS = /[\u2062-\u2064]/g;

/** A formula as text, once: its TeX source where the page gives it (formula.ts), else mathText. */
export function formulaText(math: Element): string {
  return texSource(math) ?? mathText(math);
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
    case 'semantics':
      // What it means is its first child; the rest are annotations (a TeX source) of it.
      return kids[0] ? mathText(kids[0]) : '';
    case 'annotation':
    case 'annotation-xml':
      return '';
    case 'msqrt':
      return `√${group(kids.map(mathText).join('').trim())}`;
    case 'mroot':
      return `${part(1)}√${part(0)}`;
    default:
      if (!kids.length)
        return (el.textContent ?? '')
          .trim()
          .replace(FUNCTION_APPLICATION, ' ')
          .replace(INVISIBLE_OPERATORS, '');
      return kids.map(mathText).join('');
  }
}
