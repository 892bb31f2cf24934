import { describe, expect, it } from 'vitest';
import { formatExtraction, readableDate } from './format';

describe('readableDate', () => {
  it("formats the engine's ISO dates in the user's locale", () => {
    expect(readableDate('2024-05-01', 'en-US')).toBe('May 1, 2024');
    expect(readableDate('2024-05-01', 'de-DE')).toBe('1. Mai 2024');
    expect(readableDate('2025-12-19T09:04:00+13:00', 'en-GB')).toMatch(/December 2025/);
    expect(readableDate('2025-12-19T09:04:00+13:00', 'en-GB')).not.toContain('T09');
  });

  it('leaves a date as the page printed it alone', () => {
    expect(readableDate('gestern, 14:02', 'de-DE')).toBe('gestern, 14:02');
    expect(readableDate(null)).toBe('');
  });
});

describe('formatExtraction', () => {
  it('prints the author and a readable date under the title, not a raw timestamp', () => {
    const out = formatExtraction(
      { title: 'T', author: 'Ann Lee', date: '2024-05-01', article: { html: '', text: 'Body' } },
      'text',
    );
    expect(out.split('\n\n').slice(0, 2)[1]).toMatch(/^Ann Lee · .*2024/);
    expect(out).not.toContain('2024-05-01');
    const json = formatExtraction({ date: '2024-05-01' }, 'json');
    expect(JSON.parse(json).date).toBe('2024-05-01');
  });
});
