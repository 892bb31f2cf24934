// The injectable build's entry: defines globalThis.PithEngine for hosts that inject dist/engine/pith-engine.js.
import { extract } from './index';
import { dumpFeatures } from './features/dump';

const PithEngine = { extract, version: '0.1.0', features: dumpFeatures };
(globalThis as unknown as { PithEngine: typeof PithEngine }).PithEngine = PithEngine;
