// Measures the block table (types.ts) of a live page: the default pipeline's stages 1-3 run as they do for the
// reader (the SD-Tree, SD's outcome, the rules' decision), then every visible text block is read once.
//
// A block is a unit of the text mass (src/mass/measure.ts): the nearest non-inline element of a text node,
// holding its own text and that of the inline elements inside it. Blocks come in document order.
import { composedChildren } from '../dom/composed';
import { decidePage, RULES, type Decided } from '../pipeline';
import { leftOut } from '../pipeline/decision';
import { commentNamed } from '../mass';
import type { SdNode, SdRegion } from '../sdtree';
import type { ExtractOptions } from '../types';
import { HEADING_TAGS, INLINE_TAGS, nameTokens, RUBY_ANNOTATION_TAGS } from '../vocabulary';
import type { Block, BlockTable } from './types';
import { docRoot } from '../dom/document';

/** HTML5 elements that say what part of the page they hold (ARIA roles are read as well). */
const LANDMARK_TAGS = new Set(['article', 'main', 'nav', 'aside', 'header', 'footer', 'section', 'form']);

/** Whether `el` scrolls sideways: its content is wider than its box and `overflow-x` lets the reader scroll. */
function scrollsSideways(el: Element): boolean {
  if (el.scrollWidth <= el.clientWidth) return false;
  const overflow = getComputedStyle(el).overflowX;
  return overflow === 'auto' || overflow === 'scroll';
}

/**
 * The left edge of `node`'s box where the reader sees it: on the page, or, for a box off the page's sides, where
 * `scroller` (its nearest ancestor that scrolls sideways) shows it when scrolled to it, centred as
 * `scrollIntoView({ inline: 'center' })` shows it (at an edge, narrow blocks read as the page's side columns).
 * Vertical Japanese (`writing-mode: vertical-rl`) in a box that scrolls sideways runs from right to left past
 * the page's left edge, where the page itself cannot scroll (visibility.ts keeps such text: `flowsLeft`), and
 * measured as laid out its later paragraphs sat where text hidden off the page (`left: -9999px`) sits: the
 * learned engine read them as noise. A box off the page with no such ancestor keeps its place.
 */
function scrolledIntoView(box: SdNode['box'], scroller: () => SdNode | null, pageWidth: number): number {
  const { x, width } = box;
  if (x >= 0 && x + width <= pageWidth) return x;
  const s = scroller();
  return s ? s.box.x + (s.box.width - width) / 2 : x;
}

/** What the blocks below an element inherit from it and its ancestors (nearest first). */
interface Inherited {
  path: string[];
  ancestors: number[];
  heading: number;
  landmarks: string[];
  names: string[];
  region: SdRegion | undefined;
}

const TOP: Inherited = { path: [], ancestors: [], heading: 0, landmarks: [], names: [], region: undefined };

/**
 * What a block is. `elements`: the nearest non-inline element of its text with all of its own text, one block
 * per element, its box the element's, placed before the blocks inside it. `runs`: as `elements`, except that an
 * element whose own text stands between blocks of its own (text, a `<div>`, more text) gives one block per run
 * of text between them, each with the box of its text and its place in reading order: CSS's anonymous block
 * boxes. A model says which it was trained on (model.ts, `units`).
 */
export type BlockUnits = 'elements' | 'runs';

export interface MeasuredBlocks {
  table: BlockTable;
  /** Each block's element, index for index (for tools that read more off the page, such as annotations). */
  elements: Element[];
  /** For a run (units `runs`), the nodes it is made of: its text nodes and the inline elements wholly in it,
   * index for index with the blocks; null for a block that is its whole element. */
  members: (Node[] | null)[];
  /** The default pipeline's stages 1-3 the table was measured with (the learned engine builds on them). */
  decided: Decided;
}

