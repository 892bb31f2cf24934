// Mozilla Readability.js (Firefox Reader View's engine) run inside the same rendered page as Pith's engine,
// exactly as the issue asks: `new Readability(document.cloneNode(true)).parse()`, its `textContent`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface ReadabilityOutput {
  text: string;
  title: string | null;
  byline: string | null;
  /** The article's date as Readability reads it (JSON-LD, article:published_time meta). */
  publishedTime?: string | null;
  /** Wall time inside the page: clone + parse. */
  ms: number;
  error?: string;
}

let source: string | null = null;

/** The library's own file, injected as a classic script; it leaves `Readability` as a global. */
function readabilitySource(): string {
  if (source === null) {
    const file = createRequire(import.meta.url).resolve('@mozilla/readability/Readability.js');
    source = `${fs.readFileSync(file, 'utf8')}\n;globalThis.__pithReadability = Readability;`;
  }
  return source;
}

export async function runReadability(page: Page): Promise<ReadabilityOutput> {
  await page.evaluate(readabilitySource());
  return page.evaluate(() => {
    type Parsed = {
      textContent?: string | null;
      title?: string | null;
      byline?: string | null;
      publishedTime?: string | null;
    } | null;
    const Readability = (globalThis as unknown as { __pithReadability: new (d: Node) => { parse(): Parsed } })
      .__pithReadability;
    const t0 = performance.now();
    const article = new Readability(document.cloneNode(true)).parse();
    const ms = performance.now() - t0;
    return {
      text: article?.textContent ?? '',
      title: article?.title ?? null,
      byline: article?.byline ?? null,
      publishedTime: article?.publishedTime ?? null,
      ms,
    };
  });
}
