import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../extension/ui/reader/format-date';
import { normalizeLang } from '../../../extension/ui/reader/lang';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from '../../../extension/ui/reader/reading-time';
import { formatNumber } from '../../../extension/shared/i18n';
import { READER_MESSAGES, substitute, t, tn } from '../../../extension/ui/reader/strings';

describe('reading time', () => {
  it('counts words, ignoring punctuation and extra whitespace', () => {
    expect(countWords('  Hello,   world! — it’s 2024.  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('counts words in scripts written without spaces', () => {
    expect(countWords('我们今天去海边散步', 'zh')).toBeGreaterThan(1);
    expect(countWords('ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ', 'th')).toBeGreaterThan(3);
    // One such script anywhere in the text is enough: the English words around it still count.
    expect(countWords('Tokyo is 東京都 in Japanese', 'en')).toBeGreaterThan(4);
  });

  it('counts a word where a space-separated script writes one: hyphens, apostrophes and numbers inside it', () => {
    expect(countWords('A well-known café’s 3,000 visitors (in 2024) said «très bien» — twice.')).toBe(11);
    expect(countWords('Привет, мир! Это тест.')).toBe(4);
    expect(countWords('नमस्ते दुनिया, यह एक परीक्षण है।')).toBe(6);
    expect(countWords('مرحبا بالعالم، هذا اختبار.')).toBe(4);
    expect(countWords('... — !!! 42')).toBe(1);
  });

  it('rounds words / 230 wpm to whole minutes, at least one for any text', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(230 * 7)).toBe(7);
    expect(readingMinutes(230 * 7 + 100)).toBe(7);
    expect(readingMinutes(230 * 7 + 120)).toBe(8);
  });
});

describe('formatDate', () => {
  it('formats a calendar date in the given locale without shifting the day', () => {
    expect(formatDate('2024-03-05', 'en-GB')).toEqual({ text: '5 March 2024', iso: '2024-03-05' });
    expect(formatDate('2024-03-05', 'en-US')?.text).toBe('March 5, 2024');
    expect(formatDate('2024-03-05', 'de')?.text).toBe('5. März 2024');
  });

  it('formats an ISO timestamp and keeps it for <time datetime>', () => {
    const out = formatDate('2024-02-01T18:20:00Z', 'en-GB');
    expect(out?.iso).toBe('2024-02-01T18:20:00Z');
    expect(out?.text).toMatch(/^[12] February 2024$/);
  });

  it('keeps free text verbatim and says it is not machine-readable', () => {
    expect(formatDate('3 days ago', 'en')).toEqual({ text: '3 days ago', iso: null });
    expect(formatDate('2024-13-45', 'en')).toEqual({ text: '2024-13-45', iso: null });
  });

  it('returns null for nothing, and survives a bad locale', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('   ')).toBeNull();
    expect(formatDate('2024-03-05', 'not a locale!')?.iso).toBe('2024-03-05');
  });
});

describe('formatNumber', () => {
  // The interface's locales and regional variants of them: small whole numbers are written without Intl
  // (its first number format costs a fresh tab 20 to 30 ms), and must read exactly as Intl writes them.
  const LOCALES = [
    ...['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt-BR', 'ru', 'zh-CN'],
    ...['en-IN', 'de-CH', 'fr-CA', 'es-MX', 'pt-PT', 'zh-TW', 'zh-HK', 'nl-BE', 'it-CH', 'ru-UA', 'en-150'],
  ];

  it('writes a whole number below 1,000 as Intl does in every interface locale', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (let n = 0; n < 1000; n++)
        expect(formatNumber(n, locale), `${n} in ${locale}`).toBe(intl.format(n));
    }
  });

  it('leaves other digits, grouping, fractions and signs to Intl', () => {
    expect(formatNumber(42, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(42));
    expect(formatNumber(42, 'ar-EG')).not.toBe('42');
    expect(formatNumber(42, 'en-u-nu-thai')).toBe('๔๒');
    expect(formatNumber(1150, 'de')).toBe('1.150');
    expect(formatNumber(1150, 'en')).toBe('1,150');
    expect(formatNumber(2.5, 'fr')).toBe('2,5');
    expect(formatNumber(-3, 'en')).toBe(new Intl.NumberFormat('en').format(-3));
    expect(formatNumber(7, 'en', { minimumIntegerDigits: 2 })).toBe('07');
  });
});

describe('strings', () => {
  it('substitutes $1..$9 and keeps $$ as a dollar', () => {
    expect(substitute('Comments ($1)', ['4'])).toBe('Comments (4)');
    expect(substitute('$2 of $1 costs $$3', ['a', 'b'])).toBe('b of a costs $3');
  });

  it('falls back to English outside the extension', () => {
    expect(t('reader_comments', 12)).toBe('Comments (12)');
    expect(tn('reader_reading_time_detail', 1150, [230])).toBe(
      `${formatNumber(1150)} words at 230 words per minute`,
    );
    expect(tn('reader_reading_time_detail', 1, [230])).toBe('1 word at 230 words per minute');
  });

  it('uses chrome.i18n when it has the message, English when it returns nothing', () => {
    const g = globalThis as { chrome?: unknown };
    const saved = g.chrome;
    g.chrome = {
      i18n: {
        getMessage: (key: string, subs: string[]) => (key === 'reader_posts' ? `Beiträge (${subs[0]})` : ''),
      },
    };
    try {
      expect(t('reader_posts', 3)).toBe('Beiträge (3)');
      expect(t('reader_close')).toBe(READER_MESSAGES.reader_close);
    } finally {
      g.chrome = saved;
    }
  });

  it('uses only key names that _locales accepts', () => {
    for (const key of Object.keys(READER_MESSAGES)) expect(key).toMatch(/^[A-Za-z0-9_]+$/);
  });
});

describe('normalizeLang', () => {
  it('canonicalises tags and drops invalid ones', () => {
    expect(normalizeLang('en_US')).toBe('en-US');
    expect(normalizeLang('AR')).toBe('ar');
    expect(normalizeLang('english language')).toBeUndefined();
    expect(normalizeLang('')).toBeUndefined();
    expect(normalizeLang(null)).toBeUndefined();
  });
});
