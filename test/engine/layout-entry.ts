// Browser-side entry for layout.test.ts: the SD-Tree walk's visibility check next to the reference one, and
// assembly of a live element.
import { assemble } from '../../src/assemble';
import { attributeHidden, hiddenReason, layoutHiddenReason } from '../../src/dom/visibility';
import { extract } from '../../src/index';
import { metaContent, metaIndex } from '../../src/metadata/meta';
import { cssSelector } from '../../src/dom/selector';
import { buildSdTree } from '../../src/sdtree/build';

/** For every element under body: [id or tag, hidden by hiddenReason, hidden by layoutHiddenReason]. */
export function visibilityPairs(doc: Document): [string, boolean, boolean][] {
  const win = doc.defaultView!;
  const scroll = { scrollX: win.scrollX, scrollY: win.scrollY };
  return Array.from(doc.body.querySelectorAll('*')).map((el) => {
    const rect = el.getBoundingClientRect();
    return [
      el.id || el.localName,
      hiddenReason(el, win.getComputedStyle(el), rect) !== null,
      layoutHiddenReason(el, rect, win, scroll) !== null,
    ];
  });
}

/** The same pairs with the walk's attribute set (attributeHidden): attributes read only for those elements. */
export function visibilityPairsMarked(doc: Document): [string, boolean, boolean][] {
  const win = doc.defaultView!;
  const scroll = { scrollX: win.scrollX, scrollY: win.scrollY };
  const marked = attributeHidden(doc);
  return Array.from(doc.body.querySelectorAll('*')).map((el) => {
    const rect = el.getBoundingClientRect();
    return [
      el.id || el.localName,
      hiddenReason(el, win.getComputedStyle(el), rect) !== null,
      layoutHiddenReason(el, rect, win, scroll, false, marked) !== null,
    ];
  });
}

/** Lazy regions: not computed by extract() itself, computed on first read, equal to eager ones. */
export function lazyRegions(doc: Document): {
  timedBefore: boolean;
  timedAfter: boolean;
  same: boolean;
  count: number;
  assigned: number;
} {
  const lazy = extract(doc);
  const timedBefore = 'regions' in lazy.timings;
  const regions = JSON.stringify(lazy.regions);
  const timedAfter = 'regions' in lazy.timings;
  const eager = extract(doc, { regions: 'eager' });
  const other = extract(doc);
  other.regions = [];
  return {
    timedBefore,
    timedAfter,
    same: regions === JSON.stringify(eager.regions) && 'regions' in eager.timings,
    count: eager.regions.length,
    assigned: other.regions.length,
  };
}

/** The same pairs where the browser has no checkVisibility (the fallback path). */
export function visibilityPairsWithoutCheckVisibility(doc: Document): [string, boolean, boolean][] {
  const proto = Element.prototype as unknown as { checkVisibility?: unknown };
  const saved = proto.checkVisibility;
  proto.checkVisibility = undefined;
  try {
    return visibilityPairs(doc);
  } finally {
    proto.checkVisibility = saved;
  }
}

export function assembleHtml(doc: Document, selector: string): string {
  return assemble(doc.querySelector(selector)!).html;
}

/** For each key list: [metaContent through the index, the same through one querySelector per key]. */
export function metaAnswers(doc: Document, keyLists: string[][]): [string | null, string | null][] {
  const index = metaIndex(doc);
  return keyLists.map((keys) => {
    let queried: string | null = null;
    for (const key of keys) {
      const el = doc.querySelector(`meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`);
      const value = el?.getAttribute('content')?.trim();
      if (value) {
        queried = value;
        break;
      }
    }
    return [metaContent(index, ...keys), queried];
  });
}

/** For every element under body: does its cssSelector find it again, and is every tag in it as CSS.escape gives it? */
export function selectorChecks(doc: Document): [string, boolean, boolean][] {
  return Array.from(doc.body.querySelectorAll('*')).map((el) => {
    const selector = cssSelector(el);
    const tags = selector.split(' > ').map((part) => part.replace(/:nth-of-type\(\d+\)$/, ''));
    const escaped = tags.every((t) => t.startsWith('#') || t === CSS.escape(t) || t === 'body');
    return [selector, doc.querySelector(selector) === el, escaped];
  });
}

/** The SD-Tree walk's own and subtree densities of every element with an id. */
export function densities(doc: Document): [string, number, number][] {
  return buildSdTree(doc)
    .nodes.filter((n) => n.el.id)
    .map((n) => [n.el.id, n.density, n.subtreeDensity]);
}
