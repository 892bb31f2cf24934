// Highlight mode's reasons in a closed vocabulary (ReasonCode, types.ts) the interface words in the user's
// language. Each code is read off what the engine measured or decided for that region: the stages that
// changed it (Change), SD's region inside it, its names, its links, its byline. The developer's `why` string
// stays beside them, for the CLI, the golden files and the trace.
import { postContainer } from '../assemble/block';
import { hasByline } from '../assemble/byline';
import { textStart } from '../sdtree/comments';
import type { SdRegion } from '../sdtree';
import { classKeyOf } from '../sdtree/region';
import type { ReasonCode, RegionKind } from '../types';
import { commentKeyword, textCommentKeyword } from '../vocabulary';
import { docBody, docRoot, docTreeWalker, ownerOf } from '../dom/document';
import type { Change, Part } from './decision';

/** The kinds of region a stage can decide (the parts of the reader's view). */
type ContentKind = 'article' | 'comment' | 'post';

const PART_OF: Record<ContentKind, Part> = { article: 'article', comment: 'comments', post: 'posts' };

/**
 * What each stage's change means for the regions it changed, in the vocabulary. A stage named here with no
 * code for a kind changes that kind for no reason the user needs (the clutter cut inside an article, widgets
 * that are not comments). A stage not named here at all reads `changed-by-rule` (a test keeps every stage of
 * both methods named).
 */
export const STAGE_REASONS: Readonly<Record<string, Partial<Record<ContentKind, ReasonCode>>>> = {
  'entry-with-comments': {},
  'article-is-a-post': {},
  'comments-in-furniture': {},
  'teaser-posts': {},
  'posts-lighter-than-article': {},
  'article-above-posts': { article: 'introduces-posts' },
  'text-mass': { article: 'most-prose' },
  'entry-is-article': { article: 'whole-entry' },
  'root-beside-comments': { article: 'above-comments' },
  'thread-taken-for-comments': { post: 'no-article-above' },
  'cut-clutter': {},
  learned: { article: 'learned', comment: 'learned', post: 'learned' },
  'learned-thread': { post: 'learned' },
  'learned-fallback': {},
  'structured-qa': { post: 'marked-up-qa' },
  'structured-posts': { post: 'marked-up-post' },
  gallery: { article: 'mostly-pictures' },
};

/** Stages that decide a part afresh: what the stages before them said of it is about another element. */
const DECIDES_AFRESH = new Set(['learned', 'learned-thread', 'structured-qa', 'structured-posts', 'gallery']);
/** Stages of the learned engine: when one of them decided, every content region is the classifier's. */
const LEARNED_STAGES = new Set(['learned', 'learned-thread']);

/** The codes the stages give a content region, in the order they ran, without repeats. */
export function stageReasons(kind: ContentKind, changes: readonly Change[]): ReasonCode[] {
  const part = PART_OF[kind];
  let out: ReasonCode[] = [];
  for (const c of changes) {
    if (LEARNED_STAGES.has(c.stage)) {
      if (c.parts.includes(part)) out = [];
      out.push('learned');
      continue;
    }
    if (!c.parts.includes(part)) continue;
    if (DECIDES_AFRESH.has(c.stage)) out = [];
    const known = STAGE_REASONS[c.stage];
    const code = known ? known[kind] : 'changed-by-rule';
    if (code) out.push(code);
  }
  return unique(out);
}

/** The article: SD's densest region inside it, and a heading above that region (title_diff measured). */
export function articleReasons(
  root: Element,
  sdRegion: SdRegion | null,
  changes: readonly Change[],
): ReasonCode[] {
  const out: ReasonCode[] = [];
  if (sdRegion && root.contains(sdRegion.node.el)) {
    out.push('densest-text');
    if (sdRegion.titleDiff !== null) out.push('under-title');
  }
  return unique([...out, ...stageReasons('article', changes)]);
}

/**
 * A comment or a post: alike siblings among the others of its kind (same tag and classes), comment words in
 * its names or its container's (up to where it meets the article) or in its text, and a byline where its card
 * in the reader finds one.
 */
export function blockReasons(
  kind: 'comment' | 'post',
  el: Element,
  all: Element[],
  article: Element | null,
  changes: readonly Change[],
): ReasonCode[] {
  const out: ReasonCode[] = [];
  if ((shapeCounts(all).get(shapeOf(el)) ?? 0) >= 2) out.push('repeats');
  if (hasCommentWords(el, article)) out.push('comment-words');
  // Read where the reader's card reads its byline: the block's container (a forum row's other cell).
  if (hasByline(postContainer(el, all))) out.push('has-byline');
  return unique([...out, ...stageReasons(kind, changes)]);
}

/** A noise region: how it was found (markup or name), and whether most of its text is links. */
export function noiseReasons(kind: RegionKind, semantic: boolean, el: Element): ReasonCode[] {
  const out: ReasonCode[] = [];
  if (semantic) out.push(kind === 'ad' ? 'advert-frame' : 'landmark-element');
  else out.push('named-like');
  if (isMostlyLinks(el)) out.push('mostly-links');
  return out;
}

/** More than this share of an element's text in links makes it "mostly links". */
export const MOSTLY_LINKS = 0.5;

/** Link text over all text (non-space characters, scripts and styles left out) is above MOSTLY_LINKS. */
export function isMostlyLinks(el: Element): boolean {
  let text = 0;
  let links = 0;
  const walker = docTreeWalker(ownerOf(el), el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || SKIPPED.has(parent.localName)) continue;
    const chars = (n.nodeValue ?? '').replace(/\s+/g, '').length;
    if (!chars) continue;
    text += chars;
    if (parent.closest('a[href]')) links += chars;
  }
  return text > 0 && links > MOSTLY_LINKS * text;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);

/** Comment keywords are looked for in this many characters of a block's text (as SD looks, comments.ts). */
const TEXT_CHARS = 2000;

function hasCommentWords(el: Element, article: Element | null): boolean {
  const doc = ownerOf(el);
  const top = new Set<Element | null>([docBody(doc), docRoot(doc)]);
  for (let n: Element | null = el; n && !top.has(n); n = n.parentElement) {
    if (article && n.contains(article)) break;
    if (commentKeyword(n.getAttribute('class') ?? '', n.getAttribute('id') ?? '')) return true;
  }
  return textCommentKeyword(textStart(el.textContent ?? '', TEXT_CHARS)) !== null;
}

/** Tag and sorted classes: what makes comments and posts alike (SD's class key, region.ts). */
function shapeOf(el: Element): string {
  return classKeyOf({ tag: el.localName, className: el.getAttribute('class') ?? '' });
}

/** How many of `all` have each shape: counted once per list, not once per block of it. */
function shapeCounts(all: Element[]): Map<string, number> {
  let counts = shapeCountsOf.get(all);
  if (!counts) {
    counts = new Map();
    for (const other of all) {
      const key = shapeOf(other);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    shapeCountsOf.set(all, counts);
  }
  return counts;
}

const shapeCountsOf = new WeakMap<Element[], Map<string, number>>();

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}
