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
/** Blocks before and after whose values are features of this one. */
const NEIGHBOURS = [-2, -1, 1, 2] as const;

const NAME_PARTS = /[^a-z0-9]+/;

/** The words of class/id name tokens (`entry-content` → `entry`, `content`), as the vocabulary holds them. */
export function nameWords(tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens)
    for (const w of t.split(NAME_PARTS)) if (w.length > 1 && !/^\d+$/.test(w)) out.add(w);
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
}

function containers(blocks: readonly Block[]): Map<number, Container> {
  const out = new Map<number, Container>();
  for (const b of blocks) {
    const chars = b.text.length;
    for (const a of b.ancestors) {
      let c = out.get(a);
      if (!c) {
        c = { chars: 0, links: 0, blocks: 0, paragraphs: 0, items: 0, headings: 0, x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }; // prettier-ignore
        out.set(a, c);
      }
      c.chars += chars;
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
  }
  return out;
}

const log1p = Math.log1p;

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

/** Per-character classes for textStats: 0 not yet looked up, 1 other, 2 letter, 3 number. */
const charClass = new Uint8Array(0x10000);
const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;
const SENTENCE_ENDS = new Set(['.', '!', '?', '。', '！', '？'].map((c) => c.charCodeAt(0)));
const PUNCTUATION_CHARS = new Set([...'.,;:!?。，、；：！？'].map((c) => c.charCodeAt(0)));

function classOf(ch: string): number {
  return NUMBER.test(ch) ? 3 : LETTER.test(ch) ? 2 : 1;
}

interface TextStats {
  /** Runs of letters and numbers, their total length (UTF-16 units), numbers, punctuation marks, sentence
   * ends (an end mark before a space or the end). */
  words: number;
  wordChars: number;
  digits: number;
  punctuation: number;
  sentenceEnds: number;
}

/** One pass over a block's text (whitespace already collapsed to single spaces): no regex match arrays. */
export function textStats(text: string): TextStats {
  const s: TextStats = { words: 0, wordChars: 0, digits: 0, punctuation: 0, sentenceEnds: 0 };
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let cls: number;
    let size = 1;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      cls = classOf(String.fromCodePoint(text.codePointAt(i) as number));
      size = 2;
    } else {
      cls = charClass[code] || (charClass[code] = classOf(String.fromCharCode(code)));
    }
    if (cls > 1) {
      if (!inWord) s.words++;
      inWord = true;
      s.wordChars += size;
      if (cls === 3) s.digits++;
    } else {
      inWord = false;
      if (PUNCTUATION_CHARS.has(code)) s.punctuation++;
      if (SENTENCE_ENDS.has(code) && (i + 1 === text.length || text.charCodeAt(i + 1) === 32))
        s.sentenceEnds++;
    }
    i += size - 1;
  }
  return s;
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
  const width = featureNames(vocabulary).length;
  const x = new Float32Array(blocks.length * width);
  const words = vocabularyIndex(vocabulary);
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
    for (let j = 0; j < b.path.length; j++) oneHot(x, k, IN_TAG_INDEX, b.path[j]);
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
    for (let j = 0; j < b.landmarks.length; j++) oneHot(x, k, LANDMARK_INDEX, b.landmarks[j]);
    k += LANDMARKS.length;
    // Two flags per word of the vocabulary (the block's own names, its ancestors'), zero unless set here.
    for (const j of words(b.names)) x[k + 2 * j] = 1;
    for (const j of words(b.ancestorNames)) x[k + 2 * j + 1] = 1;
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
      if (!c) {
        x.fill(-1, k, k + 10);
        k += 10;
        continue;
      }
      x[k++] = log1p(c.chars);
      x[k++] = c.chars ? finite(c.links / c.chars) : 0;
      x[k++] = log1p(c.blocks);
      x[k++] = c.paragraphs / c.blocks;
      x[k++] = c.items / c.blocks;
      x[k++] = c.headings / c.blocks;
      x[k++] = c.chars / totalChars;
      x[k++] = c.x1 > c.x0 ? finite((c.x1 - c.x0) / pageW) : 0;
      x[k++] = c.y1 > c.y0 ? finite(log1p(c.y1 - c.y0)) : 0;
      x[k++] = c.x1 > c.x0 ? finite((c.x0 + c.x1) / 2 / pageW) : 0;
    }
    for (const d of NEIGHBOURS) {
      const n = blocks[i + d];
      if (!n) {
        x.fill(-1, k, k + 7);
        k += 7;
        continue;
      }
      x[k++] = log1p(n.text.length);
      x[k++] = n.text.length ? finite(n.linkChars / n.text.length) : 0;
      x[k++] = finite(n.fontSize / bodyFont);
      x[k++] = n.signals.inRoot ? 1 : 0;
      x[k++] = n.signals.output === 'article' ? 1 : 0;
      x[k++] = n.signals.output === 'comment' ? 1 : 0;
      x[k++] = n.tag === b.tag ? 1 : 0;
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
      for (const t of tokens) for (const j of ofToken(t)) found.push(j);
      byList.set(tokens, found);
    }
    return found;
  };
}
