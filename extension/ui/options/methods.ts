// The engine methods the options offer, read from the shipped engine file itself (PithEngine.methods), so
// the list is always the pipelines the content script will find; loaded only on the options page.
interface EngineInfo {
  methods?: string[];
}

const ENGINE_URL = '/engine/pith-engine.js';
/** What the options offer if the engine file cannot be read: the SD algorithm needs no model. */
const FALLBACK = ['sd'];

export function loadEngineMethods(): Promise<string[]> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = ENGINE_URL;
    script.onload = () =>
      resolve((globalThis as { PithEngine?: EngineInfo }).PithEngine?.methods ?? FALLBACK);
    script.onerror = () => resolve(FALLBACK);
    document.head.append(script);
  });
}
