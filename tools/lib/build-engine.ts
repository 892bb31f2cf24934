// Builds the engine as self-contained IIFEs that define globalThis.PithEngine: the shipped build
// (dist/engine/pith-engine.js: the file the extension carries and the CLI, the bench and the browser tests
// inject) and the research build (dist/engine/pith-research.js: the same plus the classifier's methods, the
// models and the feature dump; only tools inject it, see render.ts engineFor).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { ENGINE_FILE, RESEARCH_ENGINE_FILE, ROOT } from './paths';

const BUILDS: { entry: string; file: string }[] = [
  { entry: path.join(ROOT, 'src', 'engine-global.ts'), file: ENGINE_FILE },
  { entry: path.join(ROOT, 'src', 'research', 'engine-global.ts'), file: RESEARCH_ENGINE_FILE },
];

export async function buildEngine(): Promise<string[]> {
  fs.rmSync(path.dirname(ENGINE_FILE), { recursive: true, force: true });
  // One build per file: Rollup's IIFE output takes a single entry.
  for (const { entry, file } of BUILDS) {
    await build({
      root: ROOT,
      configFile: false,
      logLevel: 'warn',
      // The engine files are scripts, not sites: public/ (icons, _locales) belongs to the extension builds.
      publicDir: false,
      build: {
        outDir: path.dirname(file),
        emptyOutDir: false,
        minify: false,
        target: 'es2022',
        lib: {
          entry,
          formats: ['iife'],
          name: 'PithEngineBundle',
          fileName: () => path.basename(file),
        },
      },
    });
  }
  return BUILDS.map((b) => b.file);
}
