// Bundles the overlay (mount.tsx and everything it imports, Preact and DOMPurify included) into one IIFE
// with the same Vite + Preact preset the extension build uses, so the browser tests run what ships.
import fs from 'node:fs';
import path from 'node:path';
import preact from '@preact/preset-vite';
import { build } from 'vite';
import { ROOT } from '../../../tools/lib/paths';

export const HARNESS_DIR = path.join(ROOT, 'dist', 'test', 'reader');
export const HARNESS_FILE = path.join(HARNESS_DIR, 'reader-harness.js');

export async function buildHarness(): Promise<string> {
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [preact()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: HARNESS_DIR,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      lib: {
        entry: path.join(ROOT, 'test', 'ui', 'reader', 'harness-entry.ts'),
        formats: ['iife'],
        name: 'PithReaderHarness',
        fileName: () => 'reader-harness.js',
      },
    },
  });
  return fs.readFileSync(HARNESS_FILE, 'utf8');
}
