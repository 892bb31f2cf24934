// The interface languages (issue 21 item 4): every locale has exactly the English keys, with the same
// placeholders, its own plural forms, and names its language and direction; and the tables, read the way
// chrome.i18n reads them, give the interface its words, plural forms, numbers and locale.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, interfaceDirection, interfaceLocale, plural } from '../../extension/shared/i18n';
import { READER_MESSAGES, t, tn } from '../../extension/ui/reader/strings';
import { ROOT } from '../../tools/lib/paths';
import { ENGLISH_LABELS } from '../../extension/export/labels';

type Table = Record<
  string,
  { message: string; description?: string; placeholders?: Record<string, unknown> }
>;

const LOCALES_DIR = path.join(ROOT, 'public', '_locales');
/** English plus the languages issue 21 asks for, by their `_locales` folder names. */
const REQUIRED = ['en', 'de', 'fr', 'es', 'it', 'pt_BR', 'nl', 'pl', 'ru', 'ja', 'zh_CN', 'ar'];
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

const read = (locale: string): Table =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, 'messages.json'), 'utf8')) as Table;
const locales = fs.readdirSync(LOCALES_DIR).sort();
const en = read('en');
/** `reader_votes` for `reader_votes_other`: the messages that come in plural forms. */
const pluralBases = Object.keys(en)
  .filter((k) => k.endsWith('_other'))
  .map((k) => k.slice(0, -'_other'.length));
const pluralOf = (key: string) =>
  pluralBases.find((b) => key.startsWith(`${b}_`) && CATEGORIES.includes(key.slice(b.length + 1)));
const placeholders = (message: string) => [...new Set(message.match(/\$(?:[1-9]|[A-Za-z0-9_@]+\$)/g))].sort();
const tag = (locale: string) => locale.replace('_', '-');

describe('_locales tables', () => {
  it('has English as the default and every required language', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'manifest.json'), 'utf8'));
    expect(manifest.default_locale).toBe('en');
    expect(locales).toEqual(expect.arrayContaining(REQUIRED));
    // en's plural messages are the English categories, one and other
    for (const base of pluralBases) expect(en[`${base}_one`]).toBeDefined();
  });

  describe.each(locales)('%s', (locale) => {
    const table = read(locale);
    const categories = new Intl.PluralRules(tag(locale)).resolvedOptions().pluralCategories;

    it('has exactly the English keys, plural messages in the categories of its language', () => {
      const expected = Object.keys(en).filter((k) => !pluralOf(k));
      for (const base of pluralBases) expected.push(...categories.map((c) => `${base}_${c}`));
      expect(Object.keys(table).sort()).toEqual(expected.sort());
    });

    it('keeps the placeholders, the brand, and writes no empty message', () => {
      for (const [key, entry] of Object.entries(table)) {
        expect(entry.message.trim(), key).not.toBe('');
        const base = pluralOf(key);
        const english = en[base ? `${base}_other` : key].message;
        if (base) {
          // A plural form may spell the count out ("صوت واحد", "دقيقتان"), never drop anything else.
          const rest = placeholders(english).filter((p) => p !== '$1');
          expect(
            placeholders(entry.message).filter((p) => p !== '$1'),
            key,
          ).toEqual(rest);
        } else {
          expect(placeholders(entry.message), key).toEqual(placeholders(english));
        }
        // `$` only as $1-$9, $$ or a named placeholder the entry defines (chrome.i18n's rules)
        for (const named of entry.message.match(/\$[A-Za-z_@][A-Za-z0-9_@]*\$/g) ?? [])
          expect(
            Object.keys(entry.placeholders ?? {}).map((n) => `$${n}$`),
            key,
          ).toContain(named);
        expect(entry.message.replace(/\$(?:[1-9$]|[A-Za-z0-9_@]+\$)/g, ''), key).not.toContain('$');
        if (english.includes('Pith')) expect(entry.message, key).toContain('Pith');
      }
    });

    it('names its own language and writing direction', () => {
      expect(table.uiLocale.message).toBe(tag(locale));
      expect(Intl.getCanonicalLocales(table.uiLocale.message)).toEqual([tag(locale)]);
      const info = new Intl.Locale(tag(locale)) as Intl.Locale & {
        textInfo?: { direction: string };
        getTextInfo?(): { direction: string };
      };
      const direction = (info.getTextInfo?.() ?? info.textInfo)?.direction;
      expect(table.uiDirection.message).toBe(direction);
    });
  });

  it('has the English fallback of the reader word for word as in en', () => {
    for (const [key, message] of Object.entries(READER_MESSAGES)) expect(en[key]?.message, key).toBe(message);
  });

  it('has the exports’ English words (for the CLI and tests) as en has them', () => {
    expect(en.exportComments.message).toBe(ENGLISH_LABELS.comments);
    expect(en.exportPosts.message).toBe(ENGLISH_LABELS.posts);
    expect(en.exportBy.message.replace('$1', 'Ada')).toBe(ENGLISH_LABELS.by('Ada'));
    expect(en.exportImagesNote.message.replace('$1', '3').replace('$2', '0')).toBe(
      ENGLISH_LABELS.imagesNote!(3, 0),
    );
  });
});

