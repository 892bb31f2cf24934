// CaselessPattern (src/dom/caseless.ts): a lower-case pattern compiled without `i`, matching text in any case.
import { describe, expect, it } from 'vitest';
import { CaselessPattern } from '../../src/dom/caseless';

describe('CaselessPattern', () => {
  const month = new CaselessPattern(String.raw`(\d{1,2})\.?\s+(märz|march|mai)`, 'u');

  it('finds a match in any case and gives it back as the text prints it, its groups lower-cased', () => {
    const m = month.exec('Posted 8 MARCH, edited 9 März');
    expect(m?.[0]).toBe('8 MARCH');
    expect(m?.index).toBe(7);
    expect(m?.[2]).toBe('march');
    expect(m?.input).toBe('Posted 8 MARCH, edited 9 März');
    expect(month.exec('no date here')).toBeNull();
  });

  it('reads a text that lower-casing lengthens with the pattern compiled with `i`', () => {
    // "İ" lower-cases to two code units: the places of the lower-cased copy would be one off.
    const m = month.exec('İstanbul, 8 MÄRZ');
    expect(m?.[0]).toBe('8 MÄRZ');
    expect(m?.index).toBe(10);
  });

  it('replaces the first match, or every match with the g flag, keeping the rest of the text as it is', () => {
    const every = new CaselessPattern(month.source, 'gu');
    expect(month.replace('From 8 March To 9 MAI', '·')).toBe('From · To 9 MAI');
    expect(every.replace('From 8 March To 9 MAI', '·')).toBe('From · To ·');
    expect(every.replace('İ: 8 March, 9 Mai', '·')).toBe('İ: ·, ·');
    expect(every.replace('No Dates', '·')).toBe('No Dates');
    expect(every.replace('8 March', '$&')).toBe('$&');
    expect(every.replace('İ 8 March', '$&')).toBe('İ $&');
    // A pattern that can match nothing steps past each character as String.replace does, a pair as one.
    const empty = new CaselessPattern('x*', 'gu');
    expect(empty.replace('aXb😀', '-')).toBe('aXb😀'.replace(/x*/giu, '-'));
  });

  it('gives the same answer called again (a g pattern keeps no place between calls)', () => {
    const every = new CaselessPattern(month.source, 'gu');
    expect(every.exec('8 March')?.[0]).toBe('8 March');
    expect(every.exec('8 March')?.[0]).toBe('8 March');
  });

  it('refuses a pattern given the i flag: it would compile as slowly as before', () => {
    expect(() => new CaselessPattern('march', 'iu')).toThrow(/without the i flag/);
  });
});
