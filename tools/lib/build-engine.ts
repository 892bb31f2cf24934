// Builds the engine as one self-contained IIFE that defines globalThis.PithEngine: the file the CLI, the
// bench, training and the browser tests inject into rendered pages.
import path from 'node:path';
import { build } from 'vite';
import { ROOT } from './paths';

export async function buildEngine(outDir = path.join(ROOT, 'dist', 'engine')): Promise<void> {
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      lib: {
        entry: path.join(ROOT, 'src', 'engine-global.ts'),
        formats: ['iife'],
        name: 'PithEngineBundle',
        fileName: () => 'pith-engine.js',
      },
    },
  });
}
