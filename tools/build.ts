// `npm run build`: the engine bundles (shipped and research), then the Chrome and Firefox extensions (folders
// and zips).
import path from 'node:path';
import { buildEngine } from './lib/build-engine';
import { buildExtension } from './lib/build-extension';
import { ROOT } from './lib/paths';

for (const file of await buildEngine()) console.log(`built ${path.relative(ROOT, file)}`);
for (const file of await buildExtension()) console.log(`built ${path.relative(ROOT, file)}`);
