// The page type as a learned decision (issue 20 item 1): article, article with comments, or a thread of
// posts, from what the page's blocks were classified as, how the main and comment text is laid out in
// repeated units, the bylines among them, and the rules' own type and regions as signals. A small boosted
// model over these page features (tools/train/gbdt/page_type.py, trained on the block classifier's
// out-of-fold probabilities, cross-validated by site) decides; decide.ts then reads the classes under it.
//
// A pure function of the block table and the blocks' class probabilities, so training (from cached tables)
// and the engine compute the same features.
import { rawScoreMatrix, softmax, type GbdtModel } from '../blocks/gbdt';
import { nameWords } from '../blocks/features';
import type { Block, BlockTable } from '../blocks/types';

export type PageKind = 'article' | 'article-with-comments' | 'multiple';
export const PAGE_KINDS: readonly PageKind[] = ['article', 'article-with-comments', 'multiple'];

/** Names of the page features, index for index with pageFeatures()'s values. */
export const PAGE_FEATURES = [
  'chars',
  'blocks',
  'main_share',
  'comment_share',
  'noise_share',
  'p_main_share',
  'p_comment_share',
  'p_noise_share',
  'main_chars',
  'comment_chars',
  'comment_blocks',
  'rules_article',
  'rules_comments',
  'rules_multiple',
  'output_article_share',
  'output_comment_share',
  'output_post_share',
  'region_comments_share',
  'region_posts_share',
  'comment_word_share',
  'main_units',
  'main_largest_unit_share',
  'main_unit_chars',
  'main_unit_dated_share',
  'comment_units',
  'comment_unit_chars',
  'comment_unit_dated_share',
  'dated_lines',
  'comment_below_main_share',
  'comment_named_share',
  'main_link_share',
  'page_height',
  'main_post_word_share',
  'url_thread_word',
] as const;

/** Words of class and id names that forum engines and Q&A sites give a post and its parts. */
const POST_WORDS = new Set([
  'post',
  'posts',
  'postbody',
  'postcontent',
  'message',
  'messages',
  'msg',
  'reply',
  'replies',
  'thread',
  'topic',
  'forum',
  'bbcode',
  'answer',
  'answers',
  'question',
]);

/**
 * Whether a list of class/id name tokens has a word of POST_WORDS. The engine's blocks share their ancestors'
 * lists (blocks/table.ts), so each list is read once and remembered by identity, and each token once.
 */
function postWordTest(): (tokens: readonly string[]) => boolean {
  const byToken = new Map<string, boolean>();
  const byList = new WeakMap<readonly string[], boolean>();
  const ofToken = (token: string) => {
    let found = byToken.get(token);
    if (found === undefined) {
      found = false;
      for (const w of nameWords([token])) if (POST_WORDS.has(w)) found = true;
      byToken.set(token, found);
    }
    return found;
  };
  return (tokens) => {
    let found = byList.get(tokens);
    if (found === undefined) {
      found = tokens.some(ofToken);
      byList.set(tokens, found);
    }
    return found;
  };
}

/** Words that name a forum or a discussion, in a URL's path or a label of its host (`hifi-forum.de`). */
const THREAD_WORDS = 'forums?|boards?|threads?|topics?|discussions?|community|questions';
/**
 * THREAD_WORDS in a URL's path, with Discourse's `/t/` and the thread pages of the common forum engines (phpBB's
 * `viewtopic`, vBulletin's `showthread`, Invision's `showtopic`, Discuz!'s `viewthread`).
 */
const THREAD_PATH = new RegExp(
  `(?:^|[/._-])(?:${THREAD_WORDS}|viewtopic|viewthread|showthread|showtopic|t)(?:$|[/._?-])`,
  'i',
);
const THREAD_HOST = new RegExp(`(?:^|[_-])(?:${THREAD_WORDS})(?:$|[_-])`, 'i');

/**
 * 1 when the path of `url`, or a label of its host but the top-level domain, names a forum or a discussion,
 * else 0 (also for a URL that does not parse).
 */
export function threadUrlWord(url: string | undefined): number {
  if (!url) return 0;
  try {
    const u = new URL(url);
    const labels = u.hostname.split('.').slice(0, -1);
    return labels.some((label) => THREAD_HOST.test(label)) || THREAD_PATH.test(u.pathname) ? 1 : 0;
  } catch {
    return 0;
  }
}

/**
 * A short line that reads as a date or a time: "12 March 2019", "03/12/2019", "2019-03-12", "4:05pm",
 * "Mar 12", "vor 3 Tagen", "2 hours ago", "2019-03-12T10:00". Bylines of posts and comments carry one; an
 * article has one.
 */
