// The page's main noise regions for highlight mode: navigation, header, footer, sidebar, ads. Found by
// semantics (elements, ARIA roles) first and by class/id names second (names are a convention, not a
// contract); each says why it was chosen (reasons.ts: its markup or name, and whether it is mostly links).
import { pageBox } from '../dom/box';
import { cssSelector } from '../dom/selector';
import type { Region } from '../types';
import { landmarkName, type LandmarkKind } from '../vocabulary';
import { docQueryAll, docView } from '../dom/document';
import { noiseReasons } from './reasons';

/** Landmarks by element or ARIA role (score 1), per kind; by name (vocabulary/names.ts) they score 0.6. */
const SEMANTIC: [LandmarkKind, string][] = [
  ['navigation', 'nav, [role="navigation"], [role="menubar"]'],
  ['header', 'body > header, [role="banner"]'],
  ['footer', 'body > footer, [role="contentinfo"]'],
  ['sidebar', 'aside, [role="complementary"]'],
  ['ad', 'iframe, ins.adsbygoogle, [data-ad-slot], [aria-label="advertisement" i]'],
];
/** Regions per kind drawn at most (a page can have hundreds of menu items; the outermost ones matter). */
const MAX_PER_KIND = 8;
/** Smaller boxes are not worth drawing (icons, 1px spacers). */
const MIN_BOX_PX = 10;

/** Noise regions that neither contain nor sit inside any of `keep` (the article, comments, posts). */
export function noiseRegions(doc: Document, keep: Element[], hidden: ReadonlySet<Element>): Region[] {
  const out: Region[] = [];
  const taken: Element[] = [];
  const named = new Map<LandmarkKind, Element[]>();
  for (const el of Array.from(docQueryAll(doc, '[class], [id]'))) {
    const kind = landmarkName(`${el.getAttribute('class') ?? ''} ${el.id}`);
    if (!kind) continue;
    const list = named.get(kind);
    if (list) list.push(el);
    else named.set(kind, [el]);
  }
  for (const [kind, semantic] of SEMANTIC) {
    let count = 0;
    for (const [els, score] of [
      [Array.from(docQueryAll(doc, semantic)), 1],
      [named.get(kind) ?? [], 0.6],
    ] as const) {
      for (const el of els) {
        if (count >= MAX_PER_KIND) break;
        if (taken.some((t) => t.contains(el))) continue;
        if (keep.some((k) => el.contains(k) || k.contains(el))) continue;
        if (isHiddenIn(el, hidden)) continue;
        const box = pageBox(el.getBoundingClientRect(), docView(doc));
        if (box.width < MIN_BOX_PX || box.height < MIN_BOX_PX) continue;
        taken.push(el);
        count++;
        const why = score === 1 ? `semantic ${describeElement(el)}` : `name ${describeElement(el)}`;
        const reasons = noiseReasons(kind, score === 1, el);
        out.push({ kind, selector: cssSelector(el), box, score, reasons, why: `${kind}: ${why}` });
      }
    }
  }
  return out;
}

function isHiddenIn(el: Element, hidden: ReadonlySet<Element>): boolean {
  for (let n: Element | null = el; n; n = n.parentElement) if (hidden.has(n)) return true;
  return false;
}

/** `<tag#id.class.class role=r>` of an element, for region reasons and the trace. */
export function describeElement(el: Element): string {
  const role = el.getAttribute('role');
  const cls =
    typeof el.className === 'string' && el.className.trim()
      ? `.${el.className.trim().split(/\s+/).join('.')}`
      : '';
  return `<${el.localName}${el.id ? `#${el.id}` : ''}${cls}${role ? ` role=${role}` : ''}>`;
}
