import { describe, expect, it } from 'vitest';
import { sameAuthor, sameDate } from './metadata-score';

describe('sameAuthor', () => {
  it('agrees on the same name, a byline word or two around it, or one of several authors', () => {
    expect(sameAuthor('Ann Lee', 'Ann Lee')).toBe(true);
    expect(sameAuthor('By Ann Lee', 'ANN LEE')).toBe(true);
    expect(sameAuthor('Dylan Bailey', 'Dylan Bailey, MS, RD, FAND')).toBe(true);
    expect(sameAuthor('Rui Ma', 'Rui Ma, Heba Ledwon & Suparn Patra')).toBe(true);
  });

  it('disagrees on a publisher, a profile link, a sentence holding the name, or nothing', () => {
    expect(sameAuthor('Condé Nast', 'Ann Lee')).toBe(false);
    expect(sameAuthor('Google profile', 'John')).toBe(false);
    expect(
      sameAuthor('Publicado por Alberto González La información es de Cristian Cerna', 'Alberto González'),
    ).toBe(false);
    expect(sameAuthor(null, 'Ann Lee')).toBe(false);
  });
});

describe('sameDate', () => {
  it("compares the day the gold names, in the date's own offset", () => {
    expect(sameDate('2025-12-19T09:04:00+13:00', '2025-12-19')).toBe(true);
    expect(sameDate('2025-12-18T20:04:00.000Z', '2025-12-19')).toBe(false);
    expect(sameDate('Feb 08, 2022', '2022-02-08')).toBe(true);
    expect(sameDate(null, '2022-02-08')).toBe(false);
  });
});
