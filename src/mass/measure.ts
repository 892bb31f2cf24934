// The text mass of every node: prose, link and label characters of the visible blocks below it (the
// overview is in index.ts).
import { docView, ownerOf } from '../dom/document';
import { commonParent, isWithin, type SdNode, type SdTree } from '../sdtree';
import { HEADING_TAGS, INLINE_TAGS, ITEM_TAGS } from '../vocabulary';

/** A unit with at least this many non-link characters reads as prose (a sentence), not as a label. */
export const PROSE_MIN = 25;
/** Weight of noise against mass when choosing the root. */
export const ALPHA = 1;
/** Weight of short non-link units (labels, dates, buttons) in the noise. */
export const SHORT_WEIGHT = 0.5;
/**
 * A teaser (recent posts, more headlines, related stories) is a headline link followed by a summary of at most
 * this many non-link characters. The summary reads like prose but stands for another page: where two teasers
 * sit side by side (items with the same tag and class, at most TEASER_GAP units apart, no other prose between)
 * their summaries count as labels. A lone linked title above a post's summary (a blog's permalink) or an
 * inline "Related" box inside a story is not a run of teasers.
 */
export const TEASER_MAX = 300;
export const TEASER_GAP = 4;
/** A headline: at least this many link characters... */
export const HEADLINE_MIN_LINK = 10;
/** ...and non-link text at most this share of them (a date, a bullet). */
export const HEADLINE_MAX_PLAIN = 0.2;
export interface Mass {
  /** Prose characters per node (its subtree). */
  mass: number[];
  /** Link characters per node (its subtree). */
  link: number[];
  /** Characters of short non-link units per node (its subtree). */
  short: number[];
  /** 1 for nodes in page furniture or a side column (beside a heavier sibling), or under one. */
  side: number[];
}

/**
 * Per-node sums over the subtree; nodes in `exclude` (and below) count for nothing. `furniture` is
 * furnitureOf(tree, ...), read once per page (measure runs 1-3 times; each read is DOM work).
 */
