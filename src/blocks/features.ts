// Feature vectors of the block table (issue 19 item 3): a pure function of the table and of the class/id word
// vocabulary chosen in training, so training (on cached tables) and the engine (on the live page's table)
// compute the same numbers. No DOM here.
//
// Per block: Louvan's node features (thesis 4.1.5: text and link amounts, paragraphs, position and size,
// tag) for the block and for its three nearest enclosing containers; layout relative to the page and to the
// body text's font; HTML5 sections and ARIA roles; the vocabulary's words in the block's and its ancestors'
// names; SD's values (density, dfm, region kind, cardinality); today's pipeline as signals; and a few of the
// same values for the blocks before and after it.
import type { Block, BlockTable } from './types';

const TAGS = ['p', 'div', 'li', 'td', 'th', 'dd', 'dt', 'span', 'a', 'pre', 'blockquote', 'figcaption', 'label', 'time', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const; // prettier-ignore
const IN_TAGS = ['ul', 'ol', 'table', 'blockquote', 'pre', 'form', 'figure', 'dl', 'li', 'p'] as const;
const LANDMARKS = ['article', 'main', 'nav', 'aside', 'header', 'footer', 'section', 'form', 'role:main', 'role:navigation', 'role:complementary', 'role:contentinfo', 'role:banner', 'role:article', 'role:comment'] as const; // prettier-ignore
const REGION_KINDS = ['article', 'comments', 'posts', 'other'] as const;
const OUTPUTS = ['article', 'comment', 'post', 'none'] as const;
/** Enclosing containers described (parent, grandparent, great-grandparent). */
const CONTAINER_LEVELS = 3;
/** Values per enclosing container. */
const CONTAINER_WIDTH = 10;
/** Blocks before and after whose values are features of this one. */
const NEIGHBOURS = [-2, -1, 1, 2] as const;
/** Values per neighbour. */
const NEIGHBOUR_WIDTH = 7;

const NAME_PARTS = /[^a-z0-9]+/;
const DIGITS = /^\d+$/;

/** The words of class/id name tokens (`entry-content` → `entry`, `content`), as the vocabulary holds them. */
export function nameWords(tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens)
    for (const w of t.split(NAME_PARTS)) if (w.length > 1 && !DIGITS.test(w)) out.add(w);
  return out;
}

interface Container {
  chars: number;
  links: number;
  blocks: number;
  paragraphs: number;
  items: number;
  headings: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Its CONTAINER_WIDTH feature values, computed when a block first needs them (many blocks share one). */
  values: Float32Array | null;
}

function emptyContainer(): Container {
  return { chars: 0, links: 0, blocks: 0, paragraphs: 0, items: 0, headings: 0, x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, values: null }; // prettier-ignore
}

/**
 * Every ancestor of a block, with the sums over the blocks below it. Each block is added to its parent
 * only, and each container then to its own parent, deepest first: the work is the number of blocks plus the
 * number of containers, where adding every block to each of its ancestors costs blocks times depth (pages
 * nest 20 to 40 deep). The sums are of whole numbers and the box is a minimum and a maximum, so the order of
 * the additions changes no value.
 */
