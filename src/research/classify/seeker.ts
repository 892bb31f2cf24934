// Content Seeker (Louvan thesis 6.6): classification (4.1) then one heuristic (4.2) over the chosen nodes.
import { assemble, assembleAll, type Assembled } from '../../assemble';
import { toBlock } from '../../assemble/block';
import { pageBox } from '../../dom/box';
import { cssSelector } from '../../dom/selector';
import { computeFeatures, type FeatureTable } from '../features/index';
import { largestBlockOf } from '../heuristics/lbs';
import { smoothedStrings } from '../heuristics/sls';
import { postPattern } from '../heuristics/tp';
import { textLength } from '../heuristics/text';
import type { Block, Region } from '../../types';
import { chooseMain, outermost, type ModelSet, type Phase } from './select';

export type Heuristic = 'plain' | 'lbs' | 'sls' | 'tp' | 'lbsnode';

export interface SeekerResult {
  article: Assembled;
  posts: Block[];
  /** Elements the article or posts came from (for highlight regions). */
  elements: Element[];
  regions: Region[];
  timings: Record<string, number>;
  why: string;
}

const EMPTY: Assembled = { html: '', text: '' };

export function contentSeeker(
  doc: Document,
  models: ModelSet,
  phase: Phase,
  heuristic: Heuristic,
  title = '',
  features?: FeatureTable,
): SeekerResult {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const table = features ?? computeFeatures(doc);
  timings.features = performance.now() - t;
  t = performance.now();
  const chosen = chooseMain(table, models, phase);
  timings.classify = performance.now() - t;
  t = performance.now();
  const main = outermost(chosen.nodes)
    .sort((a, b) => a.leafStart - b.leafStart)
    .map((c) => c.el);
  const out = applyHeuristic(main, heuristic, title);
  timings.heuristic = performance.now() - t;
  const why = `cs${phase}+${heuristic}: ${chosen.nodes.length} main node(s) via ${chosen.via}`;
  return {
    ...out,
    regions: out.elements.map((el) => region(el, out.posts.length ? 'post' : 'article', why)),
    timings,
    why,
  };
}

function applyHeuristic(
  main: Element[],
  heuristic: Heuristic,
  title: string,
): { article: Assembled; posts: Block[]; elements: Element[] } {
  if (!main.length) return { article: EMPTY, posts: [], elements: [] };
  if (heuristic === 'lbs') {
    const block = largestBlockOf(main);
    if (!block) return { article: EMPTY, posts: [], elements: [] };
    const members = new Set(block.members);
    const exclude = new Set([...block.parent.children].filter((c) => !members.has(c)));
    return { article: assemble(block.parent, { exclude, title }), posts: [], elements: [block.parent] };
  }
  if (heuristic === 'lbsnode') {
    const node = blockNode(main);
    return node
      ? { article: assemble(node, { title }), posts: [], elements: [node] }
      : { article: EMPTY, posts: [], elements: [] };
  }
  if (heuristic === 'sls') return { article: fromTexts(smoothedStrings(main)), posts: [], elements: main };
  if (heuristic === 'tp') {
    const postEls = postPattern(main);
    if (postEls.length) {
      const posts = postEls.map((el) => toBlock(el, postEls)).filter((b) => b.text);
      const text = posts.map((p) => p.text).join('\n\n');
      return { article: { html: posts.map((p) => p.html).join('\n'), text }, posts, elements: postEls };
    }
  }
  return { article: assembleAll(main, { title }), posts: [], elements: main };
}

/** Our LBS variant: the whole main node that holds the largest block, narrowed while one child element on
 * the way down to the block holds at least DESCEND_SHARE of its text (the rest is then page chrome). */
export const DESCEND_SHARE = 0.85;

function blockNode(main: Element[]): Element | null {
  const block = largestBlockOf(main);
  if (!block) return null;
  let node = main.find((m) => m.contains(block.parent)) ?? block.parent;
  while (node !== block.parent) {
    const next = [...node.children].find((c) => c.contains(block.parent));
    if (!next || textLength(next) < DESCEND_SHARE * textLength(node)) break;
    node = next;
  }
  return node;
}

/** SLS output: the kept strings, one paragraph per nearest block element. */
function fromTexts(texts: Text[]): Assembled {
  const paragraphs: { el: Element | null; parts: string[] }[] = [];
  for (const t of texts) {
    const el = blockAncestor(t);
    const text = t.data.replace(/\s+/g, ' ').trim();
    const last = paragraphs[paragraphs.length - 1];
    if (last && last.el === el) last.parts.push(text);
    else paragraphs.push({ el, parts: [text] });
  }
  const lines = paragraphs.map((p) => p.parts.join(' '));
  return { html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'), text: lines.join('\n\n') };
}

const INLINE = new Set([
  'a',
  'b',
  'i',
  'em',
  'strong',
  'span',
  'font',
  'small',
  'big',
  'u',
  'sup',
  'sub',
  'abbr',
  'code',
]);

function blockAncestor(t: Text): Element | null {
  let el = t.parentElement;
  while (el && INLINE.has(el.localName)) el = el.parentElement;
  return el;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function region(el: Element, kind: 'article' | 'post', why: string): Region {
  return {
    kind,
    selector: cssSelector(el),
    box: pageBox(el.getBoundingClientRect(), el.ownerDocument.defaultView),
    score: 1,
    reasons: ['learned'], // the trained decision trees chose it
    why,
  };
}
