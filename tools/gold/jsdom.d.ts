// The part of jsdom's API the gold drafter uses (jsdom is a dev dependency that ships no types, and the tests
// reach it only through Vitest's jsdom environment).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string | Uint8Array, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
