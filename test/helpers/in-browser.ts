// Test helper: bundles an engine module with esbuild and runs one of its exports in real Chromium on a page
// we write, so layout-dependent code is tested against a real layout engine (house style 7).
// Only imported by *.test.ts files.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Browser } from 'playwright-core';

const bundles = new Map<string, string>();

/** `import text from './file?raw'`: the file's text, as Vite gives it (the engine build is Vite's). */
const rawText: Plugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: fs.readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

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
      plugins: [rawText],
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
