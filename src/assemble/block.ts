// One post or comment as a reader Block: its content from the region element, its author/date/link from the
// smallest container that holds it and no sibling post (a forum row keeps the name in another cell).
import type { Block } from '../types';
import type { TextRun } from '../pipeline/decision';
import {
  findByline,
  findLink,
  hasByline,
  bylineOnlyOf,
  isBylineOnly,
  isDateOnly,
  isMarkedComment,
  permalinkIn,
  readYearless,
  type Byline,
} from './byline';
import { assemble, type AssembleOptions } from './index';
import { findVotes, replyDepths } from './replies';
import { elementSignature } from '../dom/signature';
import { normalizeSpace } from '../dom/text';
import { directQuery, listQuery, type Query } from '../dom/scoped-query';

/**
 * A card whose text, once its header is taken out, is only a number ("6709": the author's points beside the
 * name, a card of its own where the avatar column and the text column are cut apart) says nothing: not a
 * comment or a post. "+1" and an emoji are, and stay.
 */
const NUMBER_ONLY = /^[\d\s.,:;#/()|-]+$/;

/** Each of `els` (in document order) as a card, with its reply depth where the page nests them; empty cards
 * and cards that are only a number are dropped. */
export function toBlocks(all: Element[], options: AssembleOptions = {}): Block[] {
  // A `<dt>` header card followed by a `<dd>` that is or holds a card is one comment (a definition-list
  // layout: name and date in the dt, the text in the dd): the dd's card is the card, the dt its header.
  // So is a card that is only a byline in a table row of its own, above the row of the next card.
  const bodies = new Set<Element | null>(all.map((el) => el.closest('dd')));
  // Whether an element is only a byline, read once for the three uses below.
  const onlyRead = new Map<Element, boolean>();
  const bylineOnly = (el: Element) => {
    let only = onlyRead.get(el);
    if (only === undefined) onlyRead.set(el, (only = isBylineOnly(el)));
    return only;
  };
  let els = all.filter((el, i) => {
    const next = el.localName === 'dt' ? el.nextElementSibling : null;
    if (next && next.localName === 'dd' && bodies.has(next)) return false;
    const row = rowAbove(el, all[i + 1]);
    return !(row && bylineOnly(el));
  });
  const bylines = bylinesBeside(els, bylineOnly);
  if (bylines.size) els = els.filter((el) => !bylines.has(el));
  els = withBodies(els, (el) => bylineOnly(el) || isDateOnly(el));
  // A lone card with its byline beside it (a story's one comment under "Posted by: Dom, London on ..."): no
  // other card bounds the climb to its container, which would reach the story's own byline, so the card is
  // its own container and that line its header.
  const lone = els.length === 1 ? ([...bylines].find(([, body]) => body === els[0])?.[0] ?? null) : null;
  const depths = replyDepths(els);
  // A card holding replies shows its own text: the other cards are left out of its copy (never the card
  // itself: only its descendants are checked).
  const exclude = new Set<Node>([...(options.exclude ?? []), ...els]);
  const footer = footersOf(els, bylineOnly);
  // Every card asks the same selectors of its container: a long list asks them once of the list.
  const query = listQuery(els);
  const blocks: Block[] = [];
  els.forEach((el, i) => {
    const block = toBlock(el, els, { ...options, exclude }, footer, query, lone);
    if (block.text && !NUMBER_ONLY.test(block.text))
      blocks.push(depths[i] ? { ...block, depth: depths[i] } : block);
  });
  return withYears(blocks, options.pageDate ?? null);
}

/**
 * Comments that are runs of an element's own text (Decision.commentRuns), each as a card: the element copied
 * with only the run's nodes (and the inline elements that hold them), its other content left out. The card's
 * header stays in its text: bylines are read from elements (findByline), and a run has none of its own.
 */
export function toRunBlocks(runs: readonly TextRun[], options: AssembleOptions = {}): Block[] {
  const blocks: Block[] = [];
  for (const run of runs) {
    const members = new Set(run.nodes);
    const holders = new Set<Node>();
    for (const n of run.nodes)
      for (let p = n.parentNode; p && p !== run.el && !holders.has(p); p = p.parentNode) holders.add(p);
    const exclude = new Set<Node>(options.exclude ?? []);
    const leaveOut = (parent: Node) => {
      for (let c = parent.firstChild; c; c = c.nextSibling) {
        if (holders.has(c)) leaveOut(c);
        else if (!members.has(c)) exclude.add(c);
      }
    };
    leaveOut(run.el);
    const { html, text } = assemble(run.el, { ...options, exclude });
    if (text && !NUMBER_ONLY.test(text)) blocks.push({ text, html });
  }
  return blocks;
}

/**
 * Stage "card-years": the cards whose date is printed without its year and with its weekday ("Tuesday July
 * 24", as blogs and forums print this year's), read by the years of the page's own dates (readYearless): its
 * metadata's and its other cards'. The others keep the date as printed.
 */
function withYears(blocks: Block[], pageDate: string | null): Block[] {
  const yearOf = (date: string | null | undefined) => {
    const m = date ? /^(\d{4})-\d{2}-\d{2}/.exec(date) : null;
    return m ? +m[1] : null;
  };
  if (!blocks.some((b) => b.date && yearOf(b.date) === null)) return blocks;
  const years = [pageDate, ...blocks.map((b) => b.date)].map(yearOf).filter((y) => y !== null);
  return blocks.map((b) => {
    if (!b.date || yearOf(b.date) !== null) return b;
    const date = readYearless(b.date, years);
    return date ? { ...b, date } : b;
  });
}

/** The table row that holds `el` (or holds the table it is in) and is followed by the row that holds `next`. */
function rowAbove(el: Element, next: Element | undefined): Element | null {
  if (!next) return null;
  for (
    let row = el.closest('tr'), climb = 0;
    row && climb < 2;
    row = row.parentElement?.closest('tr') ?? null, climb++
  ) {
    const below = row.nextElementSibling;
    if (below?.localName === 'tr' && below.contains(next)) return row;
  }
  return null;
}

/** How far up from the region the post container may reach (row -> table -> wrapper). */
const MAX_CONTAINER_CLIMB = 6;

/**
 * One card. `footerOf`: where the list prints each card's byline after it, in an element of its own, that
 * element for the card's container (footersOf).
 */
export function toBlock(
  el: Element,
  siblings: Element[],
  options: AssembleOptions = {},
  footerOf: Footers = null,
  query: Query = directQuery,
  /** The card's byline printed beside it, where the card is its own container (toBlocks' lone card). */
  beside: Element | null = null,
): Block {
  // A comment the page marks up as one is its own container: the page says where it begins and ends.
  const container = isMarkedComment(el) || beside ? el : postContainer(el, siblings);
  const { votes, accepted, el: votesEl } = findVotes(container);
  const exclude = votesEl ? new Set([...(options.exclude ?? []), votesEl]) : options.exclude;
  // The container's links, read once for the author's profile and the permalink.
  const links = query(container, 'a[href]');
  const head = beside ?? headerOf(container, siblings) ?? footerOf?.(container) ?? null;
  let byline = withHeader(findByline(container, { links, body: el, query }), head, query);
  const footer = ownFooter(el, byline, exclude);
  // A card that names no author in its header is signed in its footer: the name and date are read there.
  if (footer && !byline.author) byline = withHeader(byline, footer, query);
  // Or by its first line, where that is a name and a date and nothing else.
  const opening = byline.author ? null : ownHeader(el);
  if (opening) byline = { ...opening, date: byline.date ?? opening.date };
  const { html, text } = assemble(el, {
    ...options,
    exclude: footer ? new Set([...(exclude ?? []), footer]) : exclude,
    byline,
  });
  return {
    text,
    html,
    ...byline,
    link: (head && permalinkIn(head)) ?? findLink(container, links),
    ...(votes !== null ? { votes } : {}),
    ...(accepted ? { accepted } : {}),
  };
}

/**
 * Stage "card-footer": a card whose text ends in an element that is only its byline ("answered Jun 4, 2026 by
 * Wren" under a Q&A answer's text, "Posted by Ann at 6:24 PM" under a comment's) shows that byline as its
 * header, so its body ends before it. Read from the card's end inward (the element holding the last text, at
 * each level), and only where that element names the card's own author: a quoted or nested card's footer, or a
 * last paragraph that mentions someone and a date, stays. A card that names no author above its text is signed
 * below it ("Posted by: Walters on December 29, 2007 01:15 PM" closing each comment): its footer is its byline,
 * unless it is a note of an edit.
 */
function ownFooter(el: Element, byline: Byline, exclude: ReadonlySet<Node> | undefined): Element | null {
  let holder = el;
  for (let depth = 0; depth < FOOTER_DEPTH; depth++) {
    const last = edgeWithText(holder, 'end');
    if (!last || exclude?.has(last)) return null;
    // The only text of its holder is the card's (or a level of it), not a footer under it: read further in.
    if (textInward(last, 'end')) {
      const own = bylineOnlyOf(last);
      if (own && (byline.author ? own.author === byline.author : !EDIT_NOTE.test(last.textContent ?? '')))
        return last;
    }
    holder = last;
  }
  return null;
}

/**
 * Stage "card-header": a card that names no author above or below its text, whose text opens with an element
 * that is only a name and a date ("J.J. — July 17th, 2012, 6:18 pm" in a `p` of its own above the comment's
 * paragraphs, the name in no link), is signed by that line; its text then begins after it (bylinePrefixLength).
 * Read from the card's start inward, as ownFooter reads its end; the byline that line gives, else null.
 */
function ownHeader(el: Element): Byline | null {
  let holder = el;
  for (let depth = 0; depth < FOOTER_DEPTH; depth++) {
    const first = edgeWithText(holder, 'start');
    if (!first) return null;
    // The only text of its holder is the card's (or a level of it): read further in.
    if (textInward(first, 'start')) return bylineOnlyOf(first);
    holder = first;
  }
  return null;
}

/** A post's note of its last edit ("Last edited by Ann on 3 May 2020"): a byline, but not the author's. */
const EDIT_NOTE = /\bedit(?:ed)?\b|bearbeitet|modifié/i;

/** How many levels in from the card's element its footer may be (answer > answercell > user-info). */
const FOOTER_DEPTH = 4;

/** A card's text read from its start (its header's side) or its end (its footer's). */
type End = 'start' | 'end';

/** The child element of `el` with text at its `end`, where no text is past it toward that end; else null. */
function edgeWithText(el: Element, end: End): Element | null {
  const from = end === 'start' ? el.firstChild : el.lastChild;
  for (let node = from; node; node = end === 'start' ? node.nextSibling : node.previousSibling) {
    if (!node.textContent?.trim()) continue;
    return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : null;
  }
  return null;
}

/** Whether a sibling of `node` on the side away from `end` holds text (after the first, before the last). */
function textInward(node: Node, end: End): boolean {
  const next = (n: Node) => (end === 'start' ? n.nextSibling : n.previousSibling);
  for (let n = next(node); n; n = next(n)) if (n.textContent?.trim()) return true;
  return false;
}

/**
 * Stage "card-body": cards that are only a byline or a date, each in a container that holds more text beside it
 * and no other card, where two or more of those containers share their markup (a list of comments, each unit
 * with its text), are those containers: the comments' texts were read as noise and their bylines as comments
 * (canada.com prints `div.commentAuthor`, `div.commentDate` and `div.commentContent` in an element of their own
 * per comment; the classifier took the dates for comments and the texts for noise, and each card showed its
 * date alone). A lone date card ("Updated: 08/09/2012 11:02 am" above a story) is not grown into the page
 * around it.
 */
function withBodies(els: Element[], headerOnly: (el: Element) => boolean): Element[] {
  const grown = new Map<Element, Element>();
  const units = new Map<string, number>();
  for (const el of els) {
    if (!headerOnly(el)) continue;
    const container = postContainer(el, els);
    const more =
      normalizeSpace(container.textContent ?? '').length - normalizeSpace(el.textContent ?? '').length;
    if (container === el || more < MIN_BODY_CHARS) continue;
    grown.set(el, container);
    const sig = elementSignature(container);
    units.set(sig, (units.get(sig) ?? 0) + 1);
  }
  if (![...units.values()].some((n) => n >= 2)) return els;
  const out = els.map((el) => {
    const container = grown.get(el);
    return container && (units.get(elementSignature(container)) ?? 0) >= 2 ? container : el;
  });
  return [...new Set(out)];
}

/** Characters a byline's container must hold besides it to be the card with its text. */
const MIN_BODY_CHARS = 20;

/**
 * The element before a card that holds its name and date: the `<dt>` before a `<dd>` (a definition-list
 * layout), or the table row before a post's row (forums that print "ann: 9:00am On Apr 24" in a row of its
 * own above the text), where that row holds no card itself.
 */
function headerOf(container: Element, siblings: readonly Element[]): Element | null {
  if (container.localName === 'dd') return termOf(container);
  const prev = container.previousElementSibling;
  if (container.localName !== 'tr' || prev?.localName !== 'tr') return null;
  return holdsCard(prev, siblings) ? null : prev;
}

/** The `<dt>` right before a `<dd>`: in a definition-list layout of comments, the comment's name and date. */
export function termOf(el: Element): Element | null {
  const prev = el.localName === 'dd' ? el.previousElementSibling : null;
  return prev?.localName === 'dt' ? prev : null;
}

/** Whether `el` is or holds one of the list's cards (siblingsHeld: counted once per list). */
function holdsCard(el: Element, siblings: readonly Element[]): boolean {
  return siblingsHeld(siblings).count.has(el);
}

/**
 * The element after (or before) `el` that shows any text: a template's whitespace-only wrappers skipped, and
 * elements the page hides (a comment's full text in a `display: none` div beside the excerpt it shows).
 */
function besideWithText(el: Element, forward: boolean, siblings: readonly Element[]): Element | null {
  let next = forward ? el.nextElementSibling : el.previousElementSibling;
  // A card has text: only other elements are read for it.
  for (let hops = 0; next && hops < 3 && !holdsCard(next, siblings) && !showsText(next); hops++)
    next = forward ? next.nextElementSibling : next.previousElementSibling;
  return next;
}

/** Whether `el` has text and is shown (the `hidden` attribute, and where the browser can say, checkVisibility). */
function showsText(el: Element): boolean {
  if (!el.textContent?.trim() || (el as HTMLElement).hidden) return false;
  return typeof el.checkVisibility !== 'function' || el.checkVisibility();
}

/**
 * The cards of a flat list that are its comments' bylines, not comments: where each comment is its text and,
 * beside it, a line of its own with the name and date and nothing else, with no element around the two
 * ("Posted by: Ann | January 14, 2008 06:24 PM" after the text, "Roscoe says: August 15, 2020 at 1:49 pm"
 * before it), the classifier calls both comment text and each is a card. A card that is only a byline
 * (isBylineOnly), next to a card (its element with text before or after) that carries no byline of its own, is
 * that card's header or footer (footersOf reads it there), not a comment. Each such byline, with the card it goes
 * with (the one after it where that one is bare).
 */
function bylinesBeside(els: Element[], bylineOnly: (el: Element) => boolean): Map<Element, Element> {
  const out = new Map<Element, Element>();
  const cards = new Set(els);
  const isCard = (el: Element | null): el is Element => !!el && cards.has(el);
  const bare = new Map<Element, boolean>();
  // A card that has text and no byline: a comment's body.
  const body = (el: Element | null): boolean => {
    if (!isCard(el) || bylineOnly(el)) return false;
    let b = bare.get(el);
    if (b === undefined) bare.set(el, (b = !hasByline(el)));
    return b;
  };
  for (const el of els) {
    // Most lists hold each card in an element of its own: a card with no card beside it is read no further.
    const next = besideWithText(el, true, els);
    const prev = besideWithText(el, false, els);
    if (!(isCard(next) || isCard(prev)) || !bylineOnly(el)) continue;
    if (body(next)) out.set(el, next as Element);
    else if (body(prev)) out.set(el, prev as Element);
  }
  return out;
}

/** For a card's container, the element after it that is its byline; null for a list that prints none there. */
type Footers = ((container: Element) => Element | null) | null;

/**
 * Where a flat list prints each comment's byline after its text ("Posted by: Ann | January 14, 2008 06:24 PM"
 * in a `<p>` after the comment's `<div>`), each card's byline: the next element, where it holds no card and is
 * only a byline. A list prints them there when more of its cards are followed by such an element than are
 * preceded by one (where bylines lead, the one after a card is the next card's, and the count goes the other
 * way); where fewer are, it prints them before the text ("Roscoe says: August 15, 2020 at 1:49 pm" above it),
 * and each card's byline is the element before it. `bylineOnly` reads each element once.
 */
function footersOf(els: Element[], bylineOnly: (el: Element) => boolean): Footers {
  const onlyByline = (el: Element | null): el is Element => !!el && !holdsCard(el, els) && bylineOnly(el);
  let balance = 0;
  for (const el of els) {
    const container = postContainer(el, els);
    if (onlyByline(besideWithText(container, true, els))) balance++;
    if (onlyByline(besideWithText(container, false, els))) balance--;
  }
  if (!balance) return null;
  // Where bylines lead (the balance the other way), each card's is the element before it.
  return (container) => {
    const beside = besideWithText(container, balance > 0, els);
    return onlyByline(beside) ? beside : null;
  };
}

/** The byline read in the card, completed from its header where the card lacks the author or the date. */
function withHeader(byline: Byline, head: Element | null, query: Query): Byline {
  if (!head || (byline.author && byline.date)) return byline;
  const more = findByline(head, { isHeader: true, query });
  return {
    author: byline.author ?? more.author,
    authorUrl: byline.author ? byline.authorUrl : more.authorUrl,
    date: byline.date ?? more.date,
  };
}

/** Above this many siblings, which ancestors hold how many of them is counted once for all of them. */
const COUNT_FROM = 8;

/** The highest ancestor (within MAX_CONTAINER_CLIMB) that contains `el` and no other of `siblings`. */
export function postContainer(el: Element, siblings: Element[]): Element {
  const holding = siblings.length > COUNT_FROM ? siblingsHeld(siblings) : null;
  // How many of the other siblings `node` holds (`el` is one of the siblings held by each of its ancestors).
  const othersIn = (node: Element) =>
    holding
      ? (holding.count.get(node) ?? 0) - (holding.self.has(el) && node.contains(el) ? 1 : 0)
      : siblings.filter((s) => s !== el && node.contains(s)).length;
  let best = el;
  let cur = el.parentElement;
  for (let i = 0; cur && i < MAX_CONTAINER_CLIMB; i++, cur = cur.parentElement) {
    if (cur.localName === 'body' || cur.localName === 'html') break;
    const others = othersIn(cur);
    if (others > 0 && !holdsOnlyReplies(cur, best, others, othersIn)) break;
    best = cur;
  }
  return best;
}

/**
 * Whether the other cards `node` holds are replies nested under the card whose branch of it is `branch`: all
 * of them in one child after that branch, of another kind than it (taz's `li.member` holds the comment's name,
 * date and text, then a `ul.thread` of its replies). That `node` is the card's container, its byline the
 * card's. A list of cards holds them in children of the card's own kind (`ul > li + li`).
 */
function holdsOnlyReplies(
  node: Element,
  branch: Element,
  others: number,
  othersIn: (node: Element) => number,
): boolean {
  let replies: Element | null = null;
  for (let child = branch.nextElementSibling; child; child = child.nextElementSibling) {
    const held = othersIn(child);
    if (!held) continue;
    if (replies || held !== others) return false;
    replies = child;
  }
  return !!replies && elementSignature(replies) !== elementSignature(branch);
}

interface Holding {
  self: Set<Node>;
  /** For each node, how many of the (distinct) siblings it contains (itself included, as contains() does). */
  count: Map<Node, number>;
}

const holdingBySiblings = new WeakMap<readonly Element[], Holding>();

/**
 * One climb from each sibling to the root instead of a contains() test per sibling, ancestor and post: a
 * thread of k posts asked about 6k^2 of them (forum pages with 100 posts spent milliseconds there).
 */
function siblingsHeld(siblings: readonly Element[]): Holding {
  let holding = holdingBySiblings.get(siblings);
  if (!holding) {
    const self = new Set<Node>(siblings);
    const count = new Map<Node, number>();
    for (const s of self) {
      for (let a: Node | null = s; a; a = a.parentNode) count.set(a, (count.get(a) ?? 0) + 1);
    }
    holding = { self, count };
    holdingBySiblings.set(siblings, holding);
  }
  return holding;
}