/** The table of `doc`; `timings` gets the pipeline's stages (build, SD's steps, rules) and `table` (the read). */
export function measureBlocks(
  doc: Document,
  options: ExtractOptions = {},
  timings: Record<string, number> = {},
  units: BlockUnits = 'elements',
): MeasuredBlocks {
  const decided = decidePage(doc, options, RULES, timings);
  const t0 = performance.now();
  const { tree, page, decision } = decided;
  const nodes = tree.nodes;
  const n = nodes.length;
  const nodeOf = new Map<Element, SdNode>();
  for (let k = 0; k < n; k++) nodeOf.set(nodes[k].el, nodes[k]);

  // Units (as measure.ts has them) and their characters: own text plus that of inline members, less ruby's
  // readings (not the block's text).
  const unitOf = new Int32Array(n);
  const chars = new Float64Array(n);
  const links = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const node = nodes[k];
    const i = node.index;
    unitOf[i] = INLINE_TAGS.has(node.tag) && node.parent ? unitOf[node.parent.index] : i;
    if (RUBY_ANNOTATION_TAGS.has(node.tag)) continue;
    chars[unitOf[i]] += node.density;
    links[unitOf[i]] += node.linkDensity;
  }

  // Flags inherited from ancestors, set top-down in one pass (pre-order: a parent comes before its children):
  // each node takes its parent's, then sets those its own element earns.
  const out = leftOut(decision);
  const comments = new Set(decision.comments);
  const posts = new Set(decision.posts);
  const inRoot = new Uint8Array(n);
  const isLeftOut = new Uint8Array(n);
  const inComment = new Uint8Array(n);
  const inPost = new Uint8Array(n);
  const commentWord = new Uint8Array(n);
  const named = commentNamed(tree);
  for (let k = 0; k < n; k++) {
    const node = nodes[k];
    const i = node.index;
    if (node.parent) {
      const p = node.parent.index;
      inRoot[i] = inRoot[p];
      isLeftOut[i] = isLeftOut[p];
      inComment[i] = inComment[p];
      inPost[i] = inPost[p];
      commentWord[i] = commentWord[p];
    }
    if (node === decision.root) inRoot[i] = 1;
    if (!isLeftOut[i] && out.has(node.el)) isLeftOut[i] = 1;
    if (!inComment[i] && comments.has(node.el)) inComment[i] = 1;
    if (!inPost[i] && posts.has(node.el)) inPost[i] = 1;
    if (named[i]) commentWord[i] = 1;
  }
  const furniture = page.furniture;
  const side = decision.mass?.m.side;

  // SD's regions by node, and what SD made of each.
  const regionOf = new Map<SdNode, SdRegion>();
  for (const r of page.sd.run.regions) regionOf.set(r.node, r);
  const sdDecision = page.sd.run.decision;
  const kindOf = new Map<SdRegion, Block['sd']['regionKind']>();
  for (const r of sdDecision.articleGroup?.members ?? []) kindOf.set(r, 'article');
  if (sdDecision.article) kindOf.set(sdDecision.article, 'article');
  for (const c of sdDecision.comments) for (const r of c.group.members) kindOf.set(r, 'comments');
  if (sdDecision.pageType === 'multiple')
    for (const r of sdDecision.repeated?.members ?? []) kindOf.set(r, 'posts');

  const names = new Map<SdNode, string[]>();
  const namesOf = (node: SdNode) => {
    let t = names.get(node);
    if (!t) names.set(node, (t = nameTokens(`${node.className} ${node.id}`)));
    return t;
  };
  // What a block inherits from its ancestors, kept per ancestor (nearest first) and shared by every block below
  // it, instead of a walk to the root for each block.
  const context = new Map<SdNode, Inherited>();
  const inherit = (node: SdNode, up: Inherited): Inherited => {
    const own = namesOf(node);
    const marks: string[] = [];
    if (LANDMARK_TAGS.has(node.tag)) marks.push(node.tag);
    const role = node.el.getAttribute('role');
    if (role) marks.push(`role:${role.trim().toLowerCase()}`);
    return {
      path: [node.tag, ...up.path],
      ancestors: [node.index, ...up.ancestors],
      heading: HEADING_TAGS.has(node.tag) ? Number(node.tag[1]) : up.heading,
      landmarks: marks.length ? [...marks, ...up.landmarks] : up.landmarks,
      names: own.length ? [...new Set([...own, ...up.names])] : up.names,
      region: regionOf.get(node) ?? up.region,
    };
  };
  const contextOf = (node: SdNode): Inherited => {
    // Up to the nearest ancestor already known (no recursion: a page can nest thousands deep), then down.
    const chain: SdNode[] = [];
    let p: SdNode | null = node;
    while (p && !context.has(p)) {
      chain.push(p);
      p = p.parent;
    }
    let c = p ? (context.get(p) as Inherited) : TOP;
    for (let j = chain.length - 1; j >= 0; j--) context.set(chain[j], (c = inherit(chain[j], c)));
    return c;
  };

  // Each node's nearest sideways scroller, itself included, asked only for blocks off the page and once per
  // node: up to the nearest node already known, then remembered along the way.
  const scrollers = new Map<SdNode, SdNode | null>();
  const scrollerOf = (node: SdNode | null): SdNode | null => {
    const chain: SdNode[] = [];
    let found: SdNode | null = null;
    for (let p = node; p; p = p.parent) {
      const known = scrollers.get(p);
      if (known !== undefined) {
        found = known;
        break;
      }
      chain.push(p);
      if (scrollsSideways(p.el)) {
        found = p;
        break;
      }
    }
    for (const c of chain) scrollers.set(c, found);
    return found;
  };

  // Runs are placed in reading order after the last node before them (units `runs`): each node's last
  // descendant, by index (pre-order, so a parent's comes after all of its children's).
  const lastOf = new Int32Array(n);
  if (units === 'runs') {
    for (let k = 0; k < n; k++) lastOf[nodes[k].index] = nodes[k].index;
    for (let k = n - 1; k > 0; k--) {
      const node = nodes[k];
      if (node.parent) lastOf[node.parent.index] = Math.max(lastOf[node.parent.index], lastOf[node.index]);
    }
  }

  const root = docRoot(doc);
  const pageWidth = root.scrollWidth;
  // Blocks with their place in reading order: an element's block at its node's index, a run just after the
  // last node before it.
  const placed: { at: number; block: Block; el: Element; members: Node[] | null }[] = [];
  const range = units === 'runs' ? doc.createRange() : null;
  let hasRuns = false;
  const fontChars = new Map<number, number>();
  for (let k = 0; k < n; k++) {
    const node = nodes[k];
    const i = node.index;
    if (unitOf[i] !== i || chars[i] <= 0) continue;
    const runs = units === 'runs' ? unitRuns(node, nodeOf, unitOf, lastOf) : null;
    const whole = !runs || runs.length === 0 || (runs.length === 1 && !runs[0].split);
    let parts: { text: string; links: number; box: SdNode['box']; at: number; members: Node[] | null }[];
    if (whole) {
      const text = unitText(node, nodeOf, unitOf);
      if (!text) continue;
      parts = [{ text, links: links[i], box: node.box, at: i, members: null }];
    } else {
      // The element's box as the page has it and as the viewport does, read once for all of its runs.
      const rect = node.el.getBoundingClientRect();
      const shift = { x: node.box.x - rect.left, y: node.box.y - rect.top };
      // A same-origin frame's text is measured by a Range of its own document.
      const owner = node.el.ownerDocument;
      parts = (runs as Run[]).map((r, j) => ({
        text: r.text,
        links: r.links,
        box: runBox(r.members, node, shift, owner === doc ? range : owner.createRange()),
        at: r.after + 0.5 + j * 1e-6,
        members: r.members,
      }));
      hasRuns = true;
    }
    // What the element gives each of its blocks, read once.
    const style = getComputedStyle(node.el);
    const fontSize = parseFloat(style.fontSize) || 0;
    const up = node.parent ? contextOf(node.parent) : TOP;
    const heading = HEADING_TAGS.has(node.tag) ? Number(node.tag[1]) : up.heading;
    const region = regionOf.get(node) ?? up.region;
    // A run is an anonymous block inside its element: the element is its nearest container, as it is for the
    // blocks beside it.
    const ancestors = whole ? up.ancestors : [i, ...up.ancestors];
    const path = whole ? up.path : [node.tag, ...up.path];
    for (const part of parts) {
      const text = part.text;
      fontChars.set(fontSize, (fontChars.get(fontSize) ?? 0) + text.length);
      const block: Block = {
        node: i,
        ancestors,
        text,
        linkChars: Math.min(part.links, text.length),
        tag: node.tag,
        path,
        heading,
        x: scrolledIntoView(part.box, () => scrollerOf(node.parent), pageWidth),
        y: part.box.y,
        width: part.box.width,
        height: part.box.height,
        fontSize,
        fontWeight: Number(style.fontWeight) || 400,
        names: namesOf(node),
        ancestorNames: up.names,
        landmarks: up.landmarks,
        sd: {
          depth: node.depth,
          strong: node.strong,
          cardinality: node.cardinality,
          ancestorTitleDepth: node.ancestorTitleDepth,
          regionDensity: region ? region.density : -1,
          regionDfm: region ? region.dfm : -1,
          regionKind: (region && kindOf.get(region)) ?? 'other',
        },
        signals: {
          inRoot: inRoot[i] === 1,
          cut: inRoot[i] === 1 && isLeftOut[i] === 1,
          side: furniture[i] === 1 || side?.[i] === 1,
          commentWord: commentWord[i] === 1,
          output: inComment[i]
            ? 'comment'
            : inPost[i]
              ? 'post'
              : inRoot[i] && !isLeftOut[i]
                ? 'article'
                : 'none',
        },
      };
      if (!whole) block.run = true;
      placed.push({ at: part.at, block, el: node.el, members: part.members });
    }
  }
  if (hasRuns) placed.sort((a, b) => a.at - b.at);
  const blocks = placed.map((p) => p.block);
  const elements = placed.map((p) => p.el);
  const members = placed.map((p) => p.members);
  timings.table = (timings.table ?? 0) + performance.now() - t0;
  return {
    table: {
      pageWidth,
      pageHeight: root.scrollHeight,
      bodyFontSize: mostCommon(fontChars),
      pageType: decision.pageType,
      ...(units === 'runs' ? { units } : {}),
      blocks,
    },
    elements,
    members,
    decided,
  };
}

