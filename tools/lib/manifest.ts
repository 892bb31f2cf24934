// Per-browser manifests from the one manifest.json (ARCHITECTURE.md: "per-browser differences are generated
// at build time"). Chrome takes it as written; Firefox MV3 needs a gecko id, an event page
// (`background.scripts`: Firefox has no extension service workers) and a minimum version.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export type Target = 'chrome' | 'firefox';

/** Stable id so storage and granted permissions survive reinstalls; any e-mail-like string is valid. */
export const GECKO_ID = 'pith@pith-reader.org';
/** Firefox 140 (ESR) is the first that reads `data_collection_permissions`, which new add-ons must declare;
 * it also has everything else used here (MV3 `scripting`, `optional_host_permissions`). */
export const FIREFOX_MIN_VERSION = '140.0';

type Manifest = Record<string, unknown> & { background: { service_worker: string } };

export function readBaseManifest(): Manifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'manifest.json'), 'utf8')) as Manifest;
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return { ...manifest, version: pkg.version };
}

export function manifestFor(target: Target, base: Manifest = readBaseManifest()): Record<string, unknown> {
  if (target === 'chrome') return base;
  const { background, ...rest } = base;
  return {
    ...rest,
    background: { scripts: [background.service_worker] },
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: FIREFOX_MIN_VERSION,
        // Pith sends nothing anywhere (no network requests at all).
        data_collection_permissions: { required: ['none'] },
      },
    },
  };
}
