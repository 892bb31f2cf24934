// The page's main noise regions for highlight mode: navigation, header, footer, sidebar, ads. Found by
// semantics (elements, ARIA roles) first and by class/id names second; each says why it was chosen.
import { pageBox } from '../dom/box';
import { cssSelector } from '../dom/selector';
import type { Region, RegionKind } from '../types';

interface NoiseRule {
  kind: RegionKind;
  /** Semantic markers: an element or ARIA role (score 1). */
  semantic: string;
  /** Class/id name markers (score 0.6: names are a convention, not a contract). */
  named: string;
}

/** Word lists from common templates (WordPress, Bootstrap, news CMSs) and the ARIA landmark roles. */
export const NOISE_RULES: NoiseRule[] = [
  {
    kind: 'navigation',
    semantic: 'nav, [role="navigation"], [role="menubar"]',
    named:
      '[id*="menu" i], [class*="menu" i], [id="nav" i], [class~="nav" i], [class*="navbar" i], [class*="breadcrumb" i]',
  },
  {
    kind: 'header',
    semantic: 'body > header, [role="banner"]',
    named: '#header, .header, #masthead, [class*="masthead" i], [class*="site-header" i]',
  },
  {
    kind: 'footer',
    semantic: 'body > footer, [role="contentinfo"]',
    named: '#footer, .footer, [class*="site-footer" i], [id*="footer" i]',
  },
  {
    kind: 'sidebar',
    semantic: 'aside, [role="complementary"]',
    named:
      '[id*="sidebar" i], [class*="sidebar" i], [class*="side-col" i], [id*="rail" i], [class~="rail" i]',
  },
  {
    kind: 'ad',
    semantic: 'iframe, ins.adsbygoogle, [data-ad-slot], [aria-label="advertisement" i]',
    named:
      '[id^="ad-" i], [id^="ad_" i], [class~="ad" i], [class*="advert" i], [id*="advert" i], [class*="sponsor" i], [id*="google_ads" i], [class^="ad-" i]',
  },
];
/** Regions per kind drawn at most (a page can have hundreds of menu items; the outermost ones matter). */
const MAX_PER_KIND = 8;
/** Smaller boxes are not worth drawing (icons, 1px spacers). */
const MIN_BOX_PX = 10;

/** Noise regions that neither contain nor sit inside any of `keep` (the article, comments, posts). */
export function noiseRegions(doc: Document, keep: Element[], hidden: ReadonlySet<Element>): Region[] {
  const out: Region[] = [];
  const taken: Element[] = [];
  for (const rule of NOISE_RULES) {
    let count = 0;
    for (const [selector, score] of [
      [rule.semantic, 1],
      [rule.named, 0.6],
    ] as const) {
      for (const el of Array.from(doc.querySelectorAll(selector))) {
        if (count >= MAX_PER_KIND) break;
        if (taken.some((t) => t.contains(el))) continue;
        if (keep.some((k) => el.contains(k) || k.contains(el))) continue;
        if (isHiddenIn(el, hidden)) continue;
        const box = pageBox(el.getBoundingClientRect(), doc.defaultView);
        if (box.width < MIN_BOX_PX || box.height < MIN_BOX_PX) continue;
        taken.push(el);
        count++;
        const why = score === 1 ? `semantic ${describeElement(el)}` : `name ${describeElement(el)}`;
        out.push({ kind: rule.kind, selector: cssSelector(el), box, score, why: `${rule.kind}: ${why}` });
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
