// Test helper: bundles an engine module with esbuild and runs one of its exports in real Chromium on a page
// we write, so layout-dependent code is tested against a real layout engine (house style 7).
// Only imported by *.test.ts files.
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';

const bundles = new Map<string, string>();

/** An IIFE exposing the module's exports as globalThis.__pith. */
export async function bundle(entry: string): Promise<string> {
  let code = bundles.get(entry);
  if (!code) {
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      globalName: '__pith',
      write: false,
      target: 'es2022',
    });
    code = out.outputFiles[0].text;
    bundles.set(entry, code);
  }
  return code;
}

/** Loads `html` (1280x900 viewport), injects the bundle and returns `fn(document)` of export `name`. */
export async function runInPage<T>(
  browser: Browser,
  html: string,
  entry: string,
  name: string,
  arg?: unknown,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.addScriptTag({ content: await bundle(entry) });
    return (await page.evaluate(
      ([fnName, a]) => {
        const mod = (
          globalThis as unknown as { __pith: Record<string, (d: Document, x?: unknown) => unknown> }
        ).__pith;
        return mod[fnName as string](document, a);
      },
      [name, arg] as const,
    )) as T;
  } finally {
    await context.close();
  }
}