const DATED =
  /\b(?:19|20)\d\d-\d\d-\d\d|\b(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}:\d\d(?:\s*[ap]\.?m\.?)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|okt|dez|janv|févr|avr|juil|août|sept|déc)[a-zé]*\.?\s+\d{1,2}|\d{1,2}\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|okt|dez|janv|févr|avr|juil|août|sept|déc)[a-zé]*|\d+\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+ago|vor\s+\d+\s+(?:minuten|stunden|tagen|wochen|monaten|jahren))\b/i;
const DATED_LINE_CHARS = 100;
/** Every form DATED reads has a digit: lines without one (most) skip it. */
const DIGIT = /[0-9]/;

export function isDatedLine(text: string): boolean {
  return text.length <= DATED_LINE_CHARS && DIGIT.test(text) && DATED.test(text);
}

interface Units {
  count: number;
  largestShare: number;
  meanChars: number;
  datedShare: number;
}

/** The units are the children of the lowest element that holds this share of the class's characters. */
const UNITS_HOLD = 0.9;

/**
 * The repeated units of the blocks in `members` (indices): the children that hold them of the lowest element
 * holding UNITS_HOLD of their characters, with the share of those characters in the largest unit, the mean
 * characters per unit, and the share of units that hold a dated line of any class (a byline). Not the common
 * ancestor of every member: one stray block elsewhere (a sidebar teaser the classifier read as main) lifted it
 * to the page's body, and a thread of many posts read as one unit. Members outside that element are left out.
 */
function units(blocks: readonly Block[], members: number[], dated: boolean[]): Units {
  if (!members.length) return { count: 0, largestShare: 0, meanChars: 0, datedShare: 0 };
  // Each element's share of the members' characters, and its depth (its ancestors' count).
  const held = new Map<number, number>();
  const depthOf = new Map<number, number>();
  let all = 0;
  const add = (node: number, chars: number, depth: number) => {
    held.set(node, (held.get(node) ?? 0) + chars);
    depthOf.set(node, depth);
  };
  for (const i of members) {
    const b = blocks[i];
    const n = b.text.length;
    all += n;
    add(b.node, n, b.ancestors.length);
    b.ancestors.forEach((a, j) => add(a, n, b.ancestors.length - 1 - j));
  }
  // The elements holding UNITS_HOLD of the characters (more than half) are one chain; the units are under its
  // lowest.
  let lca = -1;
  let depth = -1;
  for (const [node, chars] of held) {
    const d = depthOf.get(node) as number;
    if (chars >= UNITS_HOLD * all && d > depth) [lca, depth] = [node, d];
  }
  // Each member's unit: the node just below the common ancestor on its chain (itself when it is that node);
  // none for a member outside it.
  const unitOf = (b: Block): number | null => {
    if (b.node === lca) return lca;
    let below = b.node;
    for (const a of b.ancestors) {
      if (a === lca) return below;
      below = a;
    }
    return null;
  };
  const chars = new Map<number, number>();
  let total = 0;
  for (const i of members) {
    const u = unitOf(blocks[i]);
    if (u === null) continue;
    chars.set(u, (chars.get(u) ?? 0) + blocks[i].text.length);
    total += blocks[i].text.length;
  }
  // A unit is dated when any block below it (members or not: a byline is often noise) is a dated line, or
  // when a dated line heads it: under the common ancestor, after the unit before it and in no unit (a table
  // forum's header row above each post's row, a `dt` above its `dd`).
  const datedUnits = new Set<number>();
  let heading = false;
  blocks.forEach((b, i) => {
    // Only a dated line, or the first unit block after one that heads a unit, has anything to mark.
    if (!dated[i] && !heading) return;
    const unit = chars.has(b.node) ? b.node : b.ancestors.find((a) => chars.has(a));
    if (unit !== undefined) {
      if (dated[i] || heading) datedUnits.add(unit);
      heading = false;
    } else if (dated[i] && lca >= 0 && (b.node === lca || b.ancestors.includes(lca))) heading = true;
  });
  const count = chars.size;
  return {
    count,
    largestShare: total ? Math.max(...chars.values()) / total : 0,
    meanChars: total / count,
    datedShare: datedUnits.size / count,
  };
}

/**
 * The page features of `table` whose blocks have class probabilities `probabilities` (main, comment, noise),
 * on the page at `url`.
 */
