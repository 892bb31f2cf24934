// `npm run build`: the engine bundle (and, once the shell lands, the Chrome and Firefox extensions).
import { buildEngine } from './lib/build-engine';

await buildEngine();
console.log('built dist/engine/pith-engine.js');
