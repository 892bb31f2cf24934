import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
/** The block model the engine carries: `npm run train` writes it, the build bundles it. */
export const SHIPPED_MODEL = path.join(ROOT, 'models', 'learned.json');
/** The shipped engine (src/engine-global.ts): what the extension carries. */
export const ENGINE_FILE = path.join(DIST, 'engine', 'pith-engine.js');
/** The research engine (src/research/engine-global.ts): the shipped one plus the research methods; only the
 * tools inject it. */
export const RESEARCH_ENGINE_FILE = path.join(DIST, 'engine', 'pith-research.js');
/** The corpus is never part of the repository: PITH_CORPUS, or ../shared/corpus beside the checkout. */
export const DEFAULT_CORPUS = process.env.PITH_CORPUS ?? path.resolve(ROOT, '..', 'shared', 'corpus');
