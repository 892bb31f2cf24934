// Stage "signed-comments" (issue 20, item 2): readers' comments the classifier does not see. On news pages of
// sites unlike those it learned from (a 2008 newspaper's "Posted by: Dom, London on 5:19pm Tue 1 Jan 08" rows,
// a blog's `div.comments-body` list), it calls their text main, as the story's, or noise, as the page's
// furniture, and the page type then reads the page as an article without comments. The markup still says what
// they are: repeated sibling units (the thesis's Table Pattern), after the article's start, each signed with
// a name or a date and carrying a body of its own, under markup or a heading that names them comments. Such
// units are the comments, one card each, whatever the classes and the page type say.
//
// The evidence is the three together, not one: units with bylines after a story are also its related stories
// ("By Ann Lee, 5 Jan 2008" over each teaser), and those are kept out by their links (a teaser is its headline
// link) and by the word "comment" (or "talkback", "reply": SD's comment keywords) that a teaser list does not
// carry in its markup or heading.
import type { Block, BlockLabel } from '../blocks/types';
import { insideAny, isWithin, type SdNode, type SdTree } from '../sdtree';
import type { TextRun } from '../pipeline/decision';
import { hasByline, isBylineOnly } from '../assemble/byline';
import { signatureNames } from '../dom/signature';
import { commentKeyword } from '../vocabulary';
// Characters a unit holds on average, at least: a comment has a body beyond its byline, as a post does.
import { MIN_MEAN_CHARS } from './threads';

export const SIGNED_REASON =
  'repeated units after the article, each signed with a name or a date, under markup or a heading that names them comments, are its comments';

/** Fewest units that make a comment list (two-comment threads are common). */
const MIN_UNITS = 2;
/** Share of the units that must be signed (their own byline, or a byline line right before them). */
const SIGNED_SHARE = 0.6;
/** Most of a unit's text in links: a related story's teaser is its headline link. */
const MAX_LINK_SHARE = 0.5;
/** Share of the units' text that must be in the article's column (columnOf). */
const MIN_COLUMN_SHARE = 0.5;
/** Main text that must stay outside the units: the article the comments answer. */
const MIN_ARTICLE_CHARS = 200;
/** How many elements before the units (at each level up to the article) are read for a comments heading. */
const HEADING_SIBLINGS = 3;
/** Text a heading or label before the units has, at most. */
const HEADING_CHARS = 80;
/**
 * A heading over readers' comments, as it opens: "Comments (2)", "2 Comments", "Your Comments", "User
 * Comments", "Talkback - Add your opinion", "What you think...", and the word in the corpus's other languages.
 * Not "Recent comments" or "Most recommended comments" (a widget of comments on other stories), nor a line
 * that only mentions them ("blog comments powered by Disqus"), nor "Discussion" or "Responses" (a paper's or a
 * report's sections).
 */
const COMMENTS_HEADING =
  /^(?:\d+\s+|(?:your|user|users'|readers?'?)\s+)?(?:comments?\b|comment\(s\)|talkbacks?\b|kommentare?\b|commentaires?\b|commenti\b|comentarios?\b|reacties\b|leserbriefe?\b|what you think|have your say)/i;

/**
 * Characters of blocks below each node, by node index: all text, main text, text in links, and text whose
 * block is centred in the article's column.
 */
interface Chars {
  text: Float64Array;
  main: Float64Array;
  links: Float64Array;
  column: Float64Array;
  /** Characters set as a heading: in a heading element, bold, or larger than the article's body text. */
  strong: Float64Array;
  /** The first block (in reading order) below each node, -1 where none is. */
  first: Int32Array;
}