/** chrome.i18n as the browser gives it to a page of the extension, serving one table. */
function useTable(locale: string, uiLanguage = 'en-US'): void {
  const table = read(locale);
  const getMessage = (key: string, subs: string | string[] = []) => {
    const list = Array.isArray(subs) ? subs : [subs];
    const entry = table[key];
    if (!entry) return '';
    return entry.message.replace(/\$(\$|[1-9])/g, (_, d: string) => (d === '$' ? '$' : (list[+d - 1] ?? '')));
  };
  (globalThis as { chrome?: unknown }).chrome = { i18n: { getMessage, getUILanguage: () => uiLanguage } };
}

describe('the interface in a language', () => {
  afterEach(() => {
    delete (globalThis as { chrome?: unknown }).chrome;
  });

  it('speaks the language of the table the browser chose, refined by its region', () => {
    useTable('de', 'en-US'); // Chromium started with --lang=de: tables switch, getUILanguage does not
    expect(interfaceLocale()).toBe('de');
    useTable('en', 'en-GB');
    expect(interfaceLocale()).toBe('en-GB');
    useTable('pt_BR', 'pt-BR');
    expect(interfaceLocale()).toBe('pt-BR');
    useTable('en', 'sv-SE'); // no Swedish table: English words, and English dates with them
    expect(interfaceLocale()).toBe('en');
    expect(interfaceDirection()).toBe('ltr');
    useTable('ar', 'ar');
    expect(interfaceDirection()).toBe('rtl');
  });

  it('picks the plural form of the count in Russian, Polish and Arabic', () => {
    useTable('ru');
    expect([1, 2, 5, 21, 1.5].map((n) => tn('reader_votes', n))).toEqual([
      '1 голос',
      '2 голоса',
      '5 голосов',
      '21 голос',
      '1,5 голоса',
    ]);
    useTable('pl');
    expect([1, 3, 12, 22].map((n) => tn('reader_votes', n))).toEqual([
      '1 głos',
      '3 głosy',
      '12 głosów',
      '22 głosy',
    ]);
    useTable('ar');
    const ar = [1, 2, 3, 11, 100].map((n) => tn('reader_votes', n));
    expect(ar.slice(0, 2)).toEqual(['صوت واحد', 'صوتان']);
    // the count in the digits Arabic writes (Intl), the noun in the form the count takes
    expect(ar[2]).toBe(`${formatNumber(3, 'ar')} أصوات`);
    expect(ar[3]).toBe(`${formatNumber(11, 'ar')} صوتًا`);
    expect(ar[4]).toBe(`${formatNumber(100, 'ar')} صوت`);
  });

  it('writes counts with the locale’s digits and grouping', () => {
    useTable('de');
    expect(tn('reader_reading_time_detail', 1150, ['230'])).toBe('1.150 Wörter bei 230 Wörtern pro Minute');
    useTable('fr');
    expect(tn('reader_shortened', 300000)).toContain(`${formatNumber(300000, 'fr')} premiers caractères`);
    useTable('ja');
    expect(tn('reader_reading_time', 4)).toBe('約 4 分で読めます');
    expect(plural('reader_reading_time', 12)).toBe('約 12 分で読めます');
  });

  it('falls back to English, with English plural rules, outside the extension', () => {
    expect(tn('reader_votes', 1)).toBe('1 vote');
    expect(tn('reader_votes', 2)).toBe('2 votes');
    expect(t('reader_by', 'Ada')).toBe('By Ada');
  });
});
