// How comments and posts answer one another (issue 20 item 2): the reply depth each card has on the page, and
// the votes and accepted mark of a Q&A answer.
import { elementSignature } from '../dom/signature';

/** How far above a card the element that holds its replies may be (`li > ol.children > li > article`). */
const MAX_REPLY_CLIMB = 3;

/**
 * Each card's reply depth, as the page nests them: a card is a reply to the nearest earlier card whose
 * element, or an ancestor of it at most MAX_REPLY_CLIMB levels up, holds it deeper in the tree than the
 * earlier card itself is (WordPress's `li.comment > ol.children > li.comment`, Reddit's and Disqus's nested
 * lists). Cards side by side at one depth, as a flat thread has them, are all at depth 0. `cards` are in
 * document order.
 */
export function replyDepths(cards: readonly Element[]): number[] {
  const depthOf = (el: Element) => {
    let d = 0;
    for (let p = el.parentElement; p; p = p.parentElement) d++;
    return d;
  };
  const treeDepth = cards.map(depthOf);
  const out = cards.map(() => 0);
  for (let i = 1; i < cards.length; i++) {
    for (let j = i - 1; j >= 0; j--) {
      if (answers(cards[i], treeDepth[i], cards[j], treeDepth[j])) {
        out[i] = out[j] + 1;
        break;
      }
    }
  }
  return out;
}

/**
 * `reply` is held below `card`, or below an element at most MAX_REPLY_CLIMB levels above it, in a different
 * kind of child than the one `card` is in: `li.comment > [article.comment-body (card), ol.children > … (reply)]`.
 * Where the two are in children of one kind (`ol > li.comment`, `ol > li.comment`), they are a flat list.
 */
function answers(reply: Element, replyDepth: number, card: Element, cardDepth: number): boolean {
  if (replyDepth <= cardDepth) return false;
  let below: Element = card;
  for (let k = 0, holder: Element | null = card; holder && k <= MAX_REPLY_CLIMB; k++) {
    if (holder.contains(reply)) {
      if (holder === card) return true;
      let inReply = reply;
      while (inReply.parentElement && inReply.parentElement !== holder) inReply = inReply.parentElement;
      return elementSignature(inReply) !== elementSignature(below);
    }
    below = holder;
    holder = holder.parentElement;
  }
  return false;
}

/** Where Q&A sites put an answer's score: schema.org's upvoteCount, then vote-count class names. */
const VOTES_SELECTOR =
  '[itemprop="upvoteCount"], [class*="vote-count" i], [class*="votecount" i], [class*="vote_count" i], [data-score], [class~="score"]';
/** Marks of the accepted answer: schema.org's acceptedAnswer, an `accepted` class, an aria label. */
const ACCEPTED_SELECTOR =
  '[itemprop~="acceptedAnswer"], [class*="accepted-answer" i], [class*="accepted_answer" i], [class*="answer-accepted" i], [aria-label*="accepted" i], [title*="accepted answer" i]';

export interface Votes {
  votes: number | null;
  accepted: boolean;
  /** The element that shows the votes: the card shows them in its header, not again in its text. */
  el: Element | null;
}

/** The answer's votes and whether it is the accepted one, read inside (or, for the mark, around) `container`. */
export function findVotes(container: Element): Votes {
  const el = container.querySelector(VOTES_SELECTOR);
  let votes: number | null = null;
  if (el) {
    const raw = el.getAttribute('content') ?? el.getAttribute('data-score') ?? el.textContent ?? '';
    const m = /^\s*([+-−]?\d[\d,.\s]*)\s*$/.exec(raw);
    if (m) votes = parseInt(m[1].replace(/[,.\s]/g, '').replace('−', '-'), 10);
  }
  const accepted = container.matches(ACCEPTED_SELECTOR) || !!container.querySelector(ACCEPTED_SELECTOR) ||
    !!container.closest('[itemprop~="acceptedAnswer"], [class*="accepted-answer" i]'); // prettier-ignore
  const read = Number.isFinite(votes) ? votes : null;
  return { votes: read, accepted, el: read === null ? null : el };
}