function charsOf(tree: SdTree, blocks: readonly Block[], labels: readonly BlockLabel[]): Chars {
  const n = tree.nodes.length;
  const c: Chars = {
    text: new Float64Array(n),
    main: new Float64Array(n),
    links: new Float64Array(n),
    column: new Float64Array(n),
    strong: new Float64Array(n),
    first: new Int32Array(n).fill(-1),
  };
  const body = bodyBlock(blocks, labels);
  const inColumn = columnOf(body);
  const bodyFont = body?.fontSize ?? 0;
  blocks.forEach((b, i) => {
    c.text[b.node] += b.text.length;
    c.links[b.node] += b.linkChars ?? 0;
    if (labels[i] === 'main') c.main[b.node] += b.text.length;
    if (inColumn(b)) c.column[b.node] += b.text.length;
    if (b.heading > 0 || b.fontWeight >= BOLD || (bodyFont > 0 && b.fontSize > bodyFont))
      c.strong[b.node] += b.text.length;
    // Up to the first ancestor an earlier block has set (and so every one above it).
    for (let node: SdNode | null = tree.nodes[b.node]; node && c.first[node.index] < 0; node = node.parent)
      c.first[node.index] = i;
  });
  // Pre-order: children come after their parent, one backward pass adds them up.
  for (let k = n - 1; k > 0; k--) {
    const p = tree.nodes[k].parent;
    if (!p) continue;
    c.text[p.index] += c.text[k];
    c.main[p.index] += c.main[k];
    c.links[p.index] += c.links[k];
    c.column[p.index] += c.column[k];
    c.strong[p.index] += c.strong[k];
  }
  return c;
}

/** The font weight from which text is bold. */
const BOLD = 600;

/** The article's longest main block: a paragraph of its body (not a headline). */
function bodyBlock(blocks: readonly Block[], labels: readonly BlockLabel[]): Block | null {
  let body: Block | null = null;
  blocks.forEach((b, i) => {
    if (labels[i] === 'main' && (!body || b.text.length > body.text.length)) body = b;
  });
  return body;
}

/**
 * Whether a block is centred in the article's column: the horizontal span of its `body` paragraph. Comments are
 * printed under the story, in its column; a "Recent comments" widget, a feed of tweets and a column of related
 * stories beside it are not. Without boxes (a page not laid out), every block is.
 */
function columnOf(body: Block | null): (b: Block) => boolean {
  if (!body || !(body.width > 0)) return () => true;
  const { x, width } = body;
  return (b) => {
    const centre = b.x + b.width / 2;
    return !(b.width > 0) || (centre >= x && centre <= x + width);
  };
}

/**
 * The signed comments of a page: the units' elements (with the byline line printed before each where it is an
 * element of its own), in document order, and the labels with the main blocks inside them made comment. Null
 * where no group of units qualifies, or where it would leave the article less than MIN_ARTICLE_CHARS of main
 * text.
 */
