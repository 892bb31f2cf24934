// `npm run build`: the engine bundle, then the Chrome and Firefox extensions (folders and zips).
import path from 'node:path';
import { buildEngine } from './lib/build-engine';
import { buildExtension } from './lib/build-extension';
import { ROOT } from './lib/paths';

await buildEngine();
console.log('built dist/engine/pith-engine.js');
for (const file of await buildExtension()) console.log(`built ${path.relative(ROOT, file)}`);
