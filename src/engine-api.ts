// What an engine build defines as globalThis.PithEngine. The shipped build (src/engine-global.ts) and the
// research build (src/research/engine-global.ts) differ only in the registry they pass and what they add.
import { extractWith } from './index';
import { DEFAULT_METHOD, type MethodRegistry } from './methods';
import type { ExtractOptions } from './types';

export const ENGINE_VERSION = '0.1.0';

export function engineApi(registry: MethodRegistry) {
  return {
    extract: (doc: Document, options?: ExtractOptions) => extractWith(registry, doc, options),
    version: ENGINE_VERSION,
    /** The registered method names: the tools check a requested method against them before rendering. */
    methods: Object.keys(registry),
    defaultMethod: DEFAULT_METHOD,
  };
}

export function definePithEngine(api: object): void {
  (globalThis as unknown as { PithEngine: object }).PithEngine = api;
}
