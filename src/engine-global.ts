// The injectable build's entry: defines globalThis.PithEngine for hosts that inject dist/engine/pith-engine.js.
import { extract } from './index';
import { DEFAULT_METHOD, pipelines } from './pipelines';
import { dumpFeatures } from './research/features/dump';

// `methods`/`defaultMethod`: the options page lists the registered pipelines from the shipped engine file.
const PithEngine = {
  extract,
  version: '0.1.0',
  features: dumpFeatures,
  methods: Object.keys(pipelines),
  defaultMethod: DEFAULT_METHOD,
};
(globalThis as unknown as { PithEngine: typeof PithEngine }).PithEngine = PithEngine;
