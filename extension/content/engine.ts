// The engine as the content script sees it: globalThis.PithEngine, defined by engine/pith-engine.js, which
// the background injects into this same isolated world just before content.js (see background/inject.ts).
import type { Extraction, ExtractOptions } from '../../src/types';
import { pithHosts } from '../shared/shadow-host';
import { oddDocumentExtraction, oddDocumentMessage } from './odd-document';

interface PithEngine {
  extract(doc: Document, options?: ExtractOptions): Extraction;
  version: string;
}

function engine(): PithEngine {
  const found = (globalThis as { PithEngine?: PithEngine }).PithEngine;
  if (!found) throw new Error('The Pith engine is not loaded in this page.');
  return found;
}

/** Our own overlays must never be read as page content, so extraction happens while none is mounted. */
export function pithElementsPresent(): boolean {
  return pithHosts().length > 0;
}

let cached: Extraction | null = null;

/** A fresh extraction when the page is as the user sees it; the last one while an overlay covers it. */
export async function currentExtraction(): Promise<Extraction> {
  if (cached && pithElementsPresent()) return cached;
  // The engine's default method, always: a `method` an earlier version stored in the prefs is not read, since
  // the shipped engine has only its own methods (src/methods.ts).
  const odd = oddDocumentMessage(document);
  cached = odd
    ? oddDocumentExtraction(document, odd)
    : engine().extract(document, { trace: true, shadowRoot: shadowRootReader() });
  return cached;
}

type ShadowReader = (el: Element) => ShadowRoot | null;

/**
 * Closed shadow roots as well as open ones: a web component's article is often in one, and only an extension
 * can read it. Chromium gives content scripts `chrome.dom.openOrClosedShadowRoot(el)`, Firefox gives them
 * `el.openOrClosedShadowRoot`; the engine takes whichever there is as an option (it calls no extension API).
 */
export function shadowRootReader(): ShadowReader | undefined {
  const dom = (
    globalThis as { chrome?: { dom?: { openOrClosedShadowRoot?: (el: HTMLElement) => ShadowRoot | null } } }
  ).chrome?.dom;
  const chromeRead = dom?.openOrClosedShadowRoot;
  if (chromeRead) {
    // Only HTML elements can host a shadow root, and the API throws on any other (SVG, MathML). Not an
    // `instanceof HTMLElement` test: an element of a same-origin frame has that frame's prototypes.
    return (el) => {
      try {
        return chromeRead.call(dom, el as HTMLElement);
      } catch {
        return null;
      }
    };
  }
  // Firefox: a property of elements in content scripts (its getter throws on anything but an element, the
  // prototype included, so it is looked up with `in`, never read there).
  if ('openOrClosedShadowRoot' in Element.prototype) {
    return (el) => {
      try {
        return (el as { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot ?? null;
      } catch {
        return null;
      }
    };
  }
  return undefined;
}
