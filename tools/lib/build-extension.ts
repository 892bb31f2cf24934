// Builds dist/chrome and dist/firefox (plus their zips) from the Vite entries of vite.config.ts, public/
// (icons, _locales) and the engine bundle, which is copied in unchanged: the content script runs the very
// file the CLI, the bench and the tests inject (see extension/background/inject.ts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { pagesConfig, scriptConfig } from '../../vite.config';
import { manifestFor, readBaseManifest, type Target } from './manifest';
import { DIST, ENGINE_FILE, ROOT } from './paths';
import { zipDir } from './zip';

const STAGE = path.join(DIST, '.stage');
export const TARGETS: Target[] = ['chrome', 'firefox'];

export async function buildExtension(): Promise<string[]> {
  fs.rmSync(STAGE, { recursive: true, force: true });
  await build(pagesConfig(path.join(STAGE, 'pages')));
  await build(scriptConfig('extension/background/index.ts', 'background.js', path.join(STAGE, 'scripts')));
  await build(scriptConfig('extension/content/index.ts', 'content.js', path.join(STAGE, 'scripts')));
  const base = readBaseManifest();
  const written: string[] = [];
  for (const target of TARGETS) {
    const dir = path.join(DIST, target);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'public'), dir, { recursive: true, filter: (src) => !src.endsWith('.md') });
    fs.cpSync(path.join(STAGE, 'pages'), dir, { recursive: true });
    fs.cpSync(path.join(STAGE, 'scripts'), dir, { recursive: true });
    fs.mkdirSync(path.join(dir, 'engine'), { recursive: true });
    fs.copyFileSync(ENGINE_FILE, path.join(dir, 'engine', 'pith-engine.js'));
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifestFor(target, base), null, 2));
    const zip = path.join(DIST, `pith-${target}.zip`);
    zipDir(dir, zip);
    written.push(dir, zip);
  }
  fs.rmSync(STAGE, { recursive: true, force: true });
  return written;
}