export function measure(
  tree: SdTree,
  furniture: readonly number[],
  exclude: ReadonlySet<SdNode> = new Set(),
): Mass {
  // Indexed loops: this runs cold on every page, where for-of pays an iterator call per element.
  const nodes = tree.nodes;
  const n = nodes.length;
  const text = zeros(n);
  const linkOwn = zeros(n);
  const unitOf = zeros(n);
  const excluded = zeros(n);
  for (let k = 0; k < n; k++) {
    const node = nodes[k];
    const i = node.index;
    const p = node.parent;
    excluded[i] = exclude.has(node) || (p !== null && excluded[p.index] === 1) ? 1 : 0;
    unitOf[i] = INLINE_TAGS.has(node.tag) && p ? unitOf[p.index] : i;
    if (excluded[i]) continue;
    text[unitOf[i]] += node.density;
    linkOwn[unitOf[i]] += node.linkDensity;
  }
  const mass = zeros(n);
  const link = zeros(n);
  const short = zeros(n);
  const side = zeros(n);
  // Teaser summaries (see TEASER_MAX): the last candidate, where it is in the run of units, its item, and
  // where the last other prose unit was.
  let pos = 0;
  let before: SdNode | null = null;
  let linkedBefore = false;
  let cand = -1;
  let candPos = 0;
  let candItem: SdNode | null = null;
  let prosePos = 0;
  for (let k = 0; k < n; k++) {
    const node = nodes[k];
    const i = node.index;
    if (unitOf[i] !== i || excluded[i] || !text[i]) continue;
    const plain = text[i] - linkOwn[i];
    link[i] = linkOwn[i];
    const prev = before;
    const afterLink = linkedBefore;
    before = node;
    linkedBefore = isHeadline(plain, linkOwn[i]);
    pos++;
    if (HEADING_TAGS.has(node.tag)) continue;
    if (plain >= PROSE_MIN && linkOwn[i] <= plain) {
      if (!afterLink || plain >= TEASER_MAX || !prev) {
        mass[i] = plain;
        prosePos = pos;
        continue;
      }
      const item = commonParent(prev, node) ?? node;
      if (candItem && pos - candPos <= TEASER_GAP && prosePos < candPos && twins(candItem, item)) {
        short[cand] += mass[cand];
        mass[cand] = 0;
        short[i] = plain;
      } else mass[i] = plain;
      cand = i;
      candPos = pos;
      candItem = item;
    } else if (!ITEM_TAGS.has(node.tag)) short[i] = plain;
  }
  // Bottom-up (reverse document order: a node's descendants are done before it). Page furniture by element
  // or role, and columns beside the heaviest child in the live layout (sidebars), are all noise to the parent.
  for (let k = n - 1; k >= 0; k--) {
    const node = nodes[k];
    const i = node.index;
    if (excluded[i]) continue;
    const children = node.children;
    // The main child is the best-scoring one (as for the root): a narrow column of teasers can hold more
    // prose than the story beside it, but its links weigh it down.
    let heavy: SdNode | null = null;
    let heavyScore = -Infinity;
    for (let h = 0; h < children.length; h++) {
      const c = children[h];
      const j = c.index;
      const score = mass[j] - ALPHA * (link[j] + SHORT_WEIGHT * short[j]);
      if (mass[j] && score > heavyScore) {
        heavy = c;
        heavyScore = score;
      }
    }
    let vertical: boolean | undefined;
    for (let h = 0; h < children.length; h++) {
      const c = children[h];
      const j = c.index;
      if (excluded[j]) continue;
      if (c !== heavy && heavy && mass[j] && beside(c, heavy) && !(vertical ??= verticalFlow(node))) {
        link[i] += mass[j] + link[j] + short[j];
        side[j] = 1;
      } else {
        mass[i] += mass[j];
        link[i] += link[j];
        short[i] += short[j];
      }
    }
    if (furniture[i]) {
      link[i] += mass[i] + short[i];
      mass[i] = 0;
      short[i] = 0;
      side[i] = 1;
    }
  }
  for (let k = 0; k < n; k++) {
    const node = nodes[k];
    if (node.parent && side[node.parent.index]) side[node.index] = 1;
  }
  return { mass, link, short, side };
}

/**
 * `n` zeros, for per-node flags and sums. Plain arrays, not typed arrays: the first typed array made in a
 * page costs about 0.1 ms (its buffer machinery is set up on first use), and the engine runs once per page.
 */
export function zeros(n: number): number[] {
  return new Array<number>(n).fill(0);
}

function isHeadline(plain: number, link: number): boolean {
  return link >= HEADLINE_MIN_LINK && plain < HEADLINE_MAX_PLAIN * link;
}

/** Two items of one list: different elements, neither inside the other, with the same tag and class. */
function twins(a: SdNode, b: SdNode): boolean {
  return a !== b && a.tag === b.tag && a.className === b.className && !isWithin(b, a) && !isWithin(a, b);
}

/** Side by side in the layout: no horizontal overlap, some vertical overlap (a column beside the article). */
export function beside(a: SdNode, b: SdNode): boolean {
  const p = a.box;
  const q = b.box;
  if (!p.width || !p.height || !q.width || !q.height) return false;
  const apart = p.x >= q.x + q.width - 1 || q.x >= p.x + p.width - 1;
  const overlapY = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
  return apart && overlapY > 0;
}

/**
 * Blocks of vertical text (`writing-mode: vertical-rl`, Japanese and Chinese set in columns) follow each other
 * from right to left: side by side is their flow, not a column beside the article. Read only for a parent
 * whose children stand side by side.
 */
function verticalFlow(node: SdNode): boolean {
  const win = docView(ownerOf(node.el));
  return !!win && /^(?:vertical|sideways)/.test(win.getComputedStyle(node.el).writingMode);
}

export function noiseOf(m: Mass, i: number): number {
  return m.link[i] + SHORT_WEIGHT * m.short[i];
}