/** A run of an element's own text between blocks of its own (units `runs`). */
interface Run {
  text: string;
  /** Characters of the run inside links. */
  links: number;
  /** Its text nodes and the inline elements wholly inside it, in document order. */
  members: Node[];
  /** Index of the last node of the tree before the run, in document order. */
  after: number;
  /** Whether the element's own text is split: a block of its own stands before, inside or after the run. */
  split: boolean;
}

/**
 * The runs of `unit`'s own text (unitText's walk), cut wherever a node of the tree that is not part of the
 * unit stands (a block inside it, an `<hr>`): CSS's anonymous block boxes. Runs of white space alone are left
 * out.
 */
function unitRuns(unit: SdNode, nodeOf: Map<Element, SdNode>, unitOf: Int32Array, lastOf: Int32Array): Run[] {
  const runs: Run[] = [];
  let parts: string[] = [];
  let members: Node[] = [];
  let links = 0;
  let after = unit.index;
  let runAfter = after;
  let inLink = 0;
  let cuts = 0;
  const close = () => {
    const text = parts.join('').replace(/\s+/g, ' ').trim();
    if (text) runs.push({ text, links, members, after: runAfter, split: false });
    parts = [];
    members = [];
    links = 0;
  };
  const take = (c: Node) => {
    if (c.nodeType === 3) {
      const data = (c as Text).data;
      if (!parts.length) runAfter = after;
      parts.push(data);
      members.push(c);
      if (inLink) links += data.replace(/\s+/g, ' ').trim().length;
    } else if (c.nodeType === 1) {
      const node = nodeOf.get(c as Element);
      if (!node) {
        // Not in the tree (no text, or hidden): a rule or an empty box shown between two runs still parts them.
        if (!INLINE_TAGS.has((c as Element).localName) && shownBox(c as Element)) {
          cuts++;
          close();
        }
        return;
      }
      if (unitOf[node.index] !== unit.index) {
        cuts++;
        close();
        after = lastOf[node.index];
        return;
      }
      if (node.tag === 'br') {
        parts.push(' ');
        members.push(c);
        return;
      }
      if (RUBY_ANNOTATION_TAGS.has(node.tag)) return;
      // An inline element wholly inside one run is one of its members, instead of the nodes inside it.
      const cutsBefore = cuts;
      const held = members;
      const from = members.length;
      if (node.tag === 'a') inLink++;
      walk(c as Element, node.tag);
      if (node.tag === 'a') inLink--;
      if (cuts === cutsBefore && members === held) members.splice(from, members.length - from, c);
    }
  };
  const walk = (el: Element, tag: string) => {
    const shown = composedChildren(el, tag);
    if (shown) for (let k = 0; k < shown.length; k++) take(shown[k]);
    else for (let c = el.firstChild; c; c = c.nextSibling) take(c);
  };
  walk(unit.el, unit.tag);
  close();
  if (cuts > 0) for (const r of runs) r.split = true;
  return runs;
}

