// The article's element and what to cut inside it, from the text mass of the SD-Tree's visible blocks.
//
// SD's article region (step 7) is a strong node judged by its OWN merged text: right for telling article,
// comments and posts apart, but on real pages the region is often one part of the article (a `<ul>` of key
// points, a section with its own heading, a paragraph run split by an ad) and the climb of expand.ts stops
// early or late. Here every visible block (the nearest non-inline element of each text node) is a unit:
//
// - mass: non-link text of units long enough to be prose (>= PROSE_MIN chars, mostly not links);
// - noise: link text anywhere, plus the text of short non-link units (labels, buttons, dates; not list items
//   or table cells) and of teaser summaries (a run of headline links each followed by a blurb) at half weight.
//
// The article root is the element with the largest mass - ALPHA x noise (the trade-off of Finn et al.'s Body
// Text Extraction, on rendered blocks instead of tokens); headings are neutral, so a wrapper that only adds
// the title ties with its child and the outer one wins. Inside the root, CLEAN removes containers whose link
// text outweighs their prose (share bars, tag lists, related links, pagination) and small containers named
// as page furniture. Elements given in `exclude` (comment and post regions) count for nothing.
import { commonParent, isWithin, type SdNode, type SdTree } from './node';
import { furnitureName, hasFurnitureWord, isClutterName } from './names';
import { HEADING_TAGS } from './tags';

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
/** A container inside the root is cut only while its prose is below this share of the root's. */
export const CLEAN_MAX_SHARE = 0.25;
/** A named furniture container (share, related, ...) is cut only below this share of the root's prose... */
export const NAMED_MAX_SHARE = 0.1;
/** ...and when its links and labels are at least this share of its prose. */
export const NAMED_MIN_NOISE = 0.3;

