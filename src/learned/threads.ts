// Threads the rules did not see (issue 20, item 2): the posts of a thread are repeated sibling units with
// one signature (the thesis's Table Pattern, generalised from table rows to any element), which between them
// hold most of the page's main text, and each of which carries a byline (an author or a date). A list of
// paragraphs or teasers repeats as well, but carries no bylines: it stays an article.
import { findByline } from '../assemble/byline';
import { sharedNames, signature, signatureNames } from '../dom/signature';
import type { SdNode } from '../sdtree';

export { signature } from '../dom/signature';

/** Fewest units that make a thread. */
const MIN_POSTS = 2;
/**
 * Fewest units that make a thread where they share only a tag and some class names, or have none: two such
 * elements are often a page's two columns or its article and its comment list (`div.clearfix` both, or two
 * bare `div`s).
 */
const MIN_LOOSE_POSTS = 3;
/**
 * Share of the page's main text the units must hold between them, with the thread's opening post where the
 * page writes it apart (openingPost).
 */
const THREAD_MAIN_SHARE = 0.6;
/**
 * Share of it the units must hold without the opening post: a question and its few short answers are a
 * thread (Vanilla's discussion above three comments), one long article and a line of comment is not.
 */
const REPLIES_MAIN_SHARE = THREAD_MAIN_SHARE / 2;
/**
 * Main characters a unit holds on average, at least: a post has a body. Units of a few words each (a name, a
 * post count, a date, a place) are the fields of a post's profile column, not posts.
 */
export const MIN_MEAN_CHARS = 40;
/** Share of the units that must carry a byline: a thread, not a list. */
const BYLINE_SHARE = 0.6;
/**
 * The posts of a thread inside `root`: the group of same-signature siblings that holds the most main text (at
 * least THREAD_MAIN_SHARE of `totalMain` with the opening post, REPLIES_MAIN_SHARE without), whose units
 * mostly carry a byline, after the opening post where there is one; null where there is none. `main` is the
 * main text below each node, by node index.
 */
export function threadUnits(root: SdNode, main: Float64Array, totalMain: number): SdNode[] | null {
  // Units that hold the share alone first, under either key, so that a group the looser key makes whole is not
  // taken in part with an opening post (NodeBB's first post and the others apart by signature).
  for (const withOpening of [false, true])
    for (const key of [signature, tagAndNames]) {
      const units = unitsLike(root, main, totalMain, key, withOpening);
      if (units) return units;
    }
  return null;
}

/**
 * The thread's first post where the page writes it apart from the replies, in markup of its own (Vanilla's
 * `ItemDiscussion` above the list of `ItemComment`s): the subtree before the first unit, inside `root`, that
 * holds the most main text and no unit, where it holds a post's worth of it and a byline. Null where there is
 * none.
 */
function openingPost(root: SdNode, units: SdNode[], main: Float64Array): SdNode | null {
  const first = units[0].el;
  const isUnit = new Set(units);
  let best: SdNode | null = null;
  const visit = (node: SdNode) => {
    for (const child of node.children) {
      if (isUnit.has(child) || main[child.index] <= 0) continue;
      if (child.el.contains(first)) visit(child);
      else if (child.el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) {
        if (!best || main[child.index] > main[best.index]) best = child;
      }
    }
  };
  visit(root);
  const found = best as SdNode | null;
  if (!found || main[found.index] < MIN_MEAN_CHARS) return null;
  const byline = findByline(found.el);
  return byline.author !== null || byline.date !== null ? found : null;
}

/**
 * A unit's key, for grouping. `signature` is the Table Pattern; `tagAndNames` is looser, for forums that give
 * each post class names of its own beside the shared ones (Vanilla's `Rank-JuniorMember` and `Alt` beside
 * `Item ItemComment`; NodeBB's `topic-owner-post` on the first post and `pt-4` on the others): one tag, and
 * each unit shares a class name with another unit of the group (namesShared).
 */
type Key = (node: SdNode) => string;
const tagAndNames: Key = (node) => node.tag;

/**
 * The units under `key` that hold THREAD_MAIN_SHARE of the main text by themselves, or, `withOpening`, that
 * hold less (REPLIES_MAIN_SHARE at least) and reach it with the opening post; with the opening post first
 * where there is one.
 */
