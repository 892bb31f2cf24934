// Typography settings of the reader overlay. Values come back from `storage`, where anything may be found
// (an older version's shape, a hand-edited value, another extension's data): `clampSettings` turns any input
// into valid settings, so bad storage never breaks the reader.

export type Theme = 'light' | 'dark' | 'sepia' | 'system';
export type FontFamily = 'serif' | 'sans' | 'mono' | 'legible';

export interface ReaderSettings {
  theme: Theme;
  fontFamily: FontFamily;
  /** Base font size in CSS pixels. */
  fontSize: number;
  /** Measure (maximum line length) in `ch` of the body font. */
  lineWidth: number;
  /** Unitless line-height multiplier. */
  lineHeight: number;
}

export const THEMES: readonly Theme[] = ['light', 'dark', 'sepia', 'system'];
export const FONT_FAMILIES: readonly FontFamily[] = ['serif', 'sans', 'mono', 'legible'];

/** Allowed range and step of each numeric setting (the settings popover's sliders use the same values). */
export interface NumericRange {
  min: number;
  max: number;
  step: number;
}

// Ranges follow common reader-mode practice (Firefox Reader View offers roughly 12-36px and 30-90ch);
// the defaults follow Bringhurst's 45-75 character measure (The Elements of Typographic Style, 2.1.2)
// with a 19px base; leading stays at or above the 1.5 that WCAG 2.1 success criterion 1.4.12 names, by default.
export const FONT_SIZE: NumericRange = { min: 14, max: 32, step: 1 };
export const LINE_WIDTH: NumericRange = { min: 40, max: 100, step: 2 };
export const LINE_HEIGHT: NumericRange = { min: 1.2, max: 2.2, step: 0.1 };

export const DEFAULT_SETTINGS: ReaderSettings = Object.freeze({
  theme: 'system',
  fontFamily: 'serif',
  fontSize: 19,
  lineWidth: 66,
  lineHeight: 1.6,
});

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Snap to the range's step and clamp into it; non-numbers (and numeric strings that are not finite) fall back. */
export function clampNumber(value: unknown, range: NumericRange, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  const snapped = range.min + Math.round((n - range.min) / range.step) * range.step;
  const clamped = Math.min(range.max, Math.max(range.min, snapped));
  // Steps like 0.1 accumulate binary error; keep the value as short as the step.
  return Number(clamped.toFixed(decimals(range.step)));
}

function decimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Any value (typically what `storage` returned) to complete, valid settings. Pure; never throws. */
export function clampSettings(partial: unknown): ReaderSettings {
  const input = partial !== null && typeof partial === 'object' ? (partial as Record<string, unknown>) : {};
  const d = DEFAULT_SETTINGS;
  return {
    theme: pick(input.theme, THEMES, d.theme),
    fontFamily: pick(input.fontFamily, FONT_FAMILIES, d.fontFamily),
    fontSize: clampNumber(input.fontSize, FONT_SIZE, d.fontSize),
    lineWidth: clampNumber(input.lineWidth, LINE_WIDTH, d.lineWidth),
    lineHeight: clampNumber(input.lineHeight, LINE_HEIGHT, d.lineHeight),
  };
}
