// Browser-side entry for layout.test.ts: the SD-Tree walk's visibility check next to the reference one, and
// assembly of a live element.
import { assemble } from '../../src/assemble';
import { hiddenReason, layoutHiddenReason } from '../../src/dom/visibility';
import { metaContent, metaIndex } from '../../src/metadata/meta';
import { cssSelector } from '../../src/dom/selector';

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