export function pageFeatures(
  table: BlockTable,
  probabilities: readonly (readonly number[])[],
  url?: string,
): Float32Array {
  const blocks = table.blocks;
  const argmax = probabilities.map((p) => (p[0] >= p[1] && p[0] >= p[2] ? 0 : p[1] >= p[2] ? 1 : 2));
  const dated = blocks.map((b) => isDatedLine(b.text));
  let total = 0;
  const byClass = [0, 0, 0];
  const byProb = [0, 0, 0];
  let outArticle = 0;
  let outComment = 0;
  let outPost = 0;
  let regionComments = 0;
  let regionPosts = 0;
  let commentWord = 0;
  let commentNamed = 0;
  let mainLinks = 0;
  let mainPostWords = 0;
  let mainBottom = -Infinity;
  const postNamed = postWordTest();
  const mainIdx: number[] = [];
  const commentIdx: number[] = [];
  blocks.forEach((b, i) => {
    const n = b.text.length;
    total += n;
    byClass[argmax[i]] += n;
    for (let c = 0; c < 3; c++) byProb[c] += n * probabilities[i][c];
    if (b.signals.output === 'article') outArticle += n;
    else if (b.signals.output === 'comment') outComment += n;
    else if (b.signals.output === 'post') outPost += n;
    if (b.sd.regionKind === 'comments') regionComments += n;
    else if (b.sd.regionKind === 'posts') regionPosts += n;
    if (b.signals.commentWord) commentWord += n;
    if (argmax[i] === 0) {
      mainIdx.push(i);
      mainLinks += b.linkChars;
      if (postNamed(b.names) || postNamed(b.ancestorNames)) mainPostWords += b.text.length;
      mainBottom = Math.max(mainBottom, b.y + b.height);
    } else if (argmax[i] === 1) {
      commentIdx.push(i);
      if (b.signals.commentWord) commentNamed += n;
    }
  });
  let commentBelow = 0;
  for (const i of commentIdx) if (blocks[i].y >= mainBottom) commentBelow += blocks[i].text.length;
  const main = units(blocks, mainIdx, dated);
  const comment = units(blocks, commentIdx, dated);
  const share = (x: number) => (total ? x / total : 0);
  const of = (x: number, whole: number) => (whole ? x / whole : 0);
  const type = table.pageType;
  const values = [
    Math.log1p(total),
    Math.log1p(blocks.length),
    share(byClass[0]),
    share(byClass[1]),
    share(byClass[2]),
    share(byProb[0]),
    share(byProb[1]),
    share(byProb[2]),
    Math.log1p(byClass[0]),
    Math.log1p(byClass[1]),
    Math.log1p(commentIdx.length),
    type === 'article' ? 1 : 0,
    type === 'article-with-comments' ? 1 : 0,
    type === 'multiple' ? 1 : 0,
    share(outArticle),
    share(outComment),
    share(outPost),
    share(regionComments),
    share(regionPosts),
    share(commentWord),
    Math.log1p(main.count),
    main.largestShare,
    Math.log1p(main.meanChars),
    main.datedShare,
    Math.log1p(comment.count),
    Math.log1p(comment.meanChars),
    comment.datedShare,
    Math.log1p(dated.filter(Boolean).length),
    of(commentBelow, byClass[1]),
    of(commentNamed, byClass[1]),
    of(mainLinks, byClass[0]),
    Math.log1p(table.pageHeight),
    of(mainPostWords, byClass[0]),
    threadUrlWord(url),
  ];
  return Float32Array.from(values);
}

/**
 * The probability of a thread from which a page is read as one. Below one half: a thread read as an article
 * loses its cards (authors, dates, one post from the next) though its text stays, so a thread is taken at
 * lower odds. Chosen out of fold over the training pages (tools/train/page-type.ts): at 0.2, 0.8% of the
 * article pages and 90% of the threads are read as threads; at 0.5, 0.4% and 83% (models/REPORT.md).
 */
export const THREAD_PROBABILITY = 0.2;

/** The page type the model gives `features`, with each type's probability (PAGE_KINDS order). */
export function pageTypeOf(
  model: GbdtModel,
  features: Float32Array,
): { kind: PageKind; probabilities: number[] } {
  const raw = rawScoreMatrix(model, features, 1, features.length);
  const probabilities = softmax(raw, 0, model.classes.length);
  const p = (kind: PageKind) => probabilities[model.classes.indexOf(kind)] ?? 0;
  const kind: PageKind =
    p('multiple') >= THREAD_PROBABILITY
      ? 'multiple'
      : p('article-with-comments') > p('article')
        ? 'article-with-comments'
        : 'article';
  return { kind, probabilities };
}
