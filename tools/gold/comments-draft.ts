// Drafts the per-comment gold (bench/gold/comments.jsonl) from each chosen page's raw HTML; bench/gold/README.md
// says how the gold was made and what checking it by hand changed. The drafter proposes, a person decides: every
// page in bench/gold/comment-pages.json was read against its HTML, and that file holds the selectors and fixes
// the checking gave (or why a page was dropped).
//
//   npx tsx tools/gold/comments-draft.ts candidates [--set S]   the candidate pages in the documented order
//   npx tsx tools/gold/comments-draft.ts show SET/ID [--item SEL] [--body SEL] [--author SEL] [--date SEL]
//   npx tsx tools/gold/comments-draft.ts review [--set S] [--n N] the drafter's own guess on the first N candidates
//   npx tsx tools/gold/comments-draft.ts peek SET/ID SELECTOR [N] one match of a selector, as compact HTML
//   npx tsx tools/gold/comments-draft.ts check [--set S]        each configured page: counts, first/last records
//   npx tsx tools/gold/comments-draft.ts verify                 each configured page against its set's comment gold
//   npx tsx tools/gold/comments-draft.ts write                  bench/gold/comments.jsonl from comment-pages.json
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { isValidUtf8, pagePath, readGold, readPageBytes, urlFor, type Gold } from '../lib/corpus';
import { DEFAULT_CORPUS, ROOT } from '../lib/paths';
import { words } from '../bench/metrics';
import { SNIPPET_WORDS, type GoldComment, type GoldCommentPage } from '../bench/comment-gold';
import { parseCommentDate } from '../bench/comment-dates';

export { parseCommentDate };

export const GOLD_DIR = path.join(ROOT, 'bench', 'gold');
export const PAGES_FILE = path.join(GOLD_DIR, 'comment-pages.json');
export const GOLD_FILE = path.join(GOLD_DIR, 'comments.jsonl');

/** One chosen page's hand-checked settings. */
export interface PageConfig {
  set: string;
  id: string;
  /** CSS selector of one comment (each match is a record; a match inside another is its reply). */
  item?: string;
  /** Selector, inside an item, of the comment's text: every match not in a reply, joined (default: the item's
   * text less its meta elements). */
  body?: string;
  author?: string;
  date?: string;
  /** A pattern (regular expression source) removed from the body text: furniture inside the body's elements. */
  trim?: string;
  /** The byline is the item's previous sibling (WordPress's dl/dt/dd themes): author and date are read there. */
  prev?: boolean;
  /** The byline is the item's next sibling (a text block followed by its "Posted by" line). */
  next?: boolean;
  /** Read dates as day/month (the page's convention) where they are written 1/2/2009. */
  dayFirst?: boolean;
  /** Indices (in draft order) of matches that are not comments (a form, a "no comments" line). */
  skip?: number[];
  /** Hand fixes by draft index: author/date (null where the page has none). */
  fix?: Record<string, { author?: string | null; date?: string | null }>;
  /** Why the page was dropped; a dropped page has no record in the gold. */
  drop?: string;
  note?: string;
}

const SETS_ORDER = ['dragnet', 'l3s-gn1', 'trafilatura'];

// ------------------------------------------------------------------------------------------- page reading

function loadDom(set: string, id: string, extra?: string): JSDOM {
  const bytes = readPageBytes(pagePath(path.join(DEFAULT_CORPUS, set), id, extra));
  // Valid UTF-8 as UTF-8 (the corpus README's rule); anything else left to jsdom's sniffing (meta, then 1252).
  const html = isValidUtf8(bytes) ? bytes.toString('utf8') : bytes;
  const dom = new JSDOM(html);
  for (const el of dom.window.document.querySelectorAll('script, style, noscript, template')) el.remove();
  return dom;
}

const BLOCK =
  /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|DD|DIV|DL|DT|FIELDSET|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|TABLE|TBODY|TD|TH|THEAD|TR|UL)$/;