export function containers(blocks: readonly Block[]): Map<number, Container> {
  const out = new Map<number, Container>();
  const parentOf = new Map<number, Container | null>();
  /** Containers by their depth (0: the top), to add each to its parent after all below it. */
  const byDepth: number[][] = [];
  for (const b of blocks) {
    const up = b.ancestors;
    if (!up.length) continue;
    // New containers: the block's chain up to the first container already known (blocks in the same
    // container share the rest of it), made from the top down so that each one's parent exists.
    let known = 0;
    while (known < up.length && !out.has(up[known])) known++;
    for (let j = known - 1; j >= 0; j--) {
      out.set(up[j], emptyContainer());
      parentOf.set(up[j], j + 1 < up.length ? (out.get(up[j + 1]) as Container) : null);
      (byDepth[up.length - 1 - j] ??= []).push(up[j]);
    }
    const c = out.get(up[0]) as Container;
    c.chars += b.text.length;
    c.links += b.linkChars;
    c.blocks++;
    if (b.tag === 'p') c.paragraphs++;
    if (b.tag === 'li') c.items++;
    if (b.heading) c.headings++;
    if (b.width > 0 && b.height > 0) {
      c.x0 = Math.min(c.x0, b.x);
      c.y0 = Math.min(c.y0, b.y);
      c.x1 = Math.max(c.x1, b.x + b.width);
      c.y1 = Math.max(c.y1, b.y + b.height);
    }
  }
  for (let depth = byDepth.length - 1; depth > 0; depth--) {
    for (const node of byDepth[depth] ?? []) {
      const c = out.get(node) as Container;
      const p = parentOf.get(node);
      if (!p) continue;
      p.chars += c.chars;
      p.links += c.links;
      p.blocks += c.blocks;
      p.paragraphs += c.paragraphs;
      p.items += c.items;
      p.headings += c.headings;
      p.x0 = Math.min(p.x0, c.x0);
      p.y0 = Math.min(p.y0, c.y0);
      p.x1 = Math.max(p.x1, c.x1);
      p.y1 = Math.max(p.y1, c.y1);
    }
  }
  return out;
}

const log1p = Math.log1p;

/** A container's features (`c1:chars` to `c1:centerX`), as 32-bit floats. */
function containerValues(c: Container, totalChars: number, pageW: number): Float32Array {
  return Float32Array.of(
    log1p(c.chars),
    c.chars ? finite(c.links / c.chars) : 0,
    log1p(c.blocks),
    c.paragraphs / c.blocks,
    c.items / c.blocks,
    c.headings / c.blocks,
    c.chars / totalChars,
    c.x1 > c.x0 ? finite((c.x1 - c.x0) / pageW) : 0,
    c.y1 > c.y0 ? finite(log1p(c.y1 - c.y0)) : 0,
    c.x1 > c.x0 ? finite((c.x0 + c.x1) / 2 / pageW) : 0,
  );
}

/** The feature names, in vector order, for a vocabulary. */
export function featureNames(vocabulary: readonly string[]): string[] {
  const names = [
    'chars', 'words', 'linkShare', 'punctuation', 'sentenceEnds', 'digitShare', 'meanWordLength',
    ...TAGS.map((t) => `tag:${t}`), 'heading', ...IN_TAGS.map((t) => `in:${t}`), 'depth',
    'x', 'centerX', 'y', 'yPx', 'width', 'heightPx', 'fontRatio', 'bold', 'aboveFold',
    ...LANDMARKS.map((l) => `landmark:${l}`),
    ...vocabulary.flatMap((w) => [`name:${w}`, `ancestorName:${w}`]),
    'sd:depth', 'sd:strong', 'sd:cardinality', 'sd:hasTitle', 'sd:regionDensity', 'sd:regionDfm',
    ...REGION_KINDS.map((k) => `sd:region:${k}`),
    'sig:inRoot', 'sig:cut', 'sig:side', 'sig:commentWord', ...OUTPUTS.map((o) => `sig:output:${o}`),
    'position', 'charsBefore', 'charsAfter',
  ]; // prettier-ignore
  for (let level = 1; level <= CONTAINER_LEVELS; level++) {
    names.push(
      ...[
        'chars',
        'linkShare',
        'blocks',
        'paragraphs',
        'items',
        'headings',
        'pageShare',
        'width',
        'height',
        'centerX',
      ].map((f) => `c${level}:${f}`),
    );
  }
  for (const k of NEIGHBOURS) {
    names.push(...['chars', 'linkShare', 'fontRatio', 'inRoot', 'outputArticle', 'outputComment', 'sameTag'].map((f) => `n${k}:${f}`)); // prettier-ignore
  }
  return names;
}

/** How many features featureNames gives besides the vocabulary's two per word. */
const FIXED_WIDTH = featureNames([]).length;

/**
 * Per-character classes for textStats, by UTF-16 code: 0 not yet looked up, else WORD or NUMBER (a letter or a
 * number, NUMBER also for a number) or OTHER, with PUNCTUATION and SENTENCE_END added for those marks. One
 * table read per character gives all textStats asks of it.
 */