export function signedComments(
  tree: SdTree,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
  byEl: ReadonlyMap<Element, SdNode>,
): { elements: Element[]; labels: BlockLabel[] } | null {
  const firstMain = labels.indexOf('main');
  if (firstMain < 0) return null;
  const start = tree.nodes[blocks[firstMain].node];
  const c = charsOf(tree, blocks, labels);
  // The groups the text alone allows, then the one with the most text that the markup names comments and
  // that is signed (the costly tests, from the largest group down; the first group found wins a tie).
  const candidates: { units: SdNode[]; siblings: SdNode[]; text: number }[] = [];
  for (const node of tree.nodes) {
    if (c.text[node.index] <= 0 || node.children.length < MIN_UNITS) continue;
    const children = node.children.filter((child) => c.text[child.index] > 0);
    // Every unit comes after the article's start: fewer than MIN_UNITS children there, no group.
    if (children.filter((child) => child.index > start.index).length < MIN_UNITS) continue;
    for (const units of groups(children)) {
      // Units come after the article's start (pre-order: a later index, and not an ancestor of it).
      if (units.length < MIN_UNITS || units[0].index <= start.index) continue;
      const text = units.reduce((sum, u) => sum + c.text[u.index], 0);
      const links = units.reduce((sum, u) => sum + c.links[u.index], 0);
      if (text < MIN_MEAN_CHARS * units.length || links > MAX_LINK_SHARE * text) continue;
      const column = units.reduce((sum, u) => sum + c.column[u.index], 0);
      if (column < MIN_COLUMN_SHARE * text) continue;
      if (units.filter((u) => opensWithHeadline(tree, u, blocks, c)).length * 2 >= units.length) continue;
      candidates.push({ units, siblings: children, text });
    }
  }
  candidates.sort((a, b) => b.text - a.text);
  let best: { units: SdNode[]; bylines: SdNode[]; heading: SdNode | null; text: number } | null = null;
  for (const { units, siblings, text } of candidates) {
    const name = namedComments(units, start, c, byEl);
    const signed = name && signedUnits(units, siblings);
    if (!name || !signed) continue;
    best = { units, bylines: signed.bylines, heading: name.heading, text };
    break;
  }
  best ??= loneComment(tree, start, c, byEl);
  if (!best) return null;
  const elements = [...best.units, ...best.bylines].sort((a, b) => a.index - b.index);
  const inside = insideAny(tree, elements);
  // The comments' heading is neither the article's nor a comment ("Comments", "Your Comments").
  const heading = insideAny(tree, best.heading ? [best.heading] : []);
  const taken = [...elements, ...(best.heading ? [best.heading] : [])];
  const main = taken.reduce((sum, node) => sum + c.main[node.index], 0);
  if (c.main[tree.root.index] - main < MIN_ARTICLE_CHARS) return null;
  return {
    elements: elements.map((node) => node.el),
    labels: labels.map((l, i) => {
      if (l !== 'main') return l;
      return inside[blocks[i].node] ? 'comment' : heading[blocks[i].node] ? 'noise' : l;
    }),
  };
}

/** Words of a name that opens a run at most ("Stephen B", "Frank @ Toronto", "J-F (Ottawa)"). */
const RUN_NAME_WORDS = 4;

/**
 * Comments written as one element's own text, after the story's paragraphs in the same element: after a
 * comments anchor (`<a name="commentSection">`) or a bold comments heading ("Comments are now closed for this
 * story"), runs of the element's own text between `<hr>`s that each open with a name in bold (`<b>Stephen
 * B</b><br>The time has come...`). The classifier reads them as the story's text. Each such run is a comment:
 * returned as runs of the element's nodes, with the labels of the element's own text made comment. Null where
 * there are not MIN_UNITS of them.
 */
