// The stage trace (dom-distiller style): each stage says what it changed; collected when `options.trace`.
import type { TraceEntry } from './types';

export class Tracer {
  readonly entries: TraceEntry[] = [];
  constructor(readonly enabled: boolean) {}

  add(stage: string, detail: () => string): void {
    if (this.enabled) this.entries.push({ stage, detail: detail() });
  }
}

/** Runs `fn`, adds its wall time to `timings[stage]`, returns its result. */
export function timed<T>(timings: Record<string, number>, stage: string, fn: () => T): T {
  const t0 = performance.now();
  try {
    return fn();
  } finally {
    timings[stage] = (timings[stage] ?? 0) + performance.now() - t0;
  }
}