const charClass = new Uint8Array(0x10000);
const OTHER = 1;
const WORD = 2;
const NUMBER = 4;
const PUNCTUATION = 8;
const SENTENCE_END = 16;
const LETTER_RE = /\p{L}/u;
const NUMBER_RE = /\p{N}/u;
const SENTENCE_ENDS = '.!?。！？';
const PUNCTUATION_CHARS = '.,;:!?。，、；：！？';

/** The class of a character (a code point's string): ASCII without the Unicode property expressions, which
 * agree with it there (letters A-Z and a-z, numbers 0-9). */
function classOf(ch: string): number {
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code < 0x80) {
    if (code >= 0x30 && code <= 0x39) return WORD | NUMBER;
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return WORD;
  } else if (NUMBER_RE.test(ch)) return WORD | NUMBER;
  else if (LETTER_RE.test(ch)) return WORD;
  return OTHER | (PUNCTUATION_CHARS.includes(ch) ? PUNCTUATION : 0) | (SENTENCE_ENDS.includes(ch) ? SENTENCE_END : 0); // prettier-ignore
}

interface TextStats {
  /** Runs of letters and numbers, their total length (UTF-16 units), numbers, punctuation marks, sentence
   * ends (endsSentence). */
  words: number;
  wordChars: number;
  digits: number;
  punctuation: number;
  sentenceEnds: number;
}

/**
 * One pass over a block's text (whitespace already collapsed to single spaces): no regex match arrays, one
 * table read per character, and the counts in locals until the end (this runs on every character of the page
 * before V8 has optimised it).
 */
export function textStats(text: string): TextStats {
  let words = 0;
  let wordChars = 0;
  let digits = 0;
  let punctuation = 0;
  let sentenceEnds = 0;
  let inWord = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    let cls: number;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
      // A surrogate pair: one character of two units.
      cls = classOf(String.fromCodePoint(text.codePointAt(i) as number));
      if (cls & WORD) wordChars++;
      i++;
    } else {
      cls = charClass[code] || (charClass[code] = classOf(String.fromCharCode(code)));
    }
    if (cls & WORD) {
      if (!inWord) words++;
      inWord = true;
      wordChars++;
      if (cls & NUMBER) digits++;
    } else {
      inWord = false;
      if (cls & PUNCTUATION) punctuation++;
      if (cls & SENTENCE_END && endsSentence(text, i, code)) sentenceEnds++;
    }
  }
  return { words, wordChars, digits, punctuation, sentenceEnds };
}

/** Ideographic end marks (。！？): Chinese and Japanese put no space after a sentence. */
const FULL_WIDTH_ENDS = new Set([0x3002, 0xff01, 0xff1f]);
/** Closing quotes and brackets a sentence may end inside: `"Go."`, `(as said.)`, 「…。」. */
const CLOSERS = new Set([0x22, 0x27, 0x29, 0x5d, 0x2019, 0x201d, 0x300d, 0x300f, 0xff09]);

/**
 * Whether the end mark at `i` (code `code`) ends a sentence. An ideographic mark does, once in a run of marks
 * (`！？` is one end). A Latin one does before a space or the end of the text, closing quotes and brackets
 * between (`v1.2` and `e.g.x` are not ends, `"Go." He` is one).
 */
function endsSentence(text: string, i: number, code: number): boolean {
  const n = text.length;
  if (FULL_WIDTH_ENDS.has(code)) return i + 1 === n || !FULL_WIDTH_ENDS.has(text.charCodeAt(i + 1));
  let j = i + 1;
  while (j < n && CLOSERS.has(text.charCodeAt(j))) j++;
  return j === n || text.charCodeAt(j) === 32;
}

/** Feature vectors of every block, row after row in one array (`rows` x `width`). */
export interface FeatureMatrix {
  x: Float32Array;
  rows: number;
  width: number;
}

/** One feature vector per block of `table` (featureMatrix's rows, as views). */
export function featureVectors(table: BlockTable, vocabulary: readonly string[]): Float32Array[] {
  const { x, rows, width } = featureMatrix(table, vocabulary);
  return Array.from({ length: rows }, (_, i) => x.subarray(i * width, (i + 1) * width));
}