/** Whether `el` takes room on the page: a box with a height (an `<hr>`, a spacer), not a hidden element. */
function shownBox(el: Element): boolean {
  return el.getBoundingClientRect().height > 0;
}

/**
 * The page box of a run: the union of its members' boxes (text by a Range), moved by `shift` from the viewport
 * to the page, as its element's box is.
 */
function runBox(
  members: readonly Node[],
  unit: SdNode,
  shift: { x: number; y: number },
  range: Range | null,
): SdNode['box'] {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  const add = (r: DOMRectReadOnly) => {
    if (r.width <= 0 && r.height <= 0) return;
    x1 = Math.min(x1, r.left);
    y1 = Math.min(y1, r.top);
    x2 = Math.max(x2, r.right);
    y2 = Math.max(y2, r.bottom);
  };
  for (const m of members) {
    if (m.nodeType === 3 && range) {
      range.selectNodeContents(m);
      const rects = range.getClientRects();
      for (let k = 0; k < rects.length; k++) add(rects[k]);
    } else if (m.nodeType === 1) add((m as Element).getBoundingClientRect());
  }
  if (x1 === Infinity) return unit.box;
  return { x: x1 + shift.x, y: y1 + shift.y, width: x2 - x1, height: y2 - y1 };
}

/**
 * The block's text in document order: its text nodes and those of its inline members (elements of the tree
 * whose unit it is), as the page shows them (dom/composed.ts); hidden elements (not in the tree), blocks
 * inside it (units of their own) and ruby's readings (the article's text leaves them out) are skipped.
 */
function unitText(unit: SdNode, nodeOf: Map<Element, SdNode>, unitOf: Int32Array): string {
  const parts: string[] = [];
  const take = (c: Node) => {
    if (c.nodeType === 3) parts.push((c as Text).data);
    else if (c.nodeType === 1) {
      const node = nodeOf.get(c as Element);
      if (!node || unitOf[node.index] !== unit.index || RUBY_ANNOTATION_TAGS.has(node.tag)) return;
      if (node.tag === 'br') parts.push(' ');
      else walk(c as Element, node.tag);
    }
  };
  const walk = (el: Element, tag: string) => {
    const shown = composedChildren(el, tag);
    if (shown) for (let k = 0; k < shown.length; k++) take(shown[k]);
    else for (let c = el.firstChild; c; c = c.nextSibling) take(c);
  };
  walk(unit.el, unit.tag);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function mostCommon(weights: Map<number, number>): number {
  let best = 0;
  let most = -1;
  for (const [value, weight] of weights) {
    if (weight > most) {
      most = weight;
      best = value;
    }
  }
  return best;
}