/** An element's text with block boundaries as spaces, leaving out the subtrees `exclude` accepts. */
function textOf(root: Element, exclude: (el: Element) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.nodeValue ?? '');
    else if (node.nodeType === 1) {
      const el = node as Element;
      if (el !== root && exclude(el)) return;
      const block = BLOCK.test(el.tagName);
      if (block) parts.push(' ');
      for (const child of el.childNodes) walk(child);
      if (block) parts.push(' ');
    }
  };
  walk(root);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The words the set's own comment gold marks as comment text (to tell comment containers from others). */
function referenceWords(set: string, gold: Gold): string[] {
  if (set === 'l3s-gn1') {
    const doc = loadDom(set, gold.id, 'annotated').window.document;
    return [...doc.querySelectorAll('span.x-nc-sel5')].flatMap((s) => words(textOf(s).toLowerCase()));
  }
  return words((gold.comments ?? []).join('\n').toLowerCase());
}

// ------------------------------------------------------------------------------------ finding the comments

const COMMENTISH = /comment|kommentar|reply|respon|dsq|remark|talkback|reaction|feedback|message|post/i;
const VARIABLE_CLASS =
  /^(odd|even|alt|first|last|thread-odd|thread-even|thread-alt|depth-\d+|bypostauthor|byuser|comment-author-.*|parent|clearfix|reply|highlighted|hentry)$/i;

function signatures(el: Element): string[] {
  const tag = el.tagName.toLowerCase();
  const classes = [...el.classList].map((c) => c.replace(/\d+/g, '#'));
  const out: string[] = [];
  if (classes.length) out.push(`${tag}.${classes[0]}`);
  const kept = classes.filter((c) => !VARIABLE_CLASS.test(c)).sort();
  if (kept.length > 1) out.push(`${tag}.${kept.join('.')}`);
  if (el.id && /\d/.test(el.id)) out.push(`${tag}#${el.id.replace(/\d+/g, '#')}`);
  return out;
}

function bagOf(list: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of list) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

function overlapOf(a: Map<string, number>, b: Map<string, number>): number {
  let n = 0;
  for (const [k, v] of a) n += Math.min(v, b.get(k) ?? 0);
  return n;
}

interface Group {
  signature: string;
  items: Element[];
  f1: number;
}

/** The repeated element group whose text best covers the reference comment words (ties: comment-like names). */
function bestGroup(doc: Document, reference: string[], snippets: string[]): Group | null {
  const groups = new Map<string, Element[]>();
  for (const el of doc.body?.querySelectorAll('*') ?? [])
    for (const s of signatures(el)) groups.set(s, [...(groups.get(s) ?? []), el]);
  const ref = bagOf(reference);
  const refTotal = reference.length;
  let best: Group | null = null;
  for (const [signature, items] of groups) {
    if (items.length < 2) continue;
    const outer = items.filter((el) => !items.some((o) => o !== el && o.contains(el)));
    const text = outer.map((el) => textOf(el)).join(' ');
    const found = words(text.toLowerCase());
    if (found.length < 5) continue;
    let f1: number;
    if (refTotal) {
      const common = overlapOf(bagOf(found), ref);
      const p = common / found.length;
      const r = common / refTotal;
      f1 = p + r ? (2 * p * r) / (p + r) : 0;
    } else {
      // Snippet gold (trafilatura): comment-like names holding the snippets, the more items the better.
      const flat = text.toLowerCase().replace(/\s+/g, ' ');
      const hits = snippets.filter((s) => flat.includes(s.toLowerCase().replace(/\s+/g, ' '))).length;
      f1 = COMMENTISH.test(signature) && hits ? hits / snippets.length - 1 / (items.length + 1) : 0;
    }
    if (COMMENTISH.test(signature)) f1 += 0.02;
    if (!best || f1 > best.f1 + 1e-9) best = { signature, items, f1 };
  }
  return best;
}