const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'nobr',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
  'br',
]);
/** Short text in list items and cells is content (ingredients, show notes, data), not a label: neutral. */
const ITEM_TAGS = new Set(['li', 'dd', 'dt', 'td', 'th']);

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
    for (let h = 0; h < children.length; h++) {
      const c = children[h];
      const j = c.index;
      if (excluded[j]) continue;
      if (c !== heavy && heavy && mass[j] && beside(c, heavy)) {
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

// Not `form`: ASP.NET and many old sites wrap the whole page in one; small forms are cut by clutter().
const FURNITURE_TAGS = new Set(['nav', 'aside', 'footer', 'menu']);
const FURNITURE_ROLES = new Set(['navigation', 'complementary', 'contentinfo', 'banner', 'menu', 'menubar']);

/**
 * Page furniture per node: elements and roles (nav, aside, footer...), and class or id names of a footer or a
 * sidebar. A sidebar-named element that holds SD's article region and most of the page's text (outside the
 * furniture marked by element or role) is the page's body, not a sidebar: layouts name the body that has a
 * sidebar "sidebar". Not told apart by width: with the stylesheet blocked, as saved pages render, every
 * column is as wide as the page.
 */
export function furnitureOf(tree: SdTree, article: SdNode | null): number[] {
  const flags = zeros(tree.nodes.length);
  // Document order: a parent is read before its children, so `under` is known for the parent.
  const under = zeros(tree.nodes.length);
  let pageText = tree.root.subtreeDensity;
  // One query for the few elements with a role, instead of reading the attribute of every node.
  const withRole = new Set(tree.root.el.ownerDocument.querySelectorAll('[role]'));
  // One pass (the engine runs cold, and each pass over the nodes costs): marked furniture, and the few nodes
  // whose names have a furniture word, judged once pageText is known.
  const named: SdNode[] = [];
  const nodes = tree.nodes;
  for (let k = 0; k < nodes.length; k++) {
    const node = nodes[k];
    const i = node.index;
    const above = node.parent !== null && under[node.parent.index] === 1;
    if (isMarkedFurniture(node, withRole)) {
      flags[i] = 1;
      if (!above) pageText -= node.subtreeDensity;
    } else if (hasFurnitureWord(node)) named.push(node);
    under[i] = above || flags[i] === 1 ? 1 : 0;
  }
  const articleEl = article?.el ?? null;
  for (let k = 0; k < named.length; k++)
    if (isNamedFurniture(named[k], articleEl, pageText)) flags[named[k].index] = 1;
  return flags;
}

/** Share of that text above which a sidebar-named element holding the article is the body. */
export const BODY_MIN_SHARE = 0.5;

/** `node` is page furniture or inside some (an aside, a footer, a navigation, a sidebar column). */
export function inFurniture(furniture: readonly number[], node: SdNode): boolean {
  for (let n: SdNode | null = node; n; n = n.parent) if (furniture[n.index]) return true;
  return false;
}

function isMarkedFurniture(node: SdNode, withRole: ReadonlySet<Element>): boolean {
  if (FURNITURE_TAGS.has(node.tag)) return true;
  if (!withRole.has(node.el)) return false;
  const role = node.el.getAttribute('role');
  return !!role && FURNITURE_ROLES.has(role);
}

function isNamedFurniture(node: SdNode, article: Element | null, pageText: number): boolean {
  if (!node.className && !node.id) return false;
  const kind = furnitureName(`${node.className} ${node.id}`);
  if (kind !== 'sidebar') return kind === 'footer';
  return !article || !node.el.contains(article) || node.subtreeDensity <= BODY_MIN_SHARE * pageText;
}

/** Side by side in the layout: no horizontal overlap, some vertical overlap (a column beside the article). */
function beside(a: SdNode, b: SdNode): boolean {
  const p = a.box;
  const q = b.box;
  if (!p.width || !p.height || !q.width || !q.height) return false;
  const apart = p.x >= q.x + q.width - 1 || q.x >= p.x + p.width - 1;
  const overlapY = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
  return apart && overlapY > 0;
}

export function noiseOf(m: Mass, i: number): number {
  return m.link[i] + SHORT_WEIGHT * m.short[i];
}

/** The element with the best mass - ALPHA x noise; null when the page has no prose at all. */
export function massRoot(tree: SdTree, m: Mass): SdNode | null {
  let best: SdNode | null = null;
  let bestScore = 0;
  const nodes = tree.nodes;
  for (let k = 0; k < nodes.length; k++) {
    const node = nodes[k];
    const i = node.index;
    // Prose in a footer, a sidebar or a side column (an about-me box, a widget) is not the article.
    if (!m.mass[i] || m.side[i] || INLINE_TAGS.has(node.tag)) continue;
    const score = m.mass[i] - ALPHA * noiseOf(m, i);
    // Ties go to the outer element (document order visits it first): it also holds the title and lead.
    if (score > bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return best ? focus(best, m) : null;
}

/** A parent must add at least this share of prose to be worth its extra furniture. */
export const FOCUS_MIN_GAIN = 0.1;
/** Wrappers that add no prose are climbed while they add at most this share of noise (title, byline). */
export const WRAPPER_MAX_NOISE = 0.25;

/**
 * From the best-scoring element down to the innermost one that still holds nine tenths of its prose (stray
 * prose of a footer or header is not worth the page around it), then back up through wrappers that add no
 * prose and little noise: the title, byline and lead container of the article.
 */
function focus(best: SdNode, m: Mass): SdNode {
  let cur = best;
  for (;;) {
    const target = (1 - FOCUS_MIN_GAIN) * m.mass[cur.index];
    const next = cur.children.find((c) => m.mass[c.index] >= target && m.mass[c.index] > 0);
    if (!next) break;
    cur = next;
  }
  while (cur !== best && cur.parent) {
    const p = cur.parent.index;
    const i = cur.index;
    if (m.mass[p] > m.mass[i]) break;
    if (noiseOf(m, p) - noiseOf(m, i) > WRAPPER_MAX_NOISE * m.mass[i]) break;
    cur = cur.parent;
  }
  return cur;
}

/** Containers inside `root` to leave out of the article: link lists and small named furniture. */
export function clutter(root: SdNode, m: Mass): SdNode[] {
  const out: SdNode[] = [];
  const rootMass = m.mass[root.index];
  const visit = (node: SdNode): void => {
    for (const c of node.children) {
      if (isClutter(c, m, rootMass)) out.push(c);
      else visit(c);
    }
  };
  visit(root);
  return out;
}

function isClutter(node: SdNode, m: Mass, rootMass: number): boolean {
  const i = node.index;
  if (HEADING_TAGS.has(node.tag) || INLINE_TAGS.has(node.tag)) return false;
  const mass = m.mass[i];
  if (m.link[i] > mass && mass < CLEAN_MAX_SHARE * rootMass) return true;
  if (mass >= NAMED_MAX_SHARE * rootMass) return false;
  if (node.tag === 'form') return true;
  // A name alone is not enough (page builders call every text block a widget): furniture also reads like it.
  if (noiseOf(m, i) < NAMED_MIN_NOISE * mass) return false;
  const names = `${node.className} ${node.id}`.toLowerCase();
  return names.trim() !== '' && isClutterName(names);
}