export function signedRuns(
  tree: SdTree,
  blocks: readonly Block[],
  labels: readonly BlockLabel[],
): { runs: TextRun[]; labels: BlockLabel[] } | null {
  // Each element's children are read once (units `runs` give an element several blocks).
  const read = new Set<number>();
  for (let i = 0; i < blocks.length; i++) {
    // An element's own text that holds two runs at least: a block of its own, long enough for two comments.
    if (labels[i] === 'comment' || blocks[i].text.length < 2 * MIN_MEAN_CHARS || read.has(blocks[i].node))
      continue;
    read.add(blocks[i].node);
    const el = tree.nodes[blocks[i].node].el;
    const found = runsAfterMarker(el);
    if (!found) continue;
    // After the story: main text of another block before the marker (the element's own text is a block placed
    // where the element opens, before its paragraphs).
    const { marker, runs } = found;
    const before = (k: number) =>
      k !== i &&
      labels[k] === 'main' &&
      !!(tree.nodes[blocks[k].node].el.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (!blocks.some((_, k) => before(k))) continue;
    const signed = runs.filter(opensWithName);
    if (signed.length < MIN_UNITS || signed.length < SIGNED_SHARE * runs.length) continue;
    const text = signed.reduce(
      (sum, run) => sum + run.reduce((t, n) => t + (n.textContent?.length ?? 0), 0),
      0,
    );
    // Most of the block's text is the comments', and the block is more than their heading.
    if (text < MIN_MEAN_CHARS * signed.length || text < blocks[i].text.length / 2) continue;
    const own = blocks[i].node;
    return {
      runs: signed.map((nodes) => ({ el, nodes })),
      labels: labels.map((l, k) => (blocks[k].node === own && !blocks[k].run ? 'comment' : l)),
    };
  }
  return null;
}

/**
 * The runs of `el`'s own content after its comments' marker (an `<a name="...comment...">` with no text, or a
 * bold comments heading), cut at its `<hr>`s: each the child nodes between two; with the marker. Null where `el`
 * has no marker among its children.
 */
function runsAfterMarker(el: Element): { marker: Element; runs: Node[][] } | null {
  let marker: Element | null = null;
  for (let e = el.firstElementChild; e; e = e.nextElementSibling) {
    const anchor =
      e.localName === 'a' &&
      /comment/i.test(`${e.getAttribute('name') ?? ''} ${e.id}`) &&
      !e.textContent?.trim();
    if (anchor || ((e.localName === 'b' || e.localName === 'strong') && isCommentsHeading(e))) marker = e;
  }
  if (!marker) return null;
  const runs: Node[][] = [];
  // A heading opens the first run (it is the comments', not the story's); an anchor has nothing to show.
  let run: Node[] = marker.localName === 'a' ? [] : [marker];
  for (let n = marker.nextSibling; n; n = n.nextSibling) {
    if (n.nodeType === Node.ELEMENT_NODE && (n as Element).localName === 'hr') {
      if (run.some((m) => m.textContent?.trim())) runs.push(run);
      run = [];
    } else run.push(n);
  }
  if (run.some((m) => m.textContent?.trim())) runs.push(run);
  return { marker, runs };
}

/**
 * Whether a run opens with a name in bold: a `<b>` or `<strong>` of a few words (past the comments' heading, in
 * the first run), with text after it.
 */
function opensWithName(nodes: readonly Node[]): boolean {
  for (const n of nodes) {
    if (n.nodeType === Node.TEXT_NODE && !n.textContent?.trim()) continue;
    if (n.nodeType !== Node.ELEMENT_NODE) return false;
    const e = n as Element;
    if (e.localName === 'br' || isCommentsHeading(e)) continue;
    const words = e.textContent?.trim().split(/\s+/) ?? [];
    return (
      (e.localName === 'b' || e.localName === 'strong') &&
      words.length <= RUN_NAME_WORDS &&
      n !== nodes.at(-1)
    );
  }
  return false;
}

/**
 * Siblings of one kind: one tag, and class names shared with another of them (WordPress's `comment even
 * thread-even` and `comment odd alt thread-odd` are one kind), or no class names at all (a bare `<li>` list).
 */
function groups(children: readonly SdNode[]): SdNode[][] {
  const out: SdNode[][] = [];
  const byTag = new Map<string, SdNode[]>();
  for (const child of children) {
    const same = byTag.get(child.tag);
    if (same) same.push(child);
    else byTag.set(child.tag, [child]);
  }
  for (const same of byTag.values()) {
    if (same.length < MIN_UNITS) continue;
    // Union of the ones that share a name, transitively; the ones with no names together. Each joins the first
    // sibling that had each of its names (one pass, not every pair: a list can hold hundreds of items).
    const kind = same.map((_, i) => i);
    const find = (i: number): number => (kind[i] === i ? i : (kind[i] = find(kind[i])));
    const firstWith = new Map<string, number>();
    let firstBare = -1;
    same.forEach((node, i) => {
      const names = signatureNames(node);
      if (!names.length) {
        if (firstBare < 0) firstBare = i;
        else kind[find(i)] = find(firstBare);
      }
      for (const name of names) {
        const j = firstWith.get(name);
        if (j === undefined) firstWith.set(name, i);
        else kind[find(i)] = find(j);
      }
    });
    const byKind = new Map<number, SdNode[]>();
    same.forEach((node, i) => {
      const k = find(i);
      const group = byKind.get(k);
      if (group) group.push(node);
      else byKind.set(k, [node]);
    });
    out.push(...byKind.values());
  }
  return out;
}

/**
 * A story's one comment, which no repetition shows: right after a comments heading ("Comment(s)") or anchor
 * (`<a name="comments">`), a line that is only its byline, then its text (the flat layout of the lists above,
 * with one entry). Null where there is none.
 */
function loneComment(
  tree: SdTree,
  start: SdNode,
  c: Chars,
  byEl: ReadonlyMap<Element, SdNode>,
): { units: SdNode[]; bylines: SdNode[]; heading: SdNode | null; text: number } | null {
  const after = (el: Element) => !!(start.el.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  // Queried on the tree's root element, not the document: a page can clobber `document.querySelectorAll`.
  const anchors = Array.from(tree.root.el.querySelectorAll('a[name], a[id]')).filter(
    (a) => /comment/i.test(`${a.getAttribute('name') ?? ''} ${a.id}`) && !a.textContent?.trim() && after(a),
  );
  const headings = tree.nodes.filter(
    (node) =>
      node.index > start.index &&
      c.text[node.index] > 0 &&
      c.text[node.index] <= HEADING_CHARS &&
      c.strong[node.index] >= c.text[node.index] / 2 &&
      isCommentsHeading(node.el),
  );
  for (const marker of [...anchors, ...headings.map((node) => node.el)]) {
    const byline = nextWithText(marker, c, byEl);
    if (!byline || !isBylineOnly(byline.el)) continue;
    const body = nextWithText(byline.el, c, byEl);
    if (!body || isBylineOnly(body.el)) continue;
    const text = c.text[body.index];
    if (text < MIN_MEAN_CHARS || c.links[body.index] > MAX_LINK_SHARE * text) continue;
    if (c.column[body.index] < MIN_COLUMN_SHARE * text) continue;
    return { units: [body], bylines: [byline], heading: byEl.get(marker) ?? null, text };
  }
  return null;
}

/** The next element after `el` that the walk read with text, past a few without (hidden, empty); else null. */
function nextWithText(el: Element, c: Chars, byEl: ReadonlyMap<Element, SdNode>): SdNode | null {
  let next = el.nextElementSibling;
  for (let hops = 0; next && hops < HEADING_SIBLINGS; hops++, next = next.nextElementSibling) {
    const node = byEl.get(next);
    if (node && c.text[node.index] > 0) return node;
  }
  return null;
}

/**
 * The units that are signed, if enough are (SIGNED_SHARE): a unit that carries its own byline (before its
 * text, or as its last line), or whose
 * element before it is a byline and nothing else ("Posted by: Dom, London on 5:19pm Tue 1 Jan 08" in a `div`
 * of its own above the comment's `div`), which then goes with it. Units that are only a byline are not
 * comments (the `div.postedby` lines themselves): a group of them is none.
 */
function signedUnits(units: readonly SdNode[], siblings: readonly SdNode[]): { bylines: SdNode[] } | null {
  const bylines: SdNode[] = [];
  let signed = 0;
  // Reading stops at the first unsigned unit too many: a list of paragraphs asks one or two.
  const unsignedAllowed = units.length - Math.ceil(SIGNED_SHARE * units.length);
  let unsigned = 0;
  for (const unit of units) {
    if (isBylineOnly(unit.el)) return null;
    // The line before first: a comment's own words can read as a byline ("...does this have to be said:").
    const before = siblings[siblings.indexOf(unit) - 1];
    if (before && !units.includes(before) && isBylineOnly(before.el)) {
      signed++;
      bylines.push(before);
    } else if (hasByline(unit.el) || footerByline(unit)) signed++;
    else if (++unsigned > unsignedAllowed) return null;
  }
  return signed >= SIGNED_SHARE * units.length ? { bylines } : null;
}

/**
 * Whether the unit ends with a line that is its byline and nothing else ("Posted by: Walters on December 29,
 * 2007 01:15 PM" in a `span` after the comment's paragraphs): its last element, with no text after it.
 */
function footerByline(unit: SdNode): boolean {
  const last = unit.el.lastElementChild;
  if (!last || last === unit.el.firstElementChild) return false;
  for (let n = last.nextSibling; n; n = n.nextSibling) if (n.textContent?.trim()) return false;
  return isBylineOnly(last);
}

/**
 * Whether the units' markup or heading names them comments: a comment keyword (SD's: comment, reply,
 * response; not `user`, which layout names carry) in the class or id of a unit, of an element inside the first
 * one, or of an element around them below the one they share with the article's start; or, just before them at
 * each of those levels (back to the article's text), an anchor named so (`<a name="comments">`) or a short
 * heading or label that says so. Elements the walk did not read (hidden, empty) are read for their names only.
 */
function namedComments(
  units: readonly SdNode[],
  start: SdNode,
  c: Chars,
  byEl: ReadonlyMap<Element, SdNode>,
): { heading: SdNode | null } | null {
  const first = units[0].el;
  // Inside the first unit, only an element that holds most of its text (a comment's `div#commentBody`), not a
  // post teaser's "3 comments" link or a tweet's reply button.
  const half = (first.textContent?.length ?? 0) / 2;
  const body = (el: Element) => (el.textContent?.length ?? 0) >= half;
  let said =
    units.some((u) => named(u.el)) ||
    Array.from(first.querySelectorAll('[class], [id]')).some((el) => named(el) && body(el));
  for (let el: Element | null = first; el && !el.contains(start.el); el = el.parentElement) {
    if (el !== first && named(el)) said = true;
    let seen = 0;
    for (
      let sib = el.previousElementSibling;
      sib && seen < HEADING_SIBLINGS;
      sib = sib.previousElementSibling
    ) {
      const node = byEl.get(sib);
      const text = node ? c.text[node.index] : 0;
      // A heading (set as one), not a link to the comments or a counter's label ("comments" beside a photo).
      const short =
        !!node &&
        text > 0 &&
        text <= HEADING_CHARS &&
        c.links[node.index] < text / 2 &&
        c.strong[node.index] >= text / 2;
      if (short && isCommentsHeading(sib)) return { heading: node as SdNode };
      // An anchor or a marker with no text of its own (`<a name="comments">`, `<div id="comments">`); one with
      // text is read as a heading or not at all (a "3 comments" counter, a "quick-comments" box).
      if (!text) {
        if (named(sib) || (sib.getAttribute('name') ?? '').toLowerCase().includes('comment')) said = true;
        continue;
      }
      // The article's text: nothing before it names the comments.
      if (text > HEADING_CHARS && c.main[(node as SdNode).index] > 0) break;
      seen++;
    }
  }
  return said ? { heading: null } : null;
}

/** Words of a link that make it a headline. */
const HEADLINE_WORDS = 4;

/**
 * Whether a unit opens with a headline link (in its first two blocks: a section label may come before it): a
 * related story's teaser or a post's excerpt, not a comment, which opens with its author or its words.
 */
function opensWithHeadline(tree: SdTree, unit: SdNode, blocks: readonly Block[], c: Chars): boolean {
  const first = c.first[unit.index];
  for (let i = first; i >= 0 && i < Math.min(first + 2, blocks.length); i++) {
    const b = blocks[i];
    if (!isWithin(tree.nodes[b.node], unit)) break;
    if ((b.linkChars ?? 0) >= 0.8 * b.text.length && b.text.split(/\s+/).length >= HEADLINE_WORDS)
      return true;
  }
  return false;
}

/** Every COMMENTS_HEADING holds one of these: a heading without any is answered from its text at once. */
const HEADING_WORDS =
  /comment|comentario|talkback|kommentar|reacties|leserbrief|what you think|have your say/i;

/**
 * Whether the text `el` shows (whitespace collapsed; a script's code inside it is not shown) is a comments
 * heading. The shown text (`innerText`, which asks the layout) is read only where the source text has the word.
 */
function isCommentsHeading(el: Element): boolean {
  if (!HEADING_WORDS.test(el.textContent ?? '')) return false;
  const shown = (el as HTMLElement).innerText ?? el.textContent ?? '';
  return COMMENTS_HEADING.test(shown.replace(/\s+/g, ' ').trim());
}

function named(el: Element): boolean {
  const keyword = commentKeyword(el.getAttribute('class') ?? '', el.id ?? '');
  return keyword !== null && keyword !== 'user';
}
