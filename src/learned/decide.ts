// From block classes to the pipeline's Decision (issue 19 item 5): the learned engine decides per block, the
// reader shows elements. The article is read from the lowest element that holds every main block, without
// the largest subtrees inside it that hold text but no main block (cut); comments are the elements of the
// comment blocks; a thread keeps the posts the rules found that hold main text. Stage 4 (content.ts)
// assembles the result as it does the rules' decision, so headings, lists, tables, figures and code keep
// their structure.
import type { Block, BlockLabel } from '../blocks/types';
import { changedParts, type Change, type Decision } from '../pipeline/decision';
import type { SdNode, SdTree } from '../sdtree';

/** Characters of each class below each node (the node's subtree), indexed by node index. */
interface Sums {
  main: Float64Array;
  comment: Float64Array;
  text: Float64Array;
  /** Images, pictures, video and drawings below the node. */
  media: Float64Array;
}

const MEDIA_TAGS = new Set(['img', 'picture', 'video', 'svg', 'canvas']);

function sums(tree: SdTree, blocks: readonly Block[], labels: readonly BlockLabel[]): Sums {
  const n = tree.nodes.length;
  const s: Sums = {
    main: new Float64Array(n),
    comment: new Float64Array(n),
    text: new Float64Array(n),
    media: new Float64Array(n),
  };
  for (const node of tree.nodes) if (MEDIA_TAGS.has(node.tag)) s.media[node.index] = 1;
  blocks.forEach((b, i) => {
    const chars = b.text.length;
    s.text[b.node] += chars;
    if (labels[i] === 'main') s.main[b.node] += chars;
    else if (labels[i] === 'comment') s.comment[b.node] += chars;
  });
  // Nodes are in pre-order: every child comes after its parent, so one backward pass adds children up.
  for (let k = n - 1; k > 0; k--) {
    const node = tree.nodes[k];
    if (!node.parent) continue;
    const p = node.parent.index;
    s.main[p] += s.main[node.index];
    s.comment[p] += s.comment[node.index];
    s.text[p] += s.text[node.index];
    s.media[p] += s.media[node.index];
  }
  return s;
}

export const LEARNED_STAGE = 'learned';
const REASON = 'the learned classifier chose the article, comment and post text block by block';
const FALLBACK = 'the learned classifier found no main text: the rules decide (learned-fallback)';

/**
 * The decision the blocks' classes make, over the rules' decision `rules` (whose page type says whether the
 * page is a thread, and whose posts and comments keep their card structure where the classes agree).
 */
export function learnedDecision(
  tree: SdTree,
  rules: Decision,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
): { decision: Decision; change: Change } {
  const s = sums(tree, blocks, labels);
  const totalMain = s.main[tree.root.index];
  if (totalMain <= 0)
    return { decision: rules, change: { stage: 'learned-fallback', reason: FALLBACK, parts: [] } };
  const byEl = new Map<Element, SdNode>(tree.nodes.map((node) => [node.el, node]));
  const mainIn = (el: Element) => s.main[byEl.get(el)?.index ?? -1] ?? 0;

  // A thread: the rules' posts that hold main text, when they hold most of it.
  if (rules.pageType === 'multiple' && rules.posts.length) {
    const posts = rules.posts.filter((el) => mainIn(el) > 0);
    const inPosts = posts.reduce((sum, el) => sum + mainIn(el), 0);
    if (inPosts >= totalMain / 2) {
      const decision: Decision = { ...rules, root: null, posts, comments: [], cut: new Set(), entry: null };
      return { decision, change: change(rules, decision) };
    }
  }

  const root = lowestHolding(tree, s.main, totalMain);
  const comments = commentElements(tree, rules, s, byEl);
  const commentSet = new Set(comments);
  // The article's span in document order: from its first main block to the last one.
  let first = Infinity;
  let last = -1;
  blocks.forEach((b, i) => {
    if (labels[i] !== 'main') return;
    first = Math.min(first, b.node);
    last = Math.max(last, b.node);
  });
  // Cut: the largest subtrees below the root with text but no main block (comments are left out anyway).
  // Media stay: a subtree with images or video inside the article's span loses only its text (a figure keeps
  // its picture and loses a caption the classifier calls noise).
  const cut = new Set<Element>();
  const walk = (node: SdNode) => {
    for (const child of node.children) {
      const i = child.index;
      if (commentSet.has(child.el) || s.text[i] <= 0) continue;
      if (s.main[i] > 0) walk(child);
      else if (s.media[i] > 0 && i > first && i < last) walk(child);
      else cut.add(child.el);
    }
  };
  walk(root);
  const decision: Decision = {
    pageType: comments.length ? 'article-with-comments' : 'article',
    root,
    comments,
    posts: [],
    cut,
    entry: null,
    mass: rules.mass,
  };
  return { decision, change: change(rules, decision) };
}

/** The deepest node whose subtree holds all `total` main characters (the main blocks' lowest common ancestor). */
function lowestHolding(tree: SdTree, main: Float64Array, total: number): SdNode {
  let node = tree.root;
  for (;;) {
    const child = node.children.find((c) => main[c.index] >= total);
    if (!child) return node;
    node = child;
  }
}

/**
 * The comments: the rules' comment elements whose text the classifier also calls comments (no main text in
 * them), then, for comment text outside those, the largest subtrees that hold no main text and mostly
 * comment text. In document order.
 */
function commentElements(tree: SdTree, rules: Decision, s: Sums, byEl: Map<Element, SdNode>): Element[] {
  const kept = rules.comments.filter((el) => {
    const i = byEl.get(el)?.index;
    return i !== undefined && s.main[i] <= 0 && s.comment[i] > 0;
  });
  const covered = new Set(kept);
  // Elements holding a kept card are not cards themselves: the walk goes down through them.
  const holdsCard = new Set<Element>();
  for (const el of kept) for (let p = byEl.get(el)?.parent; p; p = p.parent) holdsCard.add(p.el);
  const found: Element[] = [];
  const isComment = (i: number) => s.main[i] <= 0 && s.comment[i] > 0 && s.comment[i] >= s.text[i] / 2;
  const walk = (node: SdNode) => {
    if (covered.has(node.el)) return;
    if (!holdsCard.has(node.el) && isComment(node.index)) {
      found.push(node.el);
      return;
    }
    if (s.comment[node.index] > 0) for (const child of node.children) walk(child);
  };
  walk(tree.root);
  if (!found.length) return kept;
  const all = new Set([...kept, ...found]);
  return tree.nodes.filter((node) => all.has(node.el)).map((node) => node.el);
}

function change(rules: Decision, d: Decision): Change {
  return { stage: LEARNED_STAGE, reason: REASON, parts: changedParts(rules, d) };
}
