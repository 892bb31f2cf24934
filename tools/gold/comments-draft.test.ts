// The gold drafter's byline readers: names without their furniture, dates in the forms the chosen pages print.
import { describe, expect, it } from 'vitest';
import { cleanAuthor, parseCommentDate, toGoldComments, type Draft } from './comments-draft';

describe('cleanAuthor', () => {
  it('keeps the name only', () => {
    expect(cleanAuthor('Posted by: John King at November 7, 2012 7:00 AM')).toBe('John King');
    expect(cleanAuthor('  Chris Gosling says: ')).toBe('Chris Gosling');
    expect(cleanAuthor('by david konigsberg on February 8, 2012 at 1:52 pm.')).toBe('david konigsberg');
    expect(cleanAuthor('Comment by Daniel — 17.07, 2011 @ 13:10')).toBe('Daniel');
    expect(cleanAuthor('geschrieben von wScherf am 21. Jan. 2015, 20:02')).toBe('wScherf');
    expect(cleanAuthor('Heidemarie Heim | Di, 21. April 2020 - 17:07')).toBe('Heidemarie Heim');
    expect(cleanAuthor("2. 'holic - 9 December, 2011")).toBe("'holic");
    expect(cleanAuthor('garaged (579941)')).toBe('garaged');
    expect(cleanAuthor('Charise @ I Thought I Knew Mama Twitter: ithoughtiknewma')).toBe(
      'Charise @ I Thought I Knew Mama',
    );
    expect(cleanAuthor('1009')).toBe('1009');
    expect(cleanAuthor('')).toBeNull();
    expect(cleanAuthor(' : ')).toBeNull();
  });
});

describe('parseCommentDate', () => {
  it('reads the printed forms to a day, keeps a zoned date-time, and gives null without a full date', () => {
    expect(parseCommentDate('July 7, 2012 at 12:27 am')).toBe('2012-07-07');
    expect(parseCommentDate('on 25 Oct 2012 at 7:20 pm')).toBe('2012-10-25');
    expect(parseCommentDate('23. Jul, 2012 / ')).toBe('2012-07-23');
    expect(parseCommentDate('Juli 30, 2013 um 5:53 pm')).toBe('2013-07-30');
    expect(parseCommentDate('le mercredi 15 mai 2019 à 09h23')).toBe('2019-05-15');
    expect(parseCommentDate('17.10.2019, 14:25')).toBe('2019-10-17');
    expect(parseCommentDate('17.07, 2011 @ 13:10')).toBe('2011-07-17');
    expect(parseCommentDate('Posted 9/15/2012 at 5:15 pm')).toBe('2012-09-15');
    expect(parseCommentDate('14/04/2020 at 3:29 pm', true)).toBe('2020-04-14');
    expect(parseCommentDate('2020-01-14T20:29:22+01:00')).toBe('2020-01-14T20:29:22+01:00');
    expect(parseCommentDate('Fri, 2012-11-09 18:05')).toBe('2012-11-09');
    expect(parseCommentDate('Thu, Jan 17, 08 at 03:27 PM')).toBe('2008-01-17');
    expect(parseCommentDate('Jun 20th at 12:50 pm')).toBeNull(); // no year
    expect(parseCommentDate('Jan 17, 03:27 PM')).toBeNull(); // an hour, not a year
    expect(parseCommentDate('1 Monat her')).toBeNull();
    expect(parseCommentDate('7:28 PM')).toBeNull();
    expect(parseCommentDate('13/45/2012')).toBeNull();
  });
});

describe('toGoldComments', () => {
  it('renumbers after skipped matches and points replies at the renumbered parent', () => {
    const c = (index: number, parent: number | null) => ({
      index,
      parent,
      text: 't',
      start: 's',
      end: 'e',
      words: 1,
      author: null,
      date: null,
    });
    const draft: Draft = { signature: 'x', comments: [c(0, null), c(2, null), c(3, 2), c(4, 1)] };
    expect(toGoldComments(draft).map((g) => g.parent)).toEqual([undefined, undefined, 1, undefined]);
  });
});