/**
 * The feature vectors of `table`'s blocks, in the order of featureNames(vocabulary). 32-bit floats, as the
 * trees were trained on: a value between a float32 and its float64 source could fall on the other side of a
 * split. The engine runs this once per page in a fresh page, where the code is not yet optimised, so the
 * vocabulary's words are looked up (the block's few names against an index), not each tested in turn, and
 * the text is read in one pass per block.
 */
export function featureMatrix(table: BlockTable, vocabulary: readonly string[]): FeatureMatrix {
  const blocks = table.blocks;
  const pageW = Math.max(table.pageWidth, 1);
  const pageH = Math.max(table.pageHeight, 1);
  const bodyFont = table.bodyFontSize || 16;
  let totalChars = 0;
  for (let i = 0; i < blocks.length; i++) totalChars += blocks[i].text.length;
  totalChars = Math.max(totalChars, 1);
  const byNode = containers(blocks);
  const width = FIXED_WIDTH + 2 * vocabulary.length;
  const x = new Float32Array(blocks.length * width);
  const words = vocabularyIndex(vocabulary);
  const inTags = listIndexes(IN_TAG_INDEX);
  const landmarks = listIndexes(LANDMARK_INDEX);
  // What a block's neighbours read of it, once per block (all but sameTag, which depends on both).
  const near = new Float32Array(blocks.length * (NEIGHBOUR_WIDTH - 1));
  for (let i = 0, k = 0; i < blocks.length; i++) {
    const n = blocks[i];
    near[k++] = log1p(n.text.length);
    near[k++] = n.text.length ? finite(n.linkChars / n.text.length) : 0;
    near[k++] = finite(n.fontSize / bodyFont);
    near[k++] = n.signals.inRoot ? 1 : 0;
    near[k++] = n.signals.output === 'article' ? 1 : 0;
    near[k++] = n.signals.output === 'comment' ? 1 : 0;
  }
  let before = 0;
  // Straight-line writes into a zero-filled row (a flag is written only when set, a one-hot group by index):
  // this runs once per block before V8 has optimised anything.
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    let k = i * width;
    const chars = b.text.length;
    const stats = textStats(b.text);
    x[k++] = log1p(chars);
    x[k++] = log1p(stats.words);
    x[k++] = chars ? finite(b.linkChars / chars) : 0;
    x[k++] = chars ? stats.punctuation / chars : 0;
    x[k++] = stats.sentenceEnds;
    x[k++] = chars ? stats.digits / chars : 0;
    x[k++] = stats.words ? stats.wordChars / stats.words : 0;
    oneHot(x, k, TAG_INDEX, b.tag);
    k += TAGS.length;
    x[k++] = finite(b.heading);
    setFlags(x, k, inTags(b.path));
    k += IN_TAGS.length;
    x[k++] = b.path.length;
    x[k++] = finite(b.x / pageW);
    x[k++] = finite((b.x + b.width / 2) / pageW);
    x[k++] = finite(b.y / pageH);
    x[k++] = finite(log1p(Math.max(b.y, 0)));
    x[k++] = finite(b.width / pageW);
    x[k++] = finite(log1p(Math.max(b.height, 0)));
    x[k++] = finite(b.fontSize / bodyFont);
    x[k++] = b.fontWeight >= 600 ? 1 : 0;
    x[k++] = b.y < 900 ? 1 : 0;
    setFlags(x, k, landmarks(b.landmarks));
    k += LANDMARKS.length;
    // Two flags per word of the vocabulary (the block's own names, its ancestors'), zero unless set here.
    setFlags(x, k, words(b.names), 2);
    setFlags(x, k + 1, words(b.ancestorNames), 2);
    k += 2 * vocabulary.length;
    x[k++] = finite(b.sd.depth);
    x[k++] = b.sd.strong ? 1 : 0;
    x[k++] = finite(log1p(b.sd.cardinality));
    x[k++] = b.sd.ancestorTitleDepth !== null ? 1 : 0;
    x[k++] = b.sd.regionDensity < 0 ? -1 : finite(log1p(b.sd.regionDensity));
    x[k++] = finite(b.sd.regionDfm);
    oneHot(x, k, REGION_KIND_INDEX, b.sd.regionKind);
    k += REGION_KINDS.length;
    x[k++] = b.signals.inRoot ? 1 : 0;
    x[k++] = b.signals.cut ? 1 : 0;
    x[k++] = b.signals.side ? 1 : 0;
    x[k++] = b.signals.commentWord ? 1 : 0;
    oneHot(x, k, OUTPUT_INDEX, b.signals.output);
    k += OUTPUTS.length;
    x[k++] = blocks.length > 1 ? i / (blocks.length - 1) : 0;
    x[k++] = before / totalChars;
    x[k++] = (totalChars - before - chars) / totalChars;
    before += chars;
    for (let level = 0; level < CONTAINER_LEVELS; level++) {
      const c = b.ancestors[level] === undefined ? undefined : byNode.get(b.ancestors[level]);
      if (c) x.set((c.values ??= containerValues(c, totalChars, pageW)), k);
      else x.fill(-1, k, k + CONTAINER_WIDTH);
      k += CONTAINER_WIDTH;
    }
    for (let d = 0; d < NEIGHBOURS.length; d++) {
      const j = i + NEIGHBOURS[d];
      if (j < 0 || j >= blocks.length) {
        x.fill(-1, k, k + NEIGHBOUR_WIDTH);
        k += NEIGHBOUR_WIDTH;
        continue;
      }
      for (let v = 0; v < NEIGHBOUR_WIDTH - 1; v++) x[k++] = near[j * (NEIGHBOUR_WIDTH - 1) + v];
      x[k++] = blocks[j].tag === b.tag ? 1 : 0;
    }
  }
  return { x, rows: blocks.length, width };
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Sets the flag of `value` in the one-hot group starting at `at`, when the group has it. */
function oneHot(x: Float32Array, at: number, index: Map<string, number>, value: string): void {
  const j = index.get(value);
  if (j !== undefined) x[at + j] = 1;
}

