// Vite configuration of the extension. Why not @crxjs/vite-plugin: crxjs 3 loads content scripts through a
// dynamic-import loader that must be web-accessible (a `web_accessible_resources` entry matching every page)
// and has no output for Firefox's MV3 event page (`background.scripts`). Pith injects its content script on
// demand with `scripting.executeScript({ files })`, which needs one classic, self-contained script, and ships
// to two browsers; so tools/build.ts builds each entry here and writes the per-browser manifests itself.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import type { InlineConfig } from 'vite';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const STAGE = path.join(ROOT, 'dist', '.stage');

const shared: InlineConfig = {
  root: ROOT,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/** The popup and options pages (Preact), as ordinary multi-page HTML entries. */
export function pagesConfig(outDir = path.join(STAGE, 'pages')): InlineConfig {
  return {
    ...shared,
    root: path.join(ROOT, 'extension', 'ui'),
    base: '/',
    plugins: [preact()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      modulePreload: false,
      rollupOptions: {
        input: {
          popup: path.join(ROOT, 'extension', 'ui', 'popup', 'index.html'),
          options: path.join(ROOT, 'extension', 'ui', 'options', 'index.html'),
        },
      },
    },
  };
}

/** One classic script (IIFE) per entry: the background (service worker / event page) and the content script. */
export function scriptConfig(
  entry: string,
  fileName: string,
  outDir = path.join(STAGE, 'scripts'),
): InlineConfig {
  return {
    ...shared,
    plugins: [preact()],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      lib: { entry: path.join(ROOT, entry), formats: ['iife'], name: 'Pith', fileName: () => fileName },
    },
  };
}

export default pagesConfig();
