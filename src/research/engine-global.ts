// The research build's entry (dist/engine/pith-research.js): the shipped engine's PithEngine plus the
// research methods (the classifier's, ./methods.ts) and `features`, the dump of Louvan's per-node feature
// vectors. Only the tools inject it (tools/lib/render.ts, for a method the shipped engine does not have).
import { definePithEngine, engineApi } from '../engine-api';
import { methods } from '../methods';
import { dumpFeatures } from './features/dump';
import { researchMethods } from './methods';

definePithEngine({ ...engineApi({ ...methods, ...researchMethods }), features: dumpFeatures });
