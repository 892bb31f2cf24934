// The one DOM pass behind the features (Louvan thesis 4.1.5): a post-order walk that sums, per element, the
// text, anchor text, markup length, stop words and element counts of its subtree, and records the text leaves
// in document order so that every candidate covers a contiguous leaf range [leafStart, leafEnd).
import { WORD } from './language';

/** Structural elements that can be segments (thesis 4.1.1: div, span, list and table elements), plus the
 * HTML5 sectioning elements and block containers the modern web uses instead. Spans are left out: on today's
 * pages they are inline formatting far more often than layout, and they multiply the candidates. */
export const CANDIDATE_TAGS = new Set([
  'body', 'div', 'ul', 'ol', 'li', 'dl', 'dd', 'table', 'tbody', 'tr', 'td', 'th', 'section', 'article', 'main',
  'aside', 'nav', 'header', 'footer', 'form', 'p', 'blockquote', 'pre', 'figure', 'center',
]); // prettier-ignore

/** Subtrees whose text is never shown as content. */
const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'iframe',
  'object',
  'select',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5']);

/** HTML5 sectioning context, self or ancestor (also from ARIA landmark roles). */
export const SECTION = { article: 1, main: 2, nav: 4, aside: 8, header: 16, footer: 32 } as const;
const ROLE_SECTION: Record<string, number> = {
  article: SECTION.article,
  main: SECTION.main,
  navigation: SECTION.nav,
  complementary: SECTION.aside,
  banner: SECTION.header,
  contentinfo: SECTION.footer,
};

export interface Counts {
  text: number;
  anchor: number;
  html: number;
  stop: number;
  words: number;
  img: number;
  interaction: number;
  form: number;
  option: number;
  table: number;
  para: number;
  link: number;
  div: number;
  /** Longest text leaf in the subtree (thesis stringMax, before normalising). */
  stringMax: number;
  /** Max depth to a leaf element (thesis domHeight, figure 4.4). */
  height: number;
}

export interface Candidate extends Counts {
  el: Element;
  tag: string;
  depth: number;
  section: number;
  leafStart: number;
  leafEnd: number;
}

export interface Leaf {
  node: Text;
  /** Whitespace-collapsed text. */
  text: string;
  inAnchor: boolean;
}

export interface Walk {
  candidates: Candidate[];
  leaves: Leaf[];
  body: Counts;
}

/** Collapsed whitespace, as the text is read. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function walkDocument(doc: Document, stopWords: ReadonlySet<string>): Walk {
  const out: Walk = { candidates: [], leaves: [], body: zero() };
  const body = doc.body ?? doc.documentElement;
  out.body = visit(body, 0, sectionOf(body, 0), false, stopWords, out);
  return out;
}

function zero(): Counts {
  return {
    text: 0, anchor: 0, html: 0, stop: 0, words: 0, img: 0, interaction: 0, form: 0, option: 0, table: 0,
    para: 0, link: 0, div: 0, stringMax: 0, height: 0,
  }; // prettier-ignore
}

function visit(
  el: Element,
  depth: number,
  section: number,
  inAnchor: boolean,
  sw: ReadonlySet<string>,
  out: Walk,
): Counts {
  const tag = el.localName;
  const agg = zero();
  const leafStart = out.leaves.length;
  const anchor = inAnchor || tag === 'a';
  let childHeight = -1;
  for (let child = el.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      addText(child as Text, anchor, sw, agg, out);
    } else if (child.nodeType === 1) {
      const c = child as Element;
      const ctag = c.localName;
      if (SKIP_TAGS.has(ctag)) {
        agg.html += (c as HTMLElement).outerHTML?.length ?? 0;
        if (ctag === 'select') {
          agg.interaction++;
          agg.option += c.getElementsByTagName('option').length;
        }
        continue;
      }
      const sub = visit(c, depth + 1, sectionOf(c, section), anchor, sw, out);
      add(agg, sub);
      agg.html += tagMarkupLength(c);
      countChild(ctag, agg);
      childHeight = Math.max(childHeight, sub.height);
    }
  }
  agg.height = childHeight + 1;
  if (CANDIDATE_TAGS.has(tag) && agg.text > 0) {
    out.candidates.push({ ...agg, el, tag, depth, section, leafStart, leafEnd: out.leaves.length });
  }
  return agg;
}

function addText(node: Text, inAnchor: boolean, sw: ReadonlySet<string>, agg: Counts, out: Walk): void {
  const raw = node.data;
  agg.html += raw.length;
  const text = collapse(raw);
  if (!text) return;
  out.leaves.push({ node, text, inAnchor });
  agg.text += text.length;
  if (inAnchor) agg.anchor += text.length;
  agg.stringMax = Math.max(agg.stringMax, text.length);
  const tokens = text.toLowerCase().match(WORD) ?? [];
  agg.words += tokens.length;
  for (const t of tokens) if (sw.has(t)) agg.stop++;
}

function add(agg: Counts, sub: Counts): void {
  agg.text += sub.text;
  agg.anchor += sub.anchor;
  agg.html += sub.html;
  agg.stop += sub.stop;
  agg.words += sub.words;
  agg.img += sub.img;
  agg.interaction += sub.interaction;
  agg.form += sub.form;
  agg.option += sub.option;
  agg.table += sub.table;
  agg.para += sub.para;
  agg.link += sub.link;
  agg.div += sub.div;
  agg.stringMax = Math.max(agg.stringMax, sub.stringMax);
}

/** Counts a child element into its parent's totals: the thesis counts the elements inside a node. */
function countChild(tag: string, agg: Counts): void {
  if (tag === 'img') agg.img++;
  else if (tag === 'input' || tag === 'button' || tag === 'textarea') agg.interaction++;
  else if (tag === 'form') agg.form++;
  else if (tag === 'table' || tag === 'tr' || tag === 'td') agg.table++;
  else if (tag === 'p') agg.para++;
  else if (tag === 'a') agg.link++;
  else if (tag === 'div') agg.div++;
}

/** Length of an element's start and end tags with attributes: innerHTML without serialising (one pass). */
function tagMarkupLength(el: Element): number {
  let n = 2 * el.localName.length + 5;
  for (const attr of Array.from(el.attributes)) n += attr.name.length + attr.value.length + 4;
  return n;
}

function sectionOf(el: Element, inherited: number): number {
  const tag = el.localName as keyof typeof SECTION;
  let s = inherited | (SECTION[tag] ?? 0);
  const role = el.getAttribute('role');
  if (role && ROLE_SECTION[role]) s |= ROLE_SECTION[role];
  return s;
}

export function isHeading(el: Element | null): boolean {
  return !!el && HEADINGS.has(el.localName);
}
