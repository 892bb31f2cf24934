// The injectable build's entry: defines globalThis.PithEngine for hosts that inject dist/engine/pith-engine.js.
import { extract } from './index';

const PithEngine = { extract, version: '0.1.0' };
(globalThis as unknown as { PithEngine: typeof PithEngine }).PithEngine = PithEngine;
