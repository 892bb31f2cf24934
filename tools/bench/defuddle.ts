// Defuddle (npm `defuddle`, the engine of Obsidian's Web Clipper) run inside the same rendered page as Pith's
// engine and Readability.js (issue 19): its browser build injected, `new Defuddle(clone).parse()` on a clone of
// the document, the text of the content it returns.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface PeerOutput {
  text: string;
  /** Wall time inside the page: clone + parse (+ reading the text of its content for Defuddle). */
  ms: number;
  error?: string;
}

let source: string | null = null;

/**
 * The library's browser build (a UMD bundle), injected as a classic script. It is given a `module` of its own
 * so that it takes the CommonJS branch whatever the page defines: element ids are window properties, and a page
 * with `<div id="define">` or `id="exports"` would otherwise steer the UMD wrapper.
 */
function defuddleSource(): string {
  if (source === null) {
    const file = createRequire(import.meta.url).resolve('defuddle');
    source =
      `(function () { var module = { exports: {} }; var exports = module.exports; var define;\n` +
      `${fs.readFileSync(file, 'utf8')}\n` +
      `;globalThis.__pithDefuddle = module.exports; })();`;
  }
  return source;
}

/**
 * Runs in the page (a string, not a function: tsx would compile a function's nested helpers to calls of its own
 * `__name`, which the page does not have). Clone, parse, then the text of Defuddle's content HTML one line per
 * block: its HTML is standardised without whitespace between blocks, so `textContent` would glue the last word
 * of a paragraph to the first of the next. The content is parsed in an inert document (DOMParser), where
 * nothing loads or runs.
 */
export const RUN_IN_PAGE = `(() => {
  const BLOCK = /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|DD|DETAILS|DIV|DL|DT|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|SUMMARY|TABLE|TD|TH|TR|UL)$/;
  const blockText = (html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return void parts.push(node.nodeValue || '');
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const tag = node.tagName;
      if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return;
      const block = BLOCK.test(tag);
      if (block) parts.push('\\n');
      for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
      if (block) parts.push('\\n');
    };
    walk(doc.body);
    return parts.join('').split('\\n').map((line) => line.replace(/\\s+/g, ' ').trim()).filter(Boolean).join('\\n');
  };
  const t0 = performance.now();
  const parsed = new globalThis.__pithDefuddle(document.cloneNode(true)).parse();
  const text = blockText((parsed && parsed.content) || '');
  return { text, ms: performance.now() - t0 };
})()`;

export async function runDefuddle(page: Page): Promise<PeerOutput> {
  await page.evaluate(defuddleSource());
  return page.evaluate(RUN_IN_PAGE) as Promise<PeerOutput>;
}