function unitsLike(
  root: SdNode,
  main: Float64Array,
  totalMain: number,
  key: Key,
  withOpening: boolean,
): SdNode[] | null {
  const enough = THREAD_MAIN_SHARE * totalMain;
  const least = withOpening ? REPLIES_MAIN_SHARE * totalMain : enough;
  const candidates: { units: SdNode[]; main: number }[] = [];
  const visit = (node: SdNode) => {
    if (main[node.index] < least) return;
    const groups = new Map<string, SdNode[]>();
    for (const child of node.children) {
      if (main[child.index] <= 0) continue;
      const k = key(child);
      const group = groups.get(k);
      if (group) group.push(child);
      else groups.set(k, [child]);
    }
    for (const group of groups.values()) {
      const siblings = key === tagAndNames ? namesShared(group) : group;
      const shared = sharedNames(siblings);
      const loose = key === tagAndNames || !shared.length;
      if (siblings.length < (loose ? MIN_LOOSE_POSTS : MIN_POSTS)) continue;
      const units = [...siblings, ...nestedLike(node, siblings, shared, main)].sort(
        (a, b) => a.index - b.index,
      );
      const held = units.reduce((sum, u) => sum + main[u.index], 0);
      // Groups that hold the share alone were tried without the opening post.
      if (held >= least && (!withOpening || held < enough) && held >= MIN_MEAN_CHARS * units.length)
        candidates.push({ units, main: held });
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  candidates.sort((a, b) => b.main - a.main || b.units.length - a.units.length);
  for (const { units, main: held } of candidates) {
    // Looked for before the bylines (the dearer test) where the units need it, after them otherwise.
    let opening = withOpening ? openingPost(root, units, main) : undefined;
    if (withOpening && (!opening || held + main[opening.index] < enough)) continue;
    const withByline = units.filter((u) => {
      const b = findByline(u.el);
      return b.author !== null || b.date !== null;
    }).length;
    if (withByline < BYLINE_SHARE * units.length) continue;
    if (opening === undefined) opening = openingPost(root, units, main);
    return opening ? [opening, ...units] : units;
  }
  return null;
}

/** The elements of `group` that share a class name with another of them (a loner is another kind of thing). */
function namesShared(group: SdNode[]): SdNode[] {
  const names = group.map(signatureNames);
  const count = new Map<string, number>();
  for (const own of names) for (const name of own) count.set(name, (count.get(name) ?? 0) + 1);
  return group.filter((_, i) => names[i].some((name) => (count.get(name) ?? 0) > 1));
}

/**
 * Whether a node is marked up as units of tag `tag` that share the class names `shared` (at least one): the
 * same tag and all but one of those names (a level marker or a first post's extra name differs).
 */
export function likeUnits(tag: string, shared: readonly string[]): (node: SdNode) => boolean {
  return (node) => {
    if (!shared.length || node.tag !== tag) return false;
    const own = signatureNames(node);
    return shared.filter((name) => own.includes(name)).length >= Math.max(1, shared.length - 1);
  };
}

/**
 * Units like `siblings` that the page nests below the other children of `parent` instead of beside them: the
 * replies to a post in a wrapper after it (`div.children-wrapper > article.js-post.nested-level-children`
 * after `article.js-post.nested-level-root`), the outermost ones only. Like: the siblings' tag and all but one
 * of the class names they share (a level marker differs), at least one. Units inside the siblings are not
 * looked for: a reply nested in its post goes with that post.
 */
function nestedLike(
  parent: SdNode,
  siblings: readonly SdNode[],
  shared: readonly string[],
  main: Float64Array,
): SdNode[] {
  if (!shared.length) return [];
  const like = likeUnits(siblings[0].tag, shared);
  const isSibling = new Set(siblings);
  const found: SdNode[] = [];
  const visit = (node: SdNode) => {
    for (const child of node.children) {
      if (main[child.index] <= 0) continue;
      if (like(child)) found.push(child);
      else visit(child);
    }
  };
  for (const child of parent.children)
    if (!isSibling.has(child) && main[child.index] > 0 && !like(child)) visit(child);
  return found;
}
