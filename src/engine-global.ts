// The shipped build's entry (dist/engine/pith-engine.js, the file the extension injects): defines
// globalThis.PithEngine over the shipped methods only. The research methods have their own build
// (src/research/engine-global.ts).
import { definePithEngine, engineApi } from './engine-api';
import { methods } from './methods';

definePithEngine(engineApi(methods));
