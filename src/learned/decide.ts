// From block classes to the pipeline's Decision (issue 19 item 5): the learned engine decides per block, the
// reader shows elements. The article is read from the lowest element that holds every main block, without
// the largest subtrees inside it that hold text but no main block (cut); comments are the elements of the
// comment blocks, or the comments the page marks up as such; a thread keeps the posts the rules found that
// hold main text. Stage 4 (content.ts) assembles the result as it does the rules' decision, so headings,
// lists, tables, figures and code keep their structure.
import type { Block, BlockLabel } from '../blocks/types';
import { changedParts, type Change, type Decision, type TextRun } from '../pipeline/decision';
import { commonAncestor, insideAny, type SdNode, type SdTree } from '../sdtree';
import type { PageKind } from './page-type';
import { hasByline, isMarkedComment } from '../assemble/byline';
import { termOf } from '../assemble/block';
import { docQueryAll } from '../dom/document';
import { jsonLdObjects } from '../metadata/jsonld';
import { sharedNames, signature, signatureNames } from '../dom/signature';
import { listQuery, type Query } from '../dom/scoped-query';
import { likeUnits, MIN_MEAN_CHARS, threadUnits } from './threads';
import { SIGNED_REASON, signedComments, signedRuns } from './signed-comments';
import { HEADING_TAGS, INLINE_TAGS } from '../vocabulary';

/** Characters of each class below each node (the node's subtree), indexed by node index. */
interface Sums {
  main: Float64Array;
  comment: Float64Array;
  text: Float64Array;
  /** Images, pictures, video and drawings below the node. */
  media: Float64Array;
  /** Code listings (`<pre>`) below the node. */
  code: Float64Array;
  /** Characters of blocks called noise with less than SURE_NOISE probability. */
  unsureNoise: Float64Array;
}

/** The probability of noise at which a block's noise is sure (3 to 1). */
const SURE_NOISE = 0.75;

/** Characters below node `i` that the classifier is sure are noise. */
function sureNoise(s: Sums, i: number): number {
  return s.text[i] - s.main[i] - s.comment[i] - s.unsureNoise[i];
}

const MEDIA_TAGS = new Set(['img', 'picture', 'video']);
/**
 * Drawings are not nodes of the tree (the SD-Tree walk does not enter `svg` or `canvas`: NEVER_CONTENT_TAGS),
 * so a figure counts the one it holds. Only a figure: an `svg` anywhere else is as often an icon (a share
 * button's) as a picture.
 */
const FIGURE_DRAWINGS = 'svg, canvas';
/** Media whose figure keeps its caption whatever the classifier calls it: it has no text of its own. */
const UNREAD_MEDIA = `${FIGURE_DRAWINGS}, video`;

