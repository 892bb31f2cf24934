import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  clampSettings,
  DEFAULT_SETTINGS,
  FONT_SIZE,
  LINE_HEIGHT,
  LINE_WIDTH,
} from '../../../extension/ui/reader/settings';

describe('clampSettings', () => {
  it('turns anything that is not an object into the defaults', () => {
    for (const junk of [undefined, null, 42, 'dark', [], true, () => 1]) {
      expect(clampSettings(junk)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('keeps valid values and fills in the missing ones', () => {
    expect(clampSettings({ theme: 'sepia', fontSize: 22 })).toEqual({
      ...DEFAULT_SETTINGS,
      theme: 'sepia',
      fontSize: 22,
    });
  });

  it('replaces unknown enum values with the defaults', () => {
    const s = clampSettings({ theme: 'neon', fontFamily: 'Comic Sans', lineWidth: 70 });
    expect(s.theme).toBe(DEFAULT_SETTINGS.theme);
    expect(s.fontFamily).toBe(DEFAULT_SETTINGS.fontFamily);
    expect(s.lineWidth).toBe(70);
  });

  it('clamps numbers into range and snaps them to the step', () => {
    const s = clampSettings({ fontSize: 500, lineWidth: 3, lineHeight: 1.64 });
    expect(s.fontSize).toBe(FONT_SIZE.max);
    expect(s.lineWidth).toBe(LINE_WIDTH.min);
    expect(s.lineHeight).toBe(1.6);
  });

  it('accepts numeric strings (older storage) but not NaN, Infinity or empty strings', () => {
    expect(clampSettings({ fontSize: '21' }).fontSize).toBe(21);
    expect(clampSettings({ fontSize: NaN }).fontSize).toBe(DEFAULT_SETTINGS.fontSize);
    expect(clampSettings({ fontSize: Infinity }).fontSize).toBe(DEFAULT_SETTINGS.fontSize);
    expect(clampSettings({ fontSize: '' }).fontSize).toBe(DEFAULT_SETTINGS.fontSize);
    expect(clampSettings({ lineHeight: '2' }).lineHeight).toBe(2);
  });

  it('is idempotent and never returns the frozen defaults object itself', () => {
    const once = clampSettings({ fontSize: 17.4, lineHeight: 9 });
    expect(clampSettings(once)).toEqual(once);
    expect(clampSettings({})).not.toBe(DEFAULT_SETTINGS);
  });

  it('gives the step-snapped line height without binary noise', () => {
    for (let v = LINE_HEIGHT.min; v <= LINE_HEIGHT.max; v += 0.1) {
      const out = clampNumber(v, LINE_HEIGHT, 0);
      expect(String(out)).toMatch(/^\d(\.\d)?$/);
    }
  });

  it('has defaults inside their own ranges', () => {
    expect(clampSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });
});