/** Sets the flags `at + step * j` of the indexes j in `indexes`. */
function setFlags(x: Float32Array, at: number, indexes: readonly number[], step = 1): void {
  for (let i = 0; i < indexes.length; i++) x[at + step * indexes[i]] = 1;
}

/**
 * The indexes in `index` of the values of a list (the one-hot flags it sets), remembered by the list's
 * identity: the engine's blocks share their parent's tag path and landmarks (table.ts), so each list is read
 * once per parent, not once per block.
 */
function listIndexes(index: Map<string, number>): (values: readonly string[]) => readonly number[] {
  const byList = new WeakMap<readonly string[], number[]>();
  return (values) => {
    let found = byList.get(values);
    if (!found) {
      found = [];
      for (let i = 0; i < values.length; i++) {
        const j = index.get(values[i]);
        if (j !== undefined) found.push(j);
      }
      byList.set(values, found);
    }
    return found;
  };
}

const indexOf = (values: readonly string[]) => new Map(values.map((v, j) => [v, j]));
const TAG_INDEX = indexOf(TAGS);
const IN_TAG_INDEX = indexOf(IN_TAGS);
const LANDMARK_INDEX = indexOf(LANDMARKS);
const REGION_KIND_INDEX = indexOf(REGION_KINDS);
const OUTPUT_INDEX = indexOf(OUTPUTS);

/**
 * The vocabulary indexes of the words in a list of name tokens. The engine's blocks share their ancestors'
 * lists (table.ts), so each list is looked up once and remembered by identity; each token once per page.
 */
function vocabularyIndex(vocabulary: readonly string[]): (tokens: readonly string[]) => readonly number[] {
  const index = indexOf(vocabulary);
  const byToken = new Map<string, number[]>();
  const byList = new WeakMap<readonly string[], number[]>();
  const ofToken = (token: string) => {
    let found = byToken.get(token);
    if (!found) {
      found = [];
      for (const w of nameWords([token])) {
        const j = index.get(w);
        if (j !== undefined) found.push(j);
      }
      byToken.set(token, found);
    }
    return found;
  };
  return (tokens) => {
    let found = byList.get(tokens);
    if (!found) {
      found = [];
      for (let t = 0; t < tokens.length; t++) {
        const words = ofToken(tokens[t]);
        for (let j = 0; j < words.length; j++) found.push(words[j]);
      }
      byList.set(tokens, found);
    }
    return found;
  };
}
