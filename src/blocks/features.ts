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

const PUNCTUATION = /[.,;:!?。，、；：！？]/g;
const SENTENCE_END = /[.!?。！？](\s|$)/g;
const DIGIT = /\p{N}/gu;
const WORD = /[\p{L}\p{N}]+/gu;
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

/**
 * One feature vector per block of `table`, in the order of featureNames(vocabulary). 32-bit floats, as the
 * trees were trained on: a value between a float32 and its float64 source could fall on the other side of a
 * split. The engine runs this once per page in a fresh page, where the code is not yet optimised, so the
 * vocabulary's words are looked up (the block's few names against an index), not each tested in turn.
 */
export function featureVectors(table: BlockTable, vocabulary: readonly string[]): Float32Array[] {
  const blocks = table.blocks;
  const pageW = Math.max(table.pageWidth, 1);
  const pageH = Math.max(table.pageHeight, 1);
  const bodyFont = table.bodyFontSize || 16;
  const totalChars = Math.max(
    blocks.reduce((a, b) => a + b.text.length, 0),
    1,
  );
  const byNode = containers(blocks);
  const width = featureNames(vocabulary).length;
  const rows: Float32Array[] = [];
  const wordIndex = new Map(vocabulary.map((w, j) => [w, j]));
  let before = 0;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    const v = new Float32Array(width);
    let k = 0;
    const put = (x: number) => (v[k++] = Number.isFinite(x) ? x : 0);
    const flag = (x: boolean) => put(x ? 1 : 0);
    const chars = b.text.length;
    const words = b.text.match(WORD) ?? [];
    put(log1p(chars));
    put(log1p(words.length));
    put(chars ? b.linkChars / chars : 0);
    put(chars ? (b.text.match(PUNCTUATION)?.length ?? 0) / chars : 0);
    put(b.text.match(SENTENCE_END)?.length ?? 0);
    put(chars ? (b.text.match(DIGIT)?.length ?? 0) / chars : 0);
    put(words.length ? words.reduce((a, w) => a + w.length, 0) / words.length : 0);
    for (const t of TAGS) flag(b.tag === t);
    put(b.heading);
    for (const t of IN_TAGS) flag(b.path.includes(t));
    put(b.path.length);
    put(b.x / pageW);
    put((b.x + b.width / 2) / pageW);
    put(b.y / pageH);
    put(log1p(Math.max(b.y, 0)));
    put(b.width / pageW);
    put(log1p(Math.max(b.height, 0)));
    put(b.fontSize / bodyFont);
    flag(b.fontWeight >= 600);
    flag(b.y < 900);
    for (const l of LANDMARKS) flag(b.landmarks.includes(l));
    // Two flags per word of the vocabulary (the block's own names, its ancestors'), zero unless set here.
    for (const w of nameWords(b.names)) {
      const j = wordIndex.get(w);
      if (j !== undefined) v[k + 2 * j] = 1;
    }
    for (const w of nameWords(b.ancestorNames)) {
      const j = wordIndex.get(w);
      if (j !== undefined) v[k + 2 * j + 1] = 1;
    }
    k += 2 * vocabulary.length;
    put(b.sd.depth);
    flag(b.sd.strong);
    put(log1p(b.sd.cardinality));
    flag(b.sd.ancestorTitleDepth !== null);
    put(b.sd.regionDensity < 0 ? -1 : log1p(b.sd.regionDensity));
    put(b.sd.regionDfm);
    for (const r of REGION_KINDS) flag(b.sd.regionKind === r);
    flag(b.signals.inRoot);
    flag(b.signals.cut);
    flag(b.signals.side);
    flag(b.signals.commentWord);
    for (const o of OUTPUTS) flag(b.signals.output === o);
    put(blocks.length > 1 ? i / (blocks.length - 1) : 0);
    put(before / totalChars);
    put((totalChars - before - chars) / totalChars);
    before += chars;
    for (let level = 0; level < CONTAINER_LEVELS; level++) {
      const c = b.ancestors[level] === undefined ? undefined : byNode.get(b.ancestors[level]);
      if (!c) {
        for (let f = 0; f < 10; f++) put(-1);
        continue;
      }
      put(log1p(c.chars));
      put(c.chars ? c.links / c.chars : 0);
      put(log1p(c.blocks));
      put(c.paragraphs / c.blocks);
      put(c.items / c.blocks);
      put(c.headings / c.blocks);
      put(c.chars / totalChars);
      put(c.x1 > c.x0 ? (c.x1 - c.x0) / pageW : 0);
      put(c.y1 > c.y0 ? log1p(c.y1 - c.y0) : 0);
      put(c.x1 > c.x0 ? (c.x0 + c.x1) / 2 / pageW : 0);
    }
    for (const d of NEIGHBOURS) {
      const n = blocks[i + d];
      if (!n) {
        for (let f = 0; f < 7; f++) put(-1);
        continue;
      }
      put(log1p(n.text.length));
      put(n.text.length ? n.linkChars / n.text.length : 0);
      put(n.fontSize / bodyFont);
      flag(n.signals.inRoot);
      flag(n.signals.output === 'article');
      flag(n.signals.output === 'comment');
      flag(n.tag === b.tag);
    }
    rows.push(v);
  }
  return rows;
}
