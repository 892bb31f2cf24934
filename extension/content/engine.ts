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
  cached = odd ? oddDocumentExtraction(document, odd) : engine().extract(document, { trace: true });
  return cached;
}
