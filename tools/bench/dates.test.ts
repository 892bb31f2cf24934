import { describe, expect, it } from 'vitest';
import { dayParts, sameDay } from './dates';

describe('dayParts', () => {
  it("reads the forums' date formats", () => {
    const cases: [string, [number | null, number, number | null]][] = [
      ['2019-09-29 10:46:47', [2019, 9, 29]],
      ['10-August-2011 20:18', [2011, 8, 10]],
      ['April 04, 2020, 09:22:51 AM', [2020, 4, 4]],
      ['September 2019', [2019, 9, null]],
      ['March 30', [null, 3, 30]],
      ['Sun Dec 15, 2019 4:58 pm', [2019, 12, 15]],
      ['5. Januar 2019 um 03:32', [2019, 1, 5]],
      ['14. Juni 2020 10:23', [2020, 6, 14]],
      ['Lun 5 Mar 2018 22:06', [2018, 3, 5]],
      ['5 Juil 2018 03:22', [2018, 7, 5]],
      ['2020.03.12 13:17', [2020, 3, 12]],
      ['04-23-2020 at 3:40 pm', [2020, 4, 23]],
      ['13.11.2019', [2019, 11, 13]],
      ['08.11.2009, 11:49', [2009, 11, 8]],
      ['3/13/2014', [2014, 3, 13]],
      ['9. März 2020', [2020, 3, 9]],
      ['Tue 16-Jun-20 16:12:14', [2020, 6, 16]],
      ['11:43pm On Apr 23', [null, 4, 23]],
      ['Thursday 23rd April', [null, 4, 23]],
    ];
    for (const [text, [year, month, day]] of cases)
      expect(dayParts(text), text).toEqual({ year, month, day });
  });

  it('gives null where no month is named', () => {
    for (const text of ['10 Monate 3 Wochen', '1 Jahr 2 Tage her', 'yesterday', '2019 14:05'])
      expect(dayParts(text), text).toBeNull();
  });
});

describe('sameDay', () => {
  it('compares the parts the gold names', () => {
    expect(sameDay('2009-11-08T11:49:00.000Z', '08.11.2009, 11:49')).toBe(true);
    expect(sameDay('2009-11-09T11:49:00.000Z', '08.11.2009, 11:49')).toBe(false);
    expect(sameDay('2019-09-29T05:10:04.000Z', 'September 2019')).toBe(true);
    expect(sameDay('2018-09-29', 'September 2019')).toBe(false);
    expect(sameDay('2020-03-08', 'Sunday 8th March')).toBe(true);
    expect(sameDay('2020-06-16T23:12:23.000Z', 'Tue 16-Jun-20 16:12:14')).toBe(true);
    expect(sameDay('2020-06-17T00:12:23.000Z', 'Tue 16-Jun-20 16:12:14')).toBe(false);
    expect(sameDay('soon', '2 Wochen 15 Stunden her')).toBe(false);
  });
});