/** Class or id words of a comment's furniture: its byline, date, avatar, reply and vote links. */
const META =
  /^(?:[a-z]+[-_])?(meta|metadata|author|authors|vcard|avatar|byline|date|time|timestamp|posted|postedby|reply|replies|respond|permalink|links?|rating|votes?|votebox|actions|tools|footer|header|info|details|flag|report|share|sig|signature|userinfo|moderation)(?:[-_](?:info|data|name|link|links|box|wrap|text))?$/i;

function isMeta(el: Element): boolean {
  const names = [...el.classList, ...(el.id ? [el.id] : [])];
  return (
    names.some((n) => META.test(n)) ||
    /^(CITE|TIME|FORM|BUTTON|INPUT|TEXTAREA|SELECT|IMG)$/.test(el.tagName) ||
    (el.tagName === 'A' && /^(reply|antworten|permalink|report|link|quote|#)$/i.test(textOf(el)))
  );
}

const AUTHOR_SELECTORS = [
  '.fn',
  'cite',
  '[class*="author"] a',
  '[class*="author"]',
  '[class*="user"] a',
  '[class*="name"]',
  '[class*="user"]',
  '[class*="poster"]',
  '[class*="byline"]',
  'strong',
  'b',
];
const DATE_SELECTORS = [
  'time[datetime]',
  'abbr[title]',
  '[class*="date"]',
  '[class*="time"]',
  '[class*="meta"]',
  '[class*="posted"]',
  '[class*="info"]',
  '[class*="byline"]',
  'small',
];

/** The first element under `item`, not inside one of its nested items, matching one of `selectors` in order. */
function firstOwn(item: Element, items: Element[], selectors: string[]): Element | null {
  const nested = items.filter((o) => o !== item && item.contains(o));
  for (const sel of selectors) {
    if (sel === ':scope') return item;
    let all: Element[];
    try {
      all = [...item.querySelectorAll(sel)];
    } catch {
      continue;
    }
    const own = all.find((el) => !nested.some((n) => n.contains(el)) && textOf(el).trim());
    if (own) return own;
  }
  return null;
}

// ------------------------------------------------------------------------------------ authors and dates

/** A name only: no "by", "says", dates, counts or badges. */
export function cleanAuthor(text: string | null | undefined): string | null {
  if (!text) return null;
  let t = text.replace(/\s+/g, ' ').trim();
  t = t.replace(
    /^(posted|written|submitted|comment(ed)?|geschrieben|kommentar)?\s*(by|von|from|par)\s*:?\s+/i,
    '',
  );
  t = t.replace(/\s+(says|said|wrote|writes|schreibt|meint|sagt)\b.*$/i, '');
  t = t.replace(/\s*\(\d+\)\s*$/, ''); // slashdot-style user numbers
  t = t.replace(/^\d+\.\s*/, ''); // a comment's number before the name
  t = t.replace(/\s+Twitter:.*$/, ''); // a plugin's Twitter badge after the name
  t = t.replace(/\s*(\||·|—|–| - | on | at | am | um )\s*.*\d.*$/i, '');
  t = t.replace(/[:,|]+\s*$/, '').trim();
  if (!t || t.length > 60 || !/[\p{L}\p{N}]/u.test(t)) return null;
  return t;
}

// ------------------------------------------------------------------------------------------------ drafting

export interface DraftComment extends Omit<GoldComment, 'parent'> {
  /** Position among the item selector's matches (what `skip` and `fix` refer to). */
  index: number;
  text: string;
  /** The index of the match this one is nested in, or null. */
  parent: number | null;
}

export interface Draft {
  signature: string;
  comments: DraftComment[];
}

function snippetOf(tokens: string[], from: 'start' | 'end'): string {
  return (from === 'start' ? tokens.slice(0, SNIPPET_WORDS) : tokens.slice(-SNIPPET_WORDS)).join(' ');
}

export function draftPage(set: string, gold: Gold, config: Partial<PageConfig> = {}): Draft {
  const doc = loadDom(set, gold.id).window.document;
  let items: Element[];
  let signature: string;
  if (config.item) {
    items = [...doc.querySelectorAll(config.item)];
    signature = config.item;
  } else {
    const group = bestGroup(doc, set === 'trafilatura' ? [] : referenceWords(set, gold), gold.comments ?? []);
    items = group?.items ?? [];
    signature = group ? `${group.signature} (F1 ${group.f1.toFixed(2)})` : '(none)';
  }
  const comments: Draft['comments'] = [];
  const indexOf = new Map<Element, number>();
  items.forEach((item, index) => {
    const nested = items.filter((o) => o !== item && item.contains(o));
    const inNested = (el: Element) => nested.includes(el);
    const body = config.body
      ? [...item.querySelectorAll(config.body)]
          .filter((el) => !nested.some((n) => n.contains(el)))
          .map((el) => textOf(el, inNested))
          .join(' ')
      : textOf(item, (el) => inNested(el) || isMeta(el));
    const text = config.trim ? body.replace(new RegExp(config.trim, 'g'), ' ').trim() : body;
    const byline = config.prev
      ? (item.previousElementSibling ?? item)
      : config.next
        ? (item.nextElementSibling ?? item)
        : item;
    const authorEl = firstOwn(byline, items, config.author ? [config.author] : AUTHOR_SELECTORS);
    const dateEl = firstOwn(byline, items, config.date ? [config.date] : DATE_SELECTORS);
    const dateText = dateEl
      ? [dateEl.getAttribute('datetime'), dateEl.getAttribute('title'), textOf(dateEl)].find((v) =>
          parseCommentDate(v, config.dayFirst),
        )
      : null;
    const authorText = authorEl ? textOf(authorEl) : null;
    const tokens = words(text);
    const parentEl = items.filter((o) => o !== item && o.contains(item)).pop();
    const fix = config.fix?.[String(index)];
    const record = {
      index,
      text,
      start: snippetOf(tokens, 'start'),
      end: snippetOf(tokens, 'end'),
      words: tokens.length,
      author: fix && 'author' in fix ? (fix.author ?? null) : cleanAuthor(authorText),
      date: fix && 'date' in fix ? (fix.date ?? null) : parseCommentDate(dateText, config.dayFirst),
      parent: parentEl !== undefined && indexOf.has(parentEl) ? (indexOf.get(parentEl) as number) : null,
    };
    indexOf.set(item, index);
    if (config.skip?.includes(index) || tokens.length === 0) return;
    comments.push(record);
  });
  return { signature, comments };
}

/** Gold records from a draft: indices renumbered after skips, parents pointing at the renumbered records. */
export function toGoldComments(draft: Draft): GoldComment[] {
  const renumber = new Map(draft.comments.map((c, i) => [c.index, i]));
  return draft.comments.map((c) => {
    const parent = c.parent === null ? undefined : renumber.get(c.parent);
    return {
      start: c.start,
      end: c.end,
      words: c.words,
      author: c.author,
      date: c.date,
      ...(parent !== undefined ? { parent } : {}),
    };
  });
}

// -------------------------------------------------------------------------------------- choosing the pages

/** Order of the candidates: SHA-1 of "set/id", so the choice depends on nothing but the ids. */
export function candidateOrder(set: string, id: string): string {
  return crypto.createHash('sha1').update(`${set}/${id}`).digest('hex');
}

export function candidates(set: string): Gold[] {
  return readGold(path.join(DEFAULT_CORPUS, set))
    .filter((g) => (g.comments ?? []).some((c) => c.trim()))
    .sort((a, b) => candidateOrder(set, a.id).localeCompare(candidateOrder(set, b.id)));
}

function goldOf(set: string, id: string): Gold {
  const gold = readGold(path.join(DEFAULT_CORPUS, set)).find((g) => g.id === id);
  if (!gold) throw new Error(`No page ${set}/${id} in ${DEFAULT_CORPUS}.`);
  return gold;
}

// ---------------------------------------------------------------------------------------------- commands

function show(set: string, id: string, config: Partial<PageConfig>): void {
  const gold = goldOf(set, id);
  const draft = draftPage(set, gold, config);
  process.stdout.write(
    `${set}/${id} ${gold.url ?? ''}\nitems: ${draft.signature}, ${draft.comments.length}\n`,
  );
  for (const c of draft.comments)
    process.stdout.write(
      `#${c.index}${c.parent !== null ? ` ^${c.parent}` : ''} [${c.author ?? '-'}] [${c.date ?? '-'}] ${c.words}w: ${c.text.slice(0, 110)} … ${c.end}\n`,
    );
}

/**
 * Cross-checks each configured page against its set's own comment gold: the share of drafted comments whose
 * first and last words are in the set's comment text (dragnet's blob, L3S-GN1's span.x-nc-sel5 text), the
 * drafted words against the set's comment words, and (trafilatura) how many of the set's comment snippets fall
 * in a drafted comment. Pages far off are the ones to read again by hand.
 */
function verify(): void {
  const configs = JSON.parse(fs.readFileSync(PAGES_FILE, 'utf8')) as PageConfig[];
  const flat = (t: string) => ` ${words(t.toLowerCase()).join(' ')} `;
  for (const c of configs.filter((c) => !c.drop)) {
    const gold = goldOf(c.set, c.id);
    const draft = draftPage(c.set, gold, c);
    const drafted = draft.comments.reduce((a, x) => a + x.words, 0);
    if (c.set === 'trafilatura') {
      const all = flat(draft.comments.map((x) => x.text).join(' | '));
      // trafilatura's snippets may start or end mid-word: also as a substring of the spaced-out text
      const space = (t: string) => t.replace(/\s+/g, ' ').trim();
      const inOne = (gold.comments ?? []).filter((s) =>
        draft.comments.some((x) => flat(x.text).includes(flat(s)) || space(x.text).includes(space(s))),
      ).length;
      const anywhere = (gold.comments ?? []).filter((s) => all.includes(flat(s))).length;
      process.stdout.write(
        `${c.set}/${c.id}\t${draft.comments.length}\tsnippets in a comment ${inOne}/${(gold.comments ?? []).length} (in all ${anywhere})\n`,
      );
      continue;
    }
    const reference = ` ${referenceWords(c.set, gold).join(' ')} `;
    const refWords = reference.trim().split(' ').length;
    const inRef = draft.comments.filter(
      (x) =>
        reference.includes(` ${x.start.toLowerCase()} `) && reference.includes(` ${x.end.toLowerCase()} `),
    );
    const missing = draft.comments.filter((x) => !inRef.includes(x)).map((x) => x.index);
    process.stdout.write(
      `${c.set}/${c.id}\t${draft.comments.length}\tin set gold ${inRef.length}\twords ${drafted}/${refWords}\t${missing.length ? `not in set gold: ${missing.join(',')}` : ''}\n`,
    );
  }
}

function write(): void {
  const configs = JSON.parse(fs.readFileSync(PAGES_FILE, 'utf8')) as PageConfig[];
  const lines: string[] = [];
  for (const config of configs) {
    if (config.drop) continue;
    const gold = goldOf(config.set, config.id);
    const comments = toGoldComments(draftPage(config.set, gold, config));
    if (comments.length === 0) throw new Error(`${config.set}/${config.id}: no comments drafted.`);
    const page: GoldCommentPage = {
      set: config.set,
      id: config.id,
      url: urlFor(gold, config.set),
      comments,
    };
    lines.push(JSON.stringify(page));
  }
  fs.writeFileSync(GOLD_FILE, `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.length} pages, ${fs.statSync(GOLD_FILE).size} bytes: ${GOLD_FILE}\n`);
}

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (command === 'candidates') {
    for (const set of option('--set') ? [option('--set') as string] : SETS_ORDER)
      for (const g of candidates(set))
        process.stdout.write(`${set}/${g.id}\t${g.url ?? ''}\t${(g.comments ?? []).join(' ').length}\n`);
  } else if (command === 'show' && rest[0]) {
    const [set, id] = [rest[0].slice(0, rest[0].indexOf('/')), rest[0].slice(rest[0].indexOf('/') + 1)];
    const stored = fs.existsSync(PAGES_FILE)
      ? (JSON.parse(fs.readFileSync(PAGES_FILE, 'utf8')) as PageConfig[]).find(
          (c) => c.set === set && c.id === id,
        )
      : undefined;
    show(set, id, {
      ...stored,
      ...Object.fromEntries(
        (['item', 'body', 'author', 'date'] as const)
          .map((k) => [k, option(`--${k}`)])
          .filter(([, v]) => v !== undefined),
      ),
      ...(rest.includes('--day-first') ? { dayFirst: true } : {}),
    });
  } else if (command === 'review') {
    // Drafts for the first N candidates of each set (or the given set), for a first look.
    const n = Number(option('--n') ?? 10);
    for (const set of option('--set') ? [option('--set') as string] : SETS_ORDER)
      for (const g of candidates(set).slice(0, n)) {
        try {
          show(set, g.id, {});
        } catch (error) {
          process.stdout.write(`${set}/${g.id}: ${(error as Error).message}\n`);
        }
        process.stdout.write('\n');
      }
  } else if (command === 'check') {
    // Every configured page, compactly: counts of records without author or date, first and last records.
    const configs = JSON.parse(fs.readFileSync(PAGES_FILE, 'utf8')) as PageConfig[];
    for (const c of configs.filter((c) => !c.drop && (!option('--set') || c.set === option('--set')))) {
      const d = draftPage(c.set, goldOf(c.set, c.id), c);
      const noA = d.comments.filter((x) => !x.author).length;
      const noD = d.comments.filter((x) => !x.date).length;
      process.stdout.write(
        `== ${c.set}/${c.id}: ${d.comments.length} comments, ${noA} without author, ${noD} without date\n`,
      );
      for (const x of [...d.comments.slice(0, 3), ...d.comments.slice(3).slice(-2)])
        process.stdout.write(
          `  #${x.index}${x.parent !== null ? `^${x.parent}` : ''} [${x.author ?? '-'}] [${x.date ?? '-'}] ${x.words}w ${x.start} … ${x.end}\n`,
        );
    }
  } else if (command === 'peek' && rest[0] && rest[1]) {
    // One match of a selector as compact HTML (long texts cut, links and images bare): for choosing selectors.
    const [set, id] = [rest[0].slice(0, rest[0].indexOf('/')), rest[0].slice(rest[0].indexOf('/') + 1)];
    const matches = [...loadDom(set, id).window.document.querySelectorAll(rest[1])];
    const el = matches[Number(rest[2] ?? 0)];
    const html = (el?.outerHTML ?? '(no match)')
      .replace(/\s+/g, ' ')
      .replace(/>([^<]{50,})</g, (_m, t: string) => `>${t.slice(0, 25)}…${t.slice(-15)}<`)
      .replace(/ (src|srcset|href|style|onclick|rel|width|height|alt|title)="[^"]*"/g, '');
    process.stdout.write(`${matches.length} matches\n${html.slice(0, 3000)}\n`);
  } else if (command === 'verify') verify();
  else if (command === 'write') write();
  else {
    process.stderr.write(
      'Usage: comments-draft.ts candidates [--set S] | review [--set S] [--n N] | show SET/ID [--item SEL ...] |\n' +
        '       peek SET/ID SELECTOR [N] | check [--set S] | verify | write\n',
    );
    process.exitCode = 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  main(process.argv.slice(2));
