// Per-node feature vectors of the Louvan thesis (section 4.1.5) from the live DOM: one walk for the counts,
// then one read-only layout pass (no DOM writes in between, so layout is computed once).
import type { FeatureRow } from '../classify/tree';
import { STOP_WORDS } from './stopwords';
import { stopWordLanguage } from './language';
import {
  CANDIDATE_TAGS,
  SECTION,
  isHeading,
  walkDocument,
  type Candidate,
  type Counts,
  type Leaf,
} from './walk';

/** Feature names in a fixed order; `tagName` is nominal, the rest numeric. */
export const FEATURE_NAMES = [
  'innerTxtLength', 'innerHtmlLength', 'imgNum', 'interactionNum', 'formNum', 'optionNum', 'tableNum', 'paraNum',
  'linkNum', 'divNum', 'centerX', 'centerY', 'width', 'height', 'linkToTextRatio', 'stopWordRatio', 'tagName',
  'domHeight', 'headerAround', 'stringMax',
  // Beyond the thesis (its future work, and what the live DOM gives for free):
  'inArticle', 'inMain', 'inNav', 'inAside', 'inHeader', 'inFooter', 'visible', 'fontSize', 'fontWeight',
  'stopWordDensity',
] as const; // prettier-ignore

/** Values of the nominal tagName feature: the candidate tags (the walk only yields these). */
export const TAG_VALUES = [...CANDIDATE_TAGS];

export interface FeatureTable {
  candidates: Candidate[];
  rows: FeatureRow[];
  leaves: Leaf[];
  /** Stop-word language used (declared or detected), null if no list matched. */
  lang: string | null;
  body: Counts;
}

export function computeFeatures(doc: Document): FeatureTable {
  const lang = stopWordLanguage(doc, doc.body?.textContent?.slice(0, 20000) ?? '');
  const walk = walkDocument(doc, (lang && STOP_WORDS[lang]) || new Set());
  const layout = readLayout(doc, walk.candidates);
  const headings = new Map<Element, boolean>();
  const rows = walk.candidates.map((c, i) => toRow(c, walk.body, layout[i], layout.page, headings));
  return { candidates: walk.candidates, rows, leaves: walk.leaves, lang, body: walk.body };
}

interface Layout {
  x: number;
  y: number;
  w: number;
  h: number;
  visible: boolean;
  fontSize: number;
  fontWeight: number;
}

function readLayout(doc: Document, candidates: Candidate[]): Layout[] & { page: { w: number; h: number } } {
  const win = doc.defaultView;
  const root = doc.documentElement;
  const page = { w: Math.max(root.scrollWidth, 1), h: Math.max(root.scrollHeight, 1) };
  const sx = win?.scrollX ?? 0;
  const sy = win?.scrollY ?? 0;
  const rootFont = parseFloat(win?.getComputedStyle(root).fontSize ?? '16') || 16;
  const out = candidates.map((c) => {
    const r = c.el.getBoundingClientRect();
    const style = win?.getComputedStyle(c.el);
    const visible =
      r.width > 0 && r.height > 0 && style?.visibility !== 'hidden' && style?.display !== 'none';
    return {
      x: r.left + sx,
      y: r.top + sy,
      w: r.width,
      h: r.height,
      visible,
      fontSize: (parseFloat(style?.fontSize ?? '') || rootFont) / rootFont,
      fontWeight: (parseFloat(style?.fontWeight ?? '') || 400) / 1000,
    };
  });
  return Object.assign(out, { page });
}

function ratio(a: number, b: number): number {
  return b > 0 ? a / b : 0;
}

function toRow(
  c: Candidate,
  doc: Counts,
  l: Layout,
  page: { w: number; h: number },
  headings: Map<Element, boolean>,
): FeatureRow {
  const nonAnchor = ratio(c.text - c.anchor, c.text);
  return {
    innerTxtLength: ratio(c.text, doc.text),
    innerHtmlLength: ratio(c.html, doc.html),
    imgNum: ratio(c.img, doc.img),
    interactionNum: ratio(c.interaction, doc.interaction),
    formNum: ratio(c.form, doc.form),
    optionNum: ratio(c.option, doc.option),
    tableNum: ratio(c.table, doc.table),
    paraNum: ratio(c.para, doc.para),
    linkNum: ratio(c.link, doc.link),
    divNum: ratio(c.div, doc.div),
    centerX: (l.x + l.w / 2) / page.w,
    centerY: (l.y + l.h / 2) / page.h,
    width: l.w / page.w,
    height: l.h / page.h,
    linkToTextRatio: ratio(c.anchor, c.text),
    // Equation 4.1: stop words penalised by the anchored share of the text; normalised by the document's.
    stopWordRatio: ratio(c.stop, doc.stop) * nonAnchor,
    tagName: c.tag,
    domHeight: ratio(c.height, doc.height),
    headerAround: headerAround(c.el, headings) ? 1 : 0,
    stringMax: ratio(c.stringMax, doc.stringMax),
    inArticle: c.section & SECTION.article ? 1 : 0,
    inMain: c.section & SECTION.main ? 1 : 0,
    inNav: c.section & SECTION.nav ? 1 : 0,
    inAside: c.section & SECTION.aside ? 1 : 0,
    inHeader: c.section & SECTION.header ? 1 : 0,
    inFooter: c.section & SECTION.footer ? 1 : 0,
    visible: l.visible ? 1 : 0,
    fontSize: l.fontSize,
    fontWeight: l.fontWeight,
    // Stop words per word with the same anchor penalty: comparable across pages of any length.
    stopWordDensity: ratio(c.stop, c.words) * nonAnchor,
  };
}

/** Thesis 4.1.5 headerAround: an h1-h5 as the parent, a sibling or a child of the node. */
function headerAround(el: Element, cache: Map<Element, boolean>): boolean {
  const parent = el.parentElement;
  if (isHeading(parent) || isHeading(el)) return true;
  return (!!parent && hasHeadingChild(parent, cache)) || hasHeadingChild(el, cache);
}

function hasHeadingChild(el: Element, cache: Map<Element, boolean>): boolean {
  let known = cache.get(el);
  if (known === undefined) {
    known = false;
    for (let c = el.firstElementChild; c && !known; c = c.nextElementSibling) known = isHeading(c);
    cache.set(el, known);
  }
  return known;
}