function sums(
  tree: SdTree,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  noise?: readonly number[],
): Sums {
  const n = tree.nodes.length;
  const s: Sums = {
    main: new Float64Array(n),
    comment: new Float64Array(n),
    text: new Float64Array(n),
    media: new Float64Array(n),
    code: new Float64Array(n),
    unsureNoise: new Float64Array(n),
  };
  for (const node of tree.nodes) {
    if (MEDIA_TAGS.has(node.tag)) s.media[node.index] = 1;
    else if (node.tag === 'figure' && node.el.querySelector(FIGURE_DRAWINGS)) s.media[node.index] = 1;
    if (node.tag === 'pre') s.code[node.index] = 1;
  }
  blocks.forEach((b, i) => {
    const chars = b.text.length;
    s.text[b.node] += chars;
    if (labels[i] === 'main') s.main[b.node] += chars;
    else if (labels[i] === 'comment') s.comment[b.node] += chars;
    else if (noise && noise[i] < SURE_NOISE) s.unsureNoise[b.node] += chars;
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
    s.code[p] += s.code[node.index];
    s.unsureNoise[p] += s.unsureNoise[node.index];
  }
  return s;
}

export const LEARNED_STAGE = 'learned';
export const THREAD_STAGE = 'learned-thread';
export const QA_STAGE = 'structured-qa';
export const POSTS_STAGE = 'structured-posts';
const POSTS_REASON =
  'the page marks up its posts (schema.org DiscussionForumPosting and Comment): each is a post';
const QA_REASON =
  'the page marks up a question and its answers (schema.org Question and Answer): each is a post';
const THREAD_REASON =
  'the main text is in repeated units that each carry an author or a date: the page is a thread of posts';
const REASON = 'the learned classifier chose the article, comment and post text block by block';
const FALLBACK = 'the learned classifier found no main text: the rules decide (learned-fallback)';

/**
 * The thread's opening post, where the rules' article `root` above the first of the thread's `posts` is one.
 * Its place is the largest element around `root` that holds no post and comes before the first. It is the
 * outermost element there marked up as the posts are (likeUnits: hifi-forum.de's first `div.posting-text`,
 * left out of SD's repeated items for its `hasAds`), else that element where it carries a byline of its own
 * (Mumsnet writes its first post apart from the replies). An introduction neither marked up as a post nor
 * signed (a board's description, its rules) stays the article.
 */
function openingAbove(root: SdNode, posts: readonly SdNode[]): SdNode | null {
  const first = posts[0];
  if (!(root.el.compareDocumentPosition(first.el) & Node.DOCUMENT_POSITION_FOLLOWING)) return null;
  let top: SdNode | null = null;
  for (let node: SdNode | null = root; node && !node.el.contains(first.el); node = node.parent) top = node;
  if (!top) return null;
  const like = likeUnits(first.tag, sharedNames(posts));
  const marked = (node: SdNode): SdNode | null => {
    if (like(node)) return node;
    for (const child of node.children) {
      const found = marked(child);
      if (found) return found;
    }
    return null;
  };
  return marked(top) ?? (hasByline(top.el) ? top : null);
}

/**
 * The decision the blocks' classes make, over the rules' decision `rules` (whose page type says whether the
 * page is a thread, and whose posts and comments keep their card structure where the classes agree).
 */
export function learnedDecision(
  tree: SdTree,
  rules: Decision,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  /** Each block's probability of noise; without them every noise block counts as sure noise. */
  noise?: readonly number[],
  /** The page type the page-type model gave (page-type.ts); without one the classes alone decide. */
  kind?: PageKind,
  /** Whether `kind` is the page's own word (declaresDiscussion), not the model's. */
  declared = false,
  /** For each block that is a run of its element's own text (units `runs`), the nodes it is made of. */
  members?: readonly (readonly Node[] | null)[],
): { decision: Decision; change: Change } {
  // Comments answer an article: where the classifier finds a headline and no body (every main block is a
  // heading, or there is none), the text it calls comments is the body (a short page with no landmarks).
  if (noBody(blocks, labels)) labels = labels.map((l) => (l === 'comment' ? 'main' : l));
  let s = sums(tree, blocks, labels, noise);
  const totalMain = s.main[tree.root.index];
  if (totalMain <= 0)
    return { decision: rules, change: { stage: 'learned-fallback', reason: FALLBACK, parts: [] } };
  const byEl = new Map<Element, SdNode>(tree.nodes.map((node) => [node.el, node]));
  const mainIn = (el: Element) => s.main[byEl.get(el)?.index ?? -1] ?? 0;

  // Structured data first: a page that marks up its question and answers (schema.org QAPage microdata), or
  // the posts of its forum thread (DiscussionForumPosting and Comment microdata: Discourse, many forum engines),
  // is a thread of them, whatever the classes say; each marked element is a post.
  const structured: [Element[] | null, string, string][] = [
    [questionAndAnswers(tree), QA_STAGE, QA_REASON],
    [markedPosts(tree), POSTS_STAGE, POSTS_REASON],
  ];
  for (const [posts, stage, reason] of structured) {
    if (!posts) continue;
    const decision: Decision = {
      pageType: 'multiple',
      root: null,
      comments: [],
      posts,
      cut: new Set(),
      entry: null,
      mass: rules.mass,
      postCut: cutInPosts(
        posts.map((el) => byEl.get(el) as SdNode),
        s,
      ),
    };
    return { decision, change: { stage, reason, parts: changedParts(rules, decision) } };
  }

  // A thread: the rules' posts that hold main text, when they hold most of it. A short reply ("Thanks, that
  // worked") reads as comment text, or as noise the classifier is unsure of: in a thread it is a post as well.
  // The rules' cards the classifier is sure are noise (a teaser, a signature box) are dropped.
  const thread = kind === undefined || kind === 'multiple';
  if (thread && rules.pageType === 'multiple' && rules.posts.length) {
    const textIn = (el: Element) => {
      const i = byEl.get(el)?.index;
      return i === undefined ? 0 : s.main[i] + s.comment[i] + s.unsureNoise[i];
    };
    const posts = rules.posts.filter((el) => textIn(el) > 0);
    const inPosts = posts.reduce((sum, el) => sum + mainIn(el), 0);
    // Posts have bodies: cards of a few words each (a profile column's name, count and date) are not a thread.
    if (inPosts >= totalMain / 2 && inPosts >= MIN_MEAN_CHARS * posts.length) {
      // The rules' article element stays when it holds main text of its own, outside the posts (a thread
      // opened by an introduction); otherwise the posts are all.
      const root = rules.root;
      const insideRoot = (el: Element) => {
        for (let p = byEl.get(el) ?? null; p; p = p.parent) if (p === root) return true;
        return false;
      };
      const ownMain = root
        ? s.main[root.index] - posts.filter(insideRoot).reduce((a, el) => a + mainIn(el), 0)
        : 0;
      // Unless that introduction is the thread's opening post, written apart from the replies (a forum that
      // lays out its first post in markup of its own): then it is the first post.
      const postNodes = posts.map((el) => byEl.get(el) as SdNode);
      const opening = root && ownMain > 0 ? openingAbove(root, postNodes) : null;
      if (opening) {
        posts.unshift(opening.el);
        postNodes.unshift(opening);
      }
      const postCut = cutInPosts(postNodes, s);
      const decision: Decision =
        root && ownMain > 0 && !opening
          ? { ...rules, posts, comments: [], postCut }
          : { ...rules, root: null, posts, comments: [], cut: new Set(), entry: null, postCut };
      return { decision, change: change(rules, decision, kind, declared) };
    }
  }

  let root = lowestHolding(tree, s.main, totalMain);
  // A thread the rules did not see: repeated units with bylines that hold most of the main text. Where the
  // page type says thread, the text the classifier calls comments is the posts' as well (a forum's replies
  // read like a blog's comments); if no thread is found, the page is read with the classes as they are.
  const postSums =
    kind === 'multiple' && s.comment[tree.root.index] > 0
      ? sums(
          tree,
          blocks,
          labels.map((l) => (l === 'comment' ? 'main' : l)),
          noise,
        )
      : s;
  const postMain = postSums.main[tree.root.index];
  const found = thread
    ? threadUnits(lowestHolding(tree, postSums.main, postMain), postSums.main, postMain)
    : null;
  if (found) {
    const opening = postSums === s ? null : mainOutside(tree, found, s.main);
    const units = opening ? [opening, ...found].sort((a, b) => a.index - b.index) : found;
    const decision: Decision = {
      pageType: 'multiple',
      root: null,
      comments: [],
      posts: units.map((u) => u.el),
      cut: new Set(),
      entry: null,
      mass: rules.mass,
      postCut: cutInPosts(units, s),
    };
    return {
      decision,
      change: { stage: THREAD_STAGE, reason: THREAD_REASON, parts: changedParts(rules, decision) },
    };
  }
  // Not a thread. Structured data first: comments the page marks up as such are its comments, each marked
  // element a card, whatever the classes and the page type say (markedComments). Otherwise comments are read
  // whole (commentsReadWhole). Either way the main text in them is theirs, so the article's root is found
  // again without it.
  const marked = kind === 'multiple' ? null : markedComments(tree, blocks, labels, s);
  const whole = marked?.labels ?? (kind === 'article' ? null : commentsReadWhole(tree, blocks, labels, s));
  if (whole) {
    [labels, s] = [whole, sums(tree, blocks, whole, noise)];
    root = lowestHolding(tree, s.main, s.main[tree.root.index]);
  }
  // An article without comments: text the classes call comments is left out with the noise (a reader poll,
  // a "share your story" box, related headlines the classes took for comments).
  let comments = marked?.elements ?? (kind === 'article' ? [] : commentElements(tree, rules, s, byEl));
  // Stage "signed-comments": where neither the page's markup nor the classes give comments, repeated signed
  // units after the article that the markup calls comments are (signed-comments.ts); the main text in them
  // is theirs, so the article's root is found again without it.
  const signed = comments.length ? null : signedComments(tree, blocks, labels, byEl);
  // Or, written as the story's element's own text after it, runs that each open with a name (signedRuns).
  const runs = comments.length || signed ? null : signedRuns(tree, blocks, labels);
  if (signed || runs) {
    labels = (signed ?? runs)!.labels;
    s = sums(tree, blocks, labels, noise);
    if (signed) comments = signed.elements;
    root = lowestHolding(tree, s.main, s.main[tree.root.index]);
  }
  const commentSet = new Set(comments);
  // The article's span in document order: from its first main block to the last one, and on over a code
  // listing that follows the last one with no other text between (a post that ends "dmesg:" and its output,
  // a tutorial that ends with its program: a listing's lines read as noise to the classifier).
  let first = Infinity;
  let last = -1;
  let lastMain = -1;
  blocks.forEach((b, i) => {
    if (labels[i] !== 'main') return;
    first = Math.min(first, b.node);
    last = Math.max(last, b.node);
    lastMain = i;
  });
  for (let k = lastMain + 1; lastMain >= 0 && k < blocks.length && inCode(tree.nodes[blocks[k].node]); k++)
    last = Math.max(last, blocks[k].node + 1);
  // Cut: the largest subtrees below the root with text but no main block (comments are left out anyway).
  // Inside the article's span, media and code stay. A subtree with images or video loses only its text (a
  // figure keeps its picture and loses a caption the classifier is sure is noise). A code listing stays whole:
  // its text (punctuation, no sentences) reads as noise to the classifier, but between two paragraphs of
  // the article it is the article's; and one with a line read as main is never cut line by line (each line
  // of a highlighted listing is a block of its own: the classifier kept a listing's first line and cut the
  // rest).
  const cut = new Set<Element>();
  const walk = (node: SdNode) => {
    for (const child of node.children) {
      const i = child.index;
      if (commentSet.has(child.el) || s.text[i] <= 0) continue;
      const inSpan = i > first && i < last;
      if (child.tag === 'pre' && (inSpan || s.main[i] > 0)) continue;
      // A figure's caption goes with its picture, unless the classifier is sure it is noise (a credit line,
      // "Photo: …"). A drawing's or a video's caption goes with it whatever the classifier says: it reads no
      // text in them, so their captions read as noise to it.
      if (
        inSpan &&
        child.tag === 'figcaption' &&
        node.tag === 'figure' &&
        s.media[node.index] > 0 &&
        (sureNoise(s, i) < s.text[i] / 2 || node.el.querySelector(UNREAD_MEDIA))
      )
        continue;
      if (s.main[i] > 0) walk(child);
      else if (inSpan && (s.media[i] > 0 || s.code[i] > 0)) walk(child);
      else cut.add(child.el);
    }
  };
  walk(root);
  const leftOutEl = (el: Element) => cut.has(el) || commentSet.has(el);
  const cutText = runsLeftOut(tree, root, blocks, labels, members, leftOutEl);
  // Stage "own-text": with whole elements as blocks, an element kept for the article's text below it leaves
  // out its own text where the classifier is sure that is noise (ownTextLeftOut).
  const ownText = members ? null : ownTextLeftOut(tree, root, blocks, labels, noise, s, leftOutEl);
  for (const n of ownText ?? []) cutText.add(n);
  // Comments written as the story's element's own text are left out of the story.
  for (const run of runs?.runs ?? []) for (const n of run.nodes) cutText.add(n);
  const commentRuns =
    runs?.runs ?? (kind === 'article' ? [] : runComments(tree, blocks, labels, members, commentSet));
  const decision: Decision = {
    pageType: comments.length || commentRuns.length ? 'article-with-comments' : 'article',
    root,
    comments,
    posts: [],
    cut,
    entry: null,
    mass: rules.mass,
    ...(cutText.size ? { cutText } : {}),
    ...(commentRuns.length ? { commentRuns } : {}),
  };
  const changed = change(rules, decision, kind, declared);
  const also = [
    marked ? MARKED_REASON : signed || runs ? SIGNED_REASON : whole ? WHOLE_REASON : null,
    ownText?.size ? OWN_TEXT_REASON : null,
  ].filter(Boolean);
  return {
    decision,
    change: also.length ? { ...changed, reason: [changed.reason, ...also].join('; ') } : changed,
  };
}

const OWN_TEXT_REASON =
  "an element's own text the classifier is sure is noise is left out where the element stays for what it holds (own-text)";

/**
 * Stage "own-text": the text of an element that holds the article's text below it, where the classifier is
 * sure that text is noise ("January 13, 2020 at 08:45 AM | categories: Python | View Comments" written in a
 * post's wrapper above its body, "von Anja Schmoll-Trautmann am 14. Mai 2014" in the header that holds the
 * headline). With whole elements as blocks (units `elements`), such text is a block of its own, the element's
 * text nodes and the inline elements in it; the cut (learnedDecision) leaves out whole subtrees only, and this
 * element stays for what it holds, so its own text stayed too, whatever the classifier said. It is left out
 * node by node, as the runs of units `runs` are (runsLeftOut). Not where the element holds only pictures: a
 * shop's or a listing's cards (a product's photo and its name beside it) lost their names, which their page is
 * made of (WCXB 0649, 4351). A caption and a code listing keep the rules the cut gives them.
 */
function ownTextLeftOut(
  tree: SdTree,
  root: SdNode,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  noise: readonly number[] | undefined,
  s: Sums,
  leftOut: (el: Element) => boolean,
): Set<Node> {
  const out = new Set<Node>();
  if (!noise) return out;
  const kept = (node: SdNode) => keptUnder(node, root, (n) => leftOut(n.el) || n.tag === 'figcaption');
  blocks.forEach((b, i) => {
    if (labels[i] !== 'noise' || noise[i] < SURE_NOISE) return;
    const node = tree.nodes[b.node];
    if (s.main[node.index] <= 0 || inCode(node) || node.el.shadowRoot || !kept(node)) return;
    for (let c = node.el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) out.add(c);
    // The inline elements that are all text of this block: none holds a block of its own or a picture.
    for (const child of node.children) {
      const k = child.index;
      if (INLINE_TAGS.has(child.tag) && s.text[k] === 0 && s.media[k] === 0) out.add(child.el);
    }
  });
  return out;
}

/** Whether `node` is `root` or below it with nothing on the way up to it (itself included) that `out` takes. */
function keptUnder(node: SdNode, root: SdNode, out: (n: SdNode) => boolean): boolean {
  for (let n: SdNode | null = node; n; n = n.parent) {
    if (out(n)) return false;
    if (n === root) return true;
  }
  return false;
}

/**
 * The runs of own text (units `runs`) inside the article that are not main, node by node: an element's text
 * between its blocks is the article's or not run by run (116 readers' comments written as the article's
 * container's own text between `<hr>`s, after its paragraphs). Runs inside what is left out anyway are not
 * listed.
 */
function runsLeftOut(
  tree: SdTree,
  root: SdNode,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  members: readonly (readonly Node[] | null)[] | undefined,
  leftOut: (el: Element) => boolean,
): Set<Node> {
  const out = new Set<Node>();
  if (!members) return out;
  const kept = (node: SdNode) => keptUnder(node, root, (n) => leftOut(n.el));
  blocks.forEach((b, i) => {
    const nodes = members[i];
    if (!nodes || labels[i] === 'main' || !kept(tree.nodes[b.node])) return;
    for (const n of nodes) out.add(n);
  });
  return out;
}

/**
 * The runs of own text (units `runs`) called comments whose element neither is nor holds nor sits in a comment
 * element: each is a comment, a card of its own (readers' comments written as one element's text between
 * `<hr>`s or headers). Where comment elements are found in or around the element, its runs are their headers
 * and footers ("JanBeek Jun 20th at 2:41 am" above each comment's body), not comments.
 */
function runComments(
  tree: SdTree,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  members: readonly (readonly Node[] | null)[] | undefined,
  comments: ReadonlySet<Element>,
): TextRun[] {
  if (!members || !blocks.some((_, i) => members[i] && labels[i] === 'comment')) return [];
  // Elements that are or hold a comment element.
  const holders = new Set<SdNode>();
  for (const node of tree.nodes)
    if (comments.has(node.el))
      for (let n: SdNode | null = node; n && !holders.has(n); n = n.parent) holders.add(n);
  const inComment = (node: SdNode) => {
    if (holders.has(node)) return true;
    for (let n: SdNode | null = node; n; n = n.parent) if (comments.has(n.el)) return true;
    return false;
  };
  const out: TextRun[] = [];
  blocks.forEach((b, i) => {
    const nodes = members[i];
    const node = tree.nodes[b.node];
    if (nodes && labels[i] === 'comment' && !inComment(node)) out.push({ el: node.el, nodes });
  });
  return out;
}

/** The node is a code listing (`<pre>`) or inside one. */
function inCode(node: SdNode): boolean {
  for (let n: SdNode | null = node; n; n = n.parent) if (n.tag === 'pre') return true;
  return false;
}

const MARKED_REASON =
  'the page marks up its comments (schema.org or SIOC Comment, in microdata or RDFa): each is a comment';

/**
 * The comments a page marks up as such (Drupal's RDFa `typeof="sioc:Post sioct:Comment"`, `schema:Comment`,
 * schema.org Comment microdata): the visible marked elements with text, in document order (a reply marked
 * inside its parent's element is a card of its own, nested as the page nests it), with the blocks in them that
 * the classifier calls main relabelled comment. Only where the article keeps main text outside them: marked
 * comments that hold all of it are the page (a comment's own page), and a thread marks its posts as
 * Comments too (Stack Exchange's comments under answers, XenForo's posts), which is why pages read as threads
 * never come here. Null where the page marks none.
 */
function markedComments(
  tree: SdTree,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  s: Sums,
): { elements: Element[]; labels: BlockLabel[] } | null {
  // Only typed elements can be marked: the tree's typed elements, read once (typesOf), in document order.
  const { items, rdfa } = typesOf(tree);
  const marked = [...new Set([...items, ...rdfa].map(({ node }) => node))]
    .filter((node) => isMarkedComment(node.el) && s.text[node.index] > 0)
    .sort((a, b) => a.index - b.index);
  if (!marked.length) return null;
  const inside = insideAny(tree, marked);
  let outside = 0;
  blocks.forEach((b, i) => {
    if (labels[i] === 'main' && !inside[b.node]) outside += b.text.length;
  });
  if (outside <= 0) return null;
  return {
    elements: marked.map((node) => node.el),
    labels: labels.map((l, i) => (l === 'main' && inside[blocks[i].node] ? 'comment' : l)),
  };
}

const WHOLE_REASON =
  'comments read whole: the text the classifier called main inside elements of comments after the article is theirs';
/** How many times its main text an element's comment text must be to read whole as comments. */
const WHOLE_COMMENT_RATIO = 2;

/**
 * Comments read whole. The classifier calls each paragraph alone, and inside a comment it calls some of them
 * main text at near-even odds (a reader's poem, a long reply in the article's register); the walk for comments
 * then stops at those paragraphs and splits the comment into paragraph cards without a byline, and their main
 * text pulls the article's root down into the comments. An element is a comment or a run of them, and its
 * main blocks comment blocks, where
 * - it comes after the article's start (it does not hold the first main block),
 * - it opens with comment text (its first block that is main or comment is a comment: a comment section opens
 *   with its heading or a byline; a blog's post wrapper that holds the post and then its comments opens with
 *   the post),
 * - its text is mostly comment and noise the classifier is unsure of, with at least WHOLE_COMMENT_RATIO times
 *   as much comment as main text.
 * The largest such elements, top down; null where there are none.
 */
function commentsReadWhole(
  tree: SdTree,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  s: Sums,
): BlockLabel[] | null {
  const firstMain = labels.indexOf('main');
  if (firstMain < 0) return null;
  const holdsStart = new Set<SdNode>();
  for (let n: SdNode | null = tree.nodes[blocks[firstMain].node]; n; n = n.parent) holdsStart.add(n);
  // Each element's first block that is main or comment, in reading order: a block sets it on its ancestors up
  // to the first one an earlier block has set (and so every one above that).
  const opensWith = new Map<SdNode, BlockLabel>();
  blocks.forEach((b, i) => {
    if (labels[i] === 'noise') return;
    for (let n: SdNode | null = tree.nodes[b.node]; n && !opensWith.has(n); n = n.parent)
      opensWith.set(n, labels[i]);
  });
  const found: SdNode[] = [];
  const walk = (node: SdNode) => {
    const i = node.index;
    if (s.main[i] <= 0 || s.comment[i] <= 0) return;
    if (
      !holdsStart.has(node) &&
      opensWith.get(node) === 'comment' &&
      s.comment[i] >= WHOLE_COMMENT_RATIO * s.main[i] &&
      s.comment[i] + s.unsureNoise[i] >= s.text[i] / 2
    ) {
      found.push(node);
      return;
    }
    for (const child of node.children) walk(child);
  };
  walk(tree.root);
  if (!found.length) return null;
  const whole = insideAny(tree, found);
  return labels.map((l, i) => (l === 'main' && whole[blocks[i].node] ? 'comment' : l));
}

const DISCUSSION = /\bDiscussionForumPosting\b/;

/**
 * Whether the page declares itself a forum thread in schema.org structured data: a DiscussionForumPosting in
 * its JSON-LD or as microdata (forum engines write it for the thread, news sites do not for an article; none
 * of the corpus's 3,527 article pages has one, 75 of its 175 threads do). Structured data goes first, before
 * the page-type model: it is the page's own word.
 */
export function declaresDiscussion(doc: Document, tree: SdTree): boolean {
  if (itemTypes(tree).some(({ type }) => DISCUSSION.test(type))) return true;
  // The metadata parsed the JSON-LD already; parsed again only where a script names the type.
  const scripts = Array.from(docQueryAll(doc, 'script[type="application/ld+json"]'));
  if (!scripts.some((script) => script.textContent?.includes('DiscussionForumPosting'))) return false;
  return jsonLdObjects(doc).some((o) => DISCUSSION.test(String(o['@type'] ?? '')));
}

/** The tree's typed elements, read once per tree: schema.org microdata (`itemtype`) and RDFa (`typeof`). */
interface Typed {
  node: SdNode;
  el: Element;
  type: string;
}
const typedOf = new WeakMap<SdTree, { items: Typed[]; rdfa: Typed[] }>();

/**
 * The tree's elements that carry a type, with it, in document order: read once per tree for the stages that
 * look for them, a microdata type (`itemtype`) and an RDFa type (`typeof`) in the same pass. The tree's nodes,
 * not a query of the document: they also hold what shadow roots and frames show.
 */
function typesOf(tree: SdTree): { items: Typed[]; rdfa: Typed[] } {
  let typed = typedOf.get(tree);
  if (!typed) {
    typed = { items: [], rdfa: [] };
    for (const node of tree.nodes) {
      const type = node.el.getAttribute?.('itemtype');
      if (type) typed.items.push({ node, el: node.el, type });
      const typeOf = node.el.getAttribute?.('typeof');
      if (typeOf) typed.rdfa.push({ node, el: node.el, type: typeOf });
    }
    typedOf.set(tree, typed);
  }
  return typed;
}

/** The tree's elements that carry a schema.org microdata type (typesOf). */
function itemTypes(tree: SdTree): Typed[] {
  return typesOf(tree).items;
}

const QUESTION = /schema\.org\/Question$/i;
const ANSWER = /schema\.org\/Answer$/i;

/**
 * The question and its answers where the page marks them up as schema.org microdata (Stack Exchange, many
 * Q&A engines): one visible Question and at least one visible Answer, in document order. Answers marked inside
 * the question's element (some engines nest them) are taken out of it by the cards' assembly.
 */
function questionAndAnswers(tree: SdTree): Element[] | null {
  const questions: Element[] = [];
  const answers: Element[] = [];
  for (const { el, type } of itemTypes(tree)) {
    if (QUESTION.test(type)) questions.push(el);
    else if (ANSWER.test(type)) answers.push(el);
  }
  if (questions.length !== 1) return null;
  const own = answers.filter((el) => !el.contains(questions[0]));
  return own.length ? [questions[0], ...own] : null;
}

const POSTING = /schema\.org\/DiscussionForumPosting$/i;
const POSTING_OR_COMMENT = /schema\.org\/(?:DiscussionForumPosting|Comment)$/i;

/**
 * The posts of a thread where the page marks them up as schema.org microdata: every visible element typed
 * DiscussionForumPosting or Comment, in document order, where at least one is a DiscussionForumPosting (a
 * news site's Comment microdata alone stays with the comments), there are two or more, and none holds
 * another. Where one does, the outer one is the whole thread (XenForo marks the thread's container, with its
 * title, counts and related threads, and each reply inside it): the other stages find its opening post.
 */
function markedPosts(tree: SdTree): Element[] | null {
  const posts: Element[] = [];
  let posting = false;
  for (const { el, type } of itemTypes(tree)) {
    if (!POSTING_OR_COMMENT.test(type)) continue;
    posts.push(el);
    if (POSTING.test(type)) posting = true;
  }
  if (!posting || posts.length < 2) return null;
  // In document order, a post that holds others is followed by the first of them.
  for (let i = 1; i < posts.length; i++) if (posts[i - 1].contains(posts[i])) return null;
  return posts;
}

/** Comment text, and no main block outside a heading. */
function noBody(blocks: readonly Block[], labels: readonly BlockLabel[]): boolean {
  let comment = false;
  for (let i = 0; i < blocks.length; i++) {
    if (labels[i] === 'main' && !blocks[i].heading) return false;
    if (labels[i] === 'comment') comment = true;
  }
  return comment;
}

/**
 * Where a thread's posts were found among the text the classifier calls comments, the main text it reads
 * outside them opens the thread (a question above its answers, with no byline of its own to be found as a
 * post by): the lowest element holding all of it, where that is a post's worth and holds no post. Null
 * otherwise.
 */
function mainOutside(tree: SdTree, posts: readonly SdNode[], main: Float64Array): SdNode | null {
  const rest = Float64Array.from(main);
  for (const post of posts)
    for (let p: SdNode | null = post; p; p = p.parent) rest[p.index] -= main[post.index];
  const total = rest[tree.root.index];
  if (total < MIN_MEAN_CHARS) return null;
  const node = lowestHolding(tree, rest, total);
  return posts.some((post) => node.el.contains(post.el)) ? null : node;
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
 * comment text, or noise the classifier is unsure of. In document order.
 *
 * A rules' card is often a comment's body alone, its author and date beside it in the card's container; the
 * classifier calls those lines comment text too. They belong to the card, not comments of their own, so each
 * kept card covers its container up to the largest ancestor that holds no main text, no other card, and beside
 * the card no more comment text than a card's name, date and link lines hold (CARD_LINES_CHARS) or than the
 * card itself: more is a comment the rules missed.
 */
const CARD_LINES_CHARS = 150;

function commentElements(tree: SdTree, rules: Decision, s: Sums, byEl: Map<Element, SdNode>): Element[] {
  const indexOf = (el: Element) => byEl.get(el)?.index;
  const agreed = rules.comments.filter((el) => {
    const i = indexOf(el);
    return i !== undefined && s.main[i] <= 0 && s.comment[i] > 0;
  });
  // Where the classifier agrees with most of the rules' cards, the region is comments: a card it calls noise
  // it is unsure of (a comment without the words comments use) is one of them as well.
  const unsure = (el: Element) => {
    const i = indexOf(el);
    return i !== undefined && s.main[i] <= 0 && s.unsureNoise[i] > 0 && s.unsureNoise[i] >= s.text[i] / 2;
  };
  const agreedSet = new Set(agreed);
  const kept =
    agreed.length * 2 >= rules.comments.length
      ? rules.comments.filter((el) => agreedSet.has(el) || unsure(el))
      : agreed;
  let { cards, cardsBelow, found } = cardWalk(tree, s, byEl, kept);
  // The rules' cards are repeated units of one markup: one the classifier calls noise is a comment where the
  // comments it found hold an element of the same markup (a theme whose top-level comments' bodies read as
  // noise, and their replies' bodies, of the same class, as comments; a comment found by its header, whose
  // body is one of the rules' cards), unless it holds main text.
  const ruleCards = new Set(rules.comments.map((el) => byEl.get(el)).filter((n) => n !== undefined));
  const kinds = commentKinds([...cards, ...found.map((el) => byEl.get(el) as SdNode)], s, ruleCards);
  const keptSet = new Set(kept);
  const ofKind = (el: Element) => {
    const node = byEl.get(el);
    return !!node && s.main[node.index] <= 0 && kinds.has(signature(node));
  };
  const more = rules.comments.filter((el) => keptSet.has(el) || ofKind(el));
  if (more.length > kept.length) ({ cards, cardsBelow, found } = cardWalk(tree, s, byEl, more));
  // A region of comments the rules did not split is split here, one card per comment: one the walk found, or
  // one of the rules' cards that holds no other card.
  const split = (node: SdNode) => commentCards(node, s) ?? [node];
  const all = new Set(
    [
      ...cards.flatMap((card) => (cardsBelow.has(card) ? [card] : split(card))),
      ...found.flatMap((el) => split(byEl.get(el) as SdNode)),
    ].map((node) => node.el),
  );
  for (const node of cardKin(tree, s, all, byEl)) all.add(node.el);
  return tree.nodes.filter((node) => all.has(node.el)).map((node) => node.el);
}

/**
 * Stage "card-kin": the elements of the cards' own markup (a signature with a class name that two or more
 * cards share) in the element that holds every card, with text and no main text, neither inside a card nor
 * holding one nor beside one (in an element that holds a card), are comments too: a site author's short replies ("Thank you, Andrea!", WordPress's
 * `div.comment-content` under `ul.children`) read as noise to the classifier, while the markup repeats. Only
 * where that element holds no main text (a comment list, not the page's column).
 */
function cardKin(tree: SdTree, s: Sums, cards: ReadonlySet<Element>, byEl: Map<Element, SdNode>): SdNode[] {
  const nodes = [...cards].map((el) => byEl.get(el)).filter((n) => n !== undefined);
  if (nodes.length < 2) return [];
  const region = commonAncestor(nodes);
  if (!region || s.main[region.index] > 0) return [];
  const count = new Map<string, number>();
  for (const node of nodes) {
    if (!node.className.trim()) continue;
    const sig = signature(node);
    count.set(sig, (count.get(sig) ?? 0) + 1);
  }
  // The elements that are or hold a card: a kin is neither, and its parent holds none (an element beside a
  // card is a part of that card's comment: its header, where another comment's card is its header).
  const holding = new Set<SdNode>();
  for (const node of nodes)
    for (let p: SdNode | null = node; p && !holding.has(p); p = p.parent) holding.add(p);
  const kin: SdNode[] = [];
  const cardSet = new Set(nodes);
  const walk = (node: SdNode) => {
    if (cardSet.has(node)) return;
    if (holding.has(node)) {
      for (const child of node.children) walk(child);
      return;
    }
    const i = node.index;
    const beside = node.parent !== null && holding.has(node.parent);
    if (!beside && s.text[i] > 0 && s.main[i] <= 0 && (count.get(signature(node)) ?? 0) >= 2) kin.push(node);
    else for (const child of node.children) walk(child);
  };
  walk(region);
  return kin;
}

/**
 * The comment cards from the rules' cards `kept`: each card, how many cards lie below each element, and the
 * comments the walk finds besides them in the text the classifier calls comment (commentElements).
 */
function cardWalk(tree: SdTree, s: Sums, byEl: Map<Element, SdNode>, kept: readonly Element[]) {
  const cards = kept.map((el) => byEl.get(el) as SdNode);
  const cardsBelow = new Map<SdNode, number>();
  for (const card of cards)
    for (let p = card.parent; p; p = p.parent) cardsBelow.set(p, (cardsBelow.get(p) ?? 0) + 1);
  const covered = new Set<SdNode>();
  for (const card of cards) {
    let top = card;
    const own = s.comment[card.index];
    for (let p = card.parent; p; p = p.parent) {
      if (
        s.main[p.index] > 0 ||
        (cardsBelow.get(p) ?? 0) > 1 ||
        s.comment[p.index] - own > Math.max(own, CARD_LINES_CHARS)
      )
        break;
      top = p;
    }
    covered.add(top);
  }
  // Elements holding a card are not cards themselves: the walk goes down through them.
  const holdsCard = new Set<SdNode>();
  for (const top of covered) for (let p = top.parent; p; p = p.parent) holdsCard.add(p);
  const found: Element[] = [];
  // A comment's body the classifier is unsure is noise counts with its comment text: WordPress's "Roscoe says:"
  // reads as comment and the words below it often as noise at even odds; the card is the whole comment.
  const isComment = (i: number) =>
    s.main[i] <= 0 && s.comment[i] > 0 && s.comment[i] + s.unsureNoise[i] >= s.text[i] / 2;
  const walk = (node: SdNode) => {
    if (covered.has(node)) return;
    // A heading is the comments' title ("Comments (4)", "Leave a reply"), not a comment of its own.
    if (HEADING_TAGS.has(node.tag)) return;
    if (!holdsCard.has(node) && isComment(node.index)) {
      found.push(node.el);
      return;
    }
    if (s.comment[node.index] <= 0) return;
    const header = cardHeader(node);
    for (const child of node.children) if (!header.has(child)) walk(child);
  };
  // An element holding a card and, after it, a list of its replies is that comment: the short parts before
  // the card (taz: the name's link, then the text's card, then the replies) are its header, not comments.
  const cardHeader = (node: SdNode): Set<SdNode> => {
    const at = node.children.findIndex((c) => covered.has(c));
    if (at < 0) return new Set();
    const card = signature(node.children[at]);
    const replies = node.children
      .slice(at + 1)
      .some((c) => (covered.has(c) || holdsCard.has(c)) && signature(c) !== card);
    if (!replies) return new Set();
    const before = node.children.slice(0, at);
    return new Set(before.filter((c) => signature(c) !== card && s.comment[c.index] <= CARD_LINES_CHARS));
  };
  walk(tree.root);
  return { cards, cardsBelow, found };
}

/**
 * The markups (signatures with a class name) of a comment's parts on this page: the elements in and under
 * `comments` that hold comment text and no main text, and the rules' cards (`ruleCards`) among them.
 */
function commentKinds(comments: readonly SdNode[], s: Sums, ruleCards: ReadonlySet<SdNode>): Set<string> {
  const kinds = new Set<string>();
  const visit = (node: SdNode) => {
    if (s.main[node.index] > 0) return;
    if ((s.comment[node.index] > 0 || ruleCards.has(node)) && node.className.trim())
      kinds.add(signature(node));
    for (const child of node.children) visit(child);
  };
  for (const node of comments) visit(node);
  return kinds;
}

/** Share of a region's comment text its cards must hold between them. */
const CARDS_SHARE = 0.6;
/** Share of the cards that must carry a byline: comments, not the paragraphs of one comment. */
const CARD_BYLINE_SHARE = 0.6;

/**
 * The comments of a comment region, one card each: the largest group of sibling elements of one signature
 * (dom/signature.ts) that holds most of its comment text, each mostly with a byline; with the elements of that
 * signature nested inside them (replies, which the reader shows at their depth). Tried at the region, then
 * inside the child that holds nearly all of its comment text, and so on down: a wrapper, or a list beside a
 * "22 Comments" heading the classes call comment text too. Null where no level splits (one comment, or parts
 * that carry no bylines).
 */
function commentCards(region: SdNode, s: Sums): SdNode[] | null {
  const total = s.comment[region.index];
  for (let node: SdNode | undefined = region; node;) {
    const cards = cardsAt(node, s, total);
    if (cards) return cards;
    let largest: SdNode | undefined;
    for (const child of node.children)
      if (s.comment[child.index] > (largest ? s.comment[largest.index] : 0)) largest = child;
    node = largest && s.comment[largest.index] >= WRAPPER_SHARE * total ? largest : undefined;
  }
  return null;
}

/** Share of a region's comment text a child must hold to be read as the region's wrapper. */
const WRAPPER_SHARE = 0.9;

/** The cards among `node`'s children (commentCards), null where they are not cards. */
function cardsAt(node: SdNode, s: Sums, total: number): SdNode[] | null {
  const units = node.children.filter((child) => s.comment[child.index] > 0);
  return cardsOf(units, s, total, sameSignature) ?? cardsOf(units, s, total, sameTagAndNames);
}

/**
 * A way of grouping sibling units: the key of a unit, and whether an element nested in a card is one more
 * (`common`: the class names every unit of the group has).
 */
interface Likeness {
  key(unit: SdNode): string;
  nested(child: SdNode, first: SdNode, common: readonly string[]): boolean;
  /** Whether the group's units must share a class name. */
  sharesNames: boolean;
}

/** The thesis's Table Pattern: one tag and the same class names (dom/signature.ts). */
const sameSignature: Likeness = {
  key: signature,
  nested: (child, first) => signature(child) === signature(first),
  sharesNames: false,
};

/**
 * Looser, where comment systems mark each comment with names of its own (WordPress's `thread-even`,
 * `bypostauthor`, `comment-author-ela` beside `comment`): one tag and at least one class name in common; a
 * nested element is one more when it has the tag and every name all the units share.
 */
const sameTagAndNames: Likeness = {
  key: (unit) => unit.tag,
  nested: (child, first, common) =>
    child.tag === first.tag && common.every((n) => signatureNames(child).includes(n)),
  sharesNames: true,
};

function cardsOf(units: SdNode[], s: Sums, total: number, like: Likeness): SdNode[] | null {
  const groups = new Map<string, SdNode[]>();
  for (const unit of units) {
    const key = like.key(unit);
    const group = groups.get(key);
    if (group) group.push(unit);
    else groups.set(key, [unit]);
  }
  let best: SdNode[] | null = null;
  let bestChars = 0;
  let common: string[] = [];
  for (const group of groups.values()) {
    const chars = group.reduce((sum, u) => sum + s.comment[u.index], 0);
    if (group.length < 2 || chars < CARDS_SHARE * total || chars <= bestChars) continue;
    const inCommon = sharedNames(group);
    if (like.sharesNames && !inCommon.length) continue;
    [best, bestChars, common] = [group, chars, inCommon];
  }
  if (!best) return null;
  // Counted until the share is reached or out of reach: a region of hundreds of comments reads few bylines.
  const needed = Math.ceil(CARD_BYLINE_SHARE * best.length);
  const query = listQuery(best.map((u) => u.el));
  let withByline = 0;
  for (let i = 0; i < best.length && withByline < needed; i++) {
    if (carriesByline(best[i].el, query)) withByline++;
    else if (withByline + (best.length - i - 1) < needed) return null;
  }
  if (withByline < needed) return null;
  const first = best[0];
  const cards: SdNode[] = [];
  const nested = (n: SdNode) => {
    for (const child of n.children) {
      if (like.nested(child, first, common)) cards.push(child);
      nested(child);
    }
  };
  for (const unit of best) {
    cards.push(unit);
    nested(unit);
  }
  return cards;
}

/**
 * Whether a card carries a byline: in itself, or, in a definition-list layout, in the `<dt>` before its `<dd>`
 * (the header assemble/block.ts reads the card's name and date from).
 */
function carriesByline(el: Element, query: Query): boolean {
  if (hasByline(el, query)) return true;
  const term = termOf(el);
  return !!term && hasByline(term, query);
}

/**
 * What each post leaves out: the largest subtrees with text the classifier is sure is noise (the header line
 * the card already shows as author and date, a profile column, a signature). Code listings stay.
 */
function cutInPosts(posts: readonly SdNode[], s: Sums): Set<Element> {
  const cut = new Set<Element>();
  const kept = (i: number) => s.main[i] + s.comment[i] + s.unsureNoise[i] > 0;
  const walk = (node: SdNode) => {
    for (const child of node.children) {
      const i = child.index;
      if (s.text[i] <= 0 || child.tag === 'pre') continue;
      if (kept(i)) walk(child);
      else cut.add(child.el);
    }
  };
  for (const post of posts) if (kept(post.index)) walk(post);
  return cut;
}

function change(rules: Decision, d: Decision, kind?: PageKind, declared = false): Change {
  const reader = declared ? "the page's schema.org data declares" : 'the page-type model read';
  const reason = kind ? `${REASON}; ${reader} the page as ${KIND_WORDS[kind]}` : REASON;
  return { stage: LEARNED_STAGE, reason, parts: changedParts(rules, d) };
}

const KIND_WORDS: Record<PageKind, string> = {
  article: 'an article',
  'article-with-comments': 'an article with comments',
  multiple: 'a thread of posts',
};
