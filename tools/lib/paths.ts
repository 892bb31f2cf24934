import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const ENGINE_FILE = path.join(DIST, 'engine', 'pith-engine.js');
/** The corpus is never part of the repository: PITH_CORPUS, or ../shared/corpus beside the checkout. */
export const DEFAULT_CORPUS = process.env.PITH_CORPUS ?? path.resolve(ROOT, '..', 'shared', 'corpus');
