// Highlight mode's regions: the article, its title, the comments and posts as the pipeline decided them, and
// the page's noise. Each says why twice: in the closed vocabulary the interface words for the user (reasons.ts),
// and for developers as SD's reason, then every rule that changed that part of SD's decision.
import { pageBox } from '../dom/box';
import { cssSelector } from '../dom/selector';
import type { SdNode, SdRegion } from '../sdtree';
import type { ReasonCode, Region, RegionKind } from '../types';
import { HEADING_TAGS } from '../vocabulary';
import type { Change, Decision, Page, Part } from './decision';
import { noiseRegions } from './noise-regions';
import { articleReasons, blockReasons } from './reasons';
import { docView, ownerOf } from '../dom/document';

export function highlightRegions(page: Page, d: Decision, changes: readonly Change[]): Region[] {
  const { tree, sd } = page;
  const { decision } = sd.run;
  const byEl = new Map<Element, SdRegion>(sd.run.regions.map((r) => [r.node.el, r]));
  const because = (part: Part, sdWhy: string): string => {
    const rules = changes.filter(
      (c) => c.parts.includes(part) || (part === 'article' && c.parts.includes('page type')),
    );
    return [...rules.map((c) => `${c.stage}: ${c.reason}`), `SD: ${sdWhy}`].join('\n');
  };
  const out: Region[] = [];
  if (d.root) {
    const el = d.root.el;
    const sdWhy = decision.article ? `${describe(decision.article)}; ${decision.why}` : 'no article region';
    const why = `article: ${because('article', sdWhy)}`;
    const reasons = articleReasons(el, decision.article, changes);
    out.push(
      decision.article
        ? region('article', el, decision.article, reasons, why)
        : boxOnly('article', el, reasons, why),
    );
  }
  const title = titleNode(tree.nodes, sd.region);
  if (title)
    out.push({
      kind: 'title',
      selector: cssSelector(title.el),
      box: title.box,
      score: 1,
      reasons: [title.tag === 'h1' ? 'main-heading' : 'heading-above'],
      why: 'title: ancestor title of the article region',
    });
  const group = (kind: 'comment' | 'post', els: readonly Element[], part: Part, sdWhy: string): void => {
    const all = [...els];
    for (const el of els) {
      const r = byEl.get(el);
      const why = `${kind}: ${because(part, r ? `${describe(r)}; ${sdWhy}` : sdWhy)}`;
      const reasons = blockReasons(kind, el, all, d.root?.el ?? null, changes);
      out.push(r ? region(kind, el, r, reasons, why) : boxOnly(kind, el, reasons, why));
    }
  };
  group('comment', d.comments, 'comments', decision.comments[0]?.why ?? 'repeats a comment region');
  group('post', d.posts, 'posts', decision.why);
  const keep = [...(d.root ? [d.root.el] : []), ...d.comments, ...d.posts];
  return [...out, ...noiseRegions(ownerOf(tree.root.el), keep, tree.hidden)];
}

function region(kind: RegionKind, el: Element, r: SdRegion, reasons: ReasonCode[], why: string): Region {
  const node = r.node.el === el ? r.node : null;
  const box = node?.box ?? boxOf(el);
  return { kind, selector: cssSelector(el), box, score: round((100 - r.dfm) / 100), reasons, why };
}

function boxOnly(kind: RegionKind, el: Element, reasons: ReasonCode[], why: string): Region {
  return { kind, selector: cssSelector(el), box: boxOf(el), score: 0, reasons, why };
}

function boxOf(el: Element): Region['box'] {
  return pageBox(el.getBoundingClientRect(), docView(ownerOf(el)));
}

function describe(r: SdRegion): string {
  const td = r.titleDiff === null ? 'none' : String(r.titleDiff);
  return `<${r.classKey}> density ${r.density}, dfm ${round(r.dfm)}, depth ${r.node.depth}, title_diff ${td}, cardinality ${r.node.cardinality}`;
}

/** The heading the article's title_diff refers to: first h1, else the heading at the article's title level. */
function titleNode(nodes: readonly SdNode[], article: SdNode | null): SdNode | null {
  const headings = nodes.filter((n) => HEADING_TAGS.has(n.tag));
  const h1 = headings.find((n) => n.tag === 'h1');
  if (h1) return h1;
  if (!article) return null;
  const before = headings.filter((n) => n.index < article.index);
  return before[before.length - 1] ?? null;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
