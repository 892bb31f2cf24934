// The interface in the browser's language (issue 21 item 4), in Chromium started with `--lang`, which makes it
// serve the extension the matching `_locales` table: the reader's chrome, popup and options in German, Japanese
// and Arabic, right to left and mirrored in Arabic, while the article keeps its own language and direction.
// Screenshots of all three in each (artifacts/screenshots/locale-*.png). Chromium only: Firefox picks the
// table from its own UI language, which a test cannot switch without a language pack.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../tools/lib/paths';
import {
  inPith,
  openReader,
  screenshot,
  startExtension,
  waitFor,
  type ChromiumHarness,
  type Tab,
} from './harness';

type Table = Record<string, { message: string }>;
const table = (locale: string): Table =>
  JSON.parse(
    fs.readFileSync(path.join(ROOT, 'public', '_locales', locale, 'messages.json'), 'utf8'),
  ) as Table;

/** Text that looks like a message key rather than words (as in options.test.ts). */
const MESSAGE_KEY = /^[a-z][a-z0-9]*(?:_[A-Za-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;

/** A small Arabic article, written for this test: the page's own language and direction. */
const ARABIC_PAGE = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">
<title>عودة أضواء الميناء إلى خليج كستريل</title><meta name="author" content="سلمى الحداد"></head>
<body><nav><a href="/">الرئيسية</a> <a href="/news">الأخبار</a> <a href="/sport">الرياضة</a></nav>
<main><article><h1>عودة أضواء الميناء إلى خليج كستريل</h1>
<p>بعد أحد عشر شتاءً من الظلام، أُعيد تشغيل أضواء الميناء القديمة في خليج كستريل مساء الجمعة، وسط حضور كبير من أهالي البلدة الذين تجمعوا على طول السور البحري منذ ساعات العصر الأولى.</p>
<p>وقالت رئيسة لجنة الميناء إن أعمال الترميم استغرقت ثلاث سنوات، وشارك فيها متطوعون من المدارس والنوادي المحلية، وإن تكاليفها جُمعت بالكامل من تبرعات السكان والتجار الصغار في السوق القديم.</p>
<p>وكانت الأضواء قد أُطفئت بعد عاصفة شديدة ألحقت أضرارًا بالأسلاك والأعمدة الخشبية، ومنذ ذلك الحين صار الصيادون يعودون في الليل مسترشدين بمصابيحهم اليدوية وبأضواء البيوت المطلة على الماء.</p>
<p>وفي ختام الاحتفال سار الأطفال في موكب الفوانيس على طول الرصيف، بينما عزفت فرقة البلدة ألحانًا قديمة عن البحر والعودة، وبقي كثيرون حتى منتصف الليل يتأملون انعكاس الأضواء على سطح الخليج.</p>
<p>ويأمل المنظمون أن يصبح الاحتفال تقليدًا سنويًا يجمع أهل الخليج في أول جمعة من الربيع، وأن يجذب الزوار من المدن المجاورة إلى الأسواق والمطاعم الصغيرة على الواجهة البحرية.</p>
</article></main><footer><p>جميع الحقوق محفوظة لصحيفة كستريل</p></footer></body></html>`;

interface ReaderFacts {
  lang: string | null;
  dir: string | null;
  closeLabel: string | null;
  /** Left edges of the toolbar's first (close) and last (text settings) buttons. */
  closeX: number;
  settingsX: number;
  articleLang: string | null;
  articleDir: string | null;
  articleAlign: string;
  byline: string;
  readingTime: string;
  date: string;
  /** The same date as this browser's Intl writes it in the reader's locale. */
  intlDate: string;
}

async function readerFacts(page: Tab): Promise<ReaderFacts> {
  const facts = await inPith(page, 'reader', (root) => {
    const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!;
    const tools = [...root.querySelectorAll<HTMLElement>('.toolbar .tool')];
    const article = root.querySelector<HTMLElement>('article.doc')!;
    const time = root.querySelector('.meta time');
    const iso = time?.getAttribute('datetime') ?? '';
    return {
      lang: dialog.getAttribute('lang'),
      dir: dialog.getAttribute('dir'),
      closeLabel: tools[0].getAttribute('aria-label'),
      closeX: tools[0].getBoundingClientRect().left,
      settingsX: tools[tools.length - 1].getBoundingClientRect().left,
      articleLang: article.getAttribute('lang'),
      articleDir: article.getAttribute('dir'),
      articleAlign: getComputedStyle(article.querySelector('.content p') ?? article).textAlign,
      byline: root.querySelector('.byline')?.textContent?.trim() ?? '',
      readingTime: root.querySelector('.reading-time')?.textContent?.trim() ?? '',
      date: time?.textContent?.trim() ?? '',
      intlDate: iso
        ? new Intl.DateTimeFormat(dialog.getAttribute('lang') ?? undefined, { dateStyle: 'long' }).format(
            new Date(iso),
          )
        : '',
    };
  });
  if (!facts) throw new Error('no reader on the page');
  return facts;
}

/** The page's `lang`/`dir`, its visible texts, and the left edges of the elements `selectors` name. */
function pageFacts(page: Tab, selectors: string[]) {
  return page.evaluate((sel) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent!.trim()) texts.push(node.textContent!.trim());
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      texts,
      x: sel.map((s) => document.querySelector(s)?.getBoundingClientRect().left ?? NaN),
    };
  }, selectors);
}

/** Reader, popup and options in one language; `check` gets what each showed. */
async function tour(h: ChromiumHarness, lang: string) {
  const page = await h.open('blog-comments.html');
  await openReader(h, page);
  const reader = await readerFacts(page);
  await screenshot(page, `locale-${lang}-reader`);

  const tabId = await h.tabId(page);
  const popup = await h.newTab(h.extensionUrl(`popup/index.html?tab=${tabId}`));
  await popup.setViewportSize({ width: 352, height: 600 });
  await waitFor(
    () =>
      popup.evaluate(() => document.querySelector('dl.stats') !== null && !!document.querySelector('kbd')),
    Boolean,
    'the popup with the page info',
  );
  const popupFacts = await pageFacts(popup, ['.row button.primary', '.row button:not(.primary)']);
  await screenshot(popup, `locale-${lang}-popup`);

  const options = await h.newTab(h.extensionUrl('options/index.html'));
  await options.setViewportSize({ width: 760, height: 900 });
  await waitFor(() => options.evaluate(() => !!document.querySelector('kbd')), Boolean, 'the options page');
  const optionsFacts = await pageFacts(options, ['label[for="opt-site"]', '#opt-site']);
  await screenshot(options, `locale-${lang}-options`);
  await Promise.all([page.close(), popup.close(), options.close()]);
  return { reader, popup: popupFacts, options: optionsFacts };
}

describe('the interface in German', () => {
  let h: ChromiumHarness;
  const de = table('de');
  beforeAll(async () => {
    h = await startExtension('chromium', { lang: 'de' });
  });
  afterAll(async () => h?.close());

  it('shows reader, popup and options in German, left to right', async () => {
    const { reader, popup, options } = await tour(h, 'de');
    expect(reader).toMatchObject({ lang: 'de', dir: 'ltr', closeLabel: de.reader_close.message });
    expect(reader.byline).toMatch(/^Von /);
    expect(reader.readingTime).toMatch(/^\d+ Min\. Lesezeit$/);
    expect(reader.date).toBe(reader.intlDate);
    expect(reader.date).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u); // "14. März 2026"
    expect(reader.closeX).toBeLessThan(reader.settingsX);

    expect(popup).toMatchObject({ lang: 'de', dir: 'ltr' });
    expect(popup.texts).toEqual(expect.arrayContaining([de.popupRead.message, de.popupPageType.message]));
    expect(popup.texts.filter((text) => MESSAGE_KEY.test(text))).toEqual([]);
    expect(options).toMatchObject({ lang: 'de', dir: 'ltr' });
    expect(options.texts).toEqual(expect.arrayContaining([de.optionsHeading.message]));
    expect(options.texts.filter((text) => MESSAGE_KEY.test(text))).toEqual([]);
  });

  it('keeps an Arabic article right to left inside the German reader', async () => {
    const url = 'http://pith.test/arabic-article.html';
    h.serve(url, ARABIC_PAGE);
    const page = await h.newTab(url);
    const text = await openReader(h, page);
    expect(text).toContain('أُعيد تشغيل أضواء الميناء القديمة');
    const facts = await readerFacts(page);
    expect(facts).toMatchObject({ lang: 'de', dir: 'ltr', articleLang: 'ar', articleDir: 'rtl' });
    expect(facts.articleAlign).toMatch(/^(start|right)$/);
    expect(facts.byline).toBe('Von سلمى الحداد');
    await page.close();
  });
});

describe('the interface in Arabic', () => {
  let h: ChromiumHarness;
  const ar = table('ar');
  beforeAll(async () => {
    h = await startExtension('chromium', { lang: 'ar' });
  });
  afterAll(async () => h?.close());

  it('shows reader, popup and options in Arabic, right to left and mirrored', async () => {
    const { reader, popup, options } = await tour(h, 'ar');
    expect(reader).toMatchObject({ lang: 'ar', dir: 'rtl', closeLabel: ar.reader_close.message });
    // the English article stays English and left to right inside the Arabic chrome
    expect(reader).toMatchObject({ articleLang: 'en', articleDir: 'ltr' });
    expect(reader.articleAlign).toMatch(/^(start|left)$/);
    expect(reader.byline).toMatch(/^بقلم /);
    expect(reader.readingTime).toMatch(/للقراءة$/);
    expect(reader.date).toBe(reader.intlDate);
    // mirrored: the close button, first in the toolbar, sits at the right
    expect(reader.closeX).toBeGreaterThan(reader.settingsX);

    expect(popup).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(popup.texts).toEqual(expect.arrayContaining([ar.popupRead.message, ar.popupExport.message]));
    const [read, highlight] = popup.x;
    expect(read).toBeGreaterThan(highlight); // "Read" comes first, at the right
    expect(options).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(options.texts).toEqual(expect.arrayContaining([ar.optionsHeading.message]));
    const [label, input] = options.x;
    expect(label).toBeGreaterThan(input);
    for (const facts of [popup, options])
      expect(facts.texts.filter((text) => MESSAGE_KEY.test(text))).toEqual([]);
  });
  it('puts the highlight legend and the notices at the left, in Arabic', async () => {
    const page = await h.open('news-article.html');
    await openReader(h, page); // a real click grants activeTab
    const tabId = await h.tabId(page);
    expect(await h.call('highlight', tabId)).toMatchObject({ ok: true, on: true });
    const legend = await waitFor(
      () =>
        inPith(page, 'highlights', (root) => {
          const box = root.querySelector<HTMLElement>('.legend')!;
          const rect = box.getBoundingClientRect();
          return {
            dir: box.dir,
            heading: box.querySelector('h2')!.textContent,
            left: rect.left,
            right: rect.right,
          };
        }),
      (v) => v !== null,
      'the highlight legend',
    );
    expect(legend!.dir).toBe('rtl');
    expect(legend!.heading).toMatch(/^نوع الصفحة: /);
    expect(legend!.left).toBe(16); // inset-inline-end: the left edge in Arabic
    // The hover tip says why in Arabic words.
    const body = await page.evaluate(() => {
      const r = document.querySelector('.article-body')!.getBoundingClientRect();
      return { x: r.left + 20, y: r.top + 20 };
    });
    await page.mouse.move(body.x, body.y);
    const tip = await waitFor(
      () => inPith(page, 'highlights', (root) => root.querySelector('.tip')?.textContent ?? ''),
      (t) => !!t,
      'the hover explanation',
    );
    expect(tip).toContain(`${ar.kind_article.message} — `);
    expect(tip).toContain(ar.reason_densest_text.message);
    await screenshot(page, 'locale-ar-highlights');
    await page.close();

    h.serve('http://empty.test/', '<html><head><title>فارغة</title></head><body></body></html>');
    const empty = await h.newTab('http://empty.test/');
    await h.click(empty);
    const notice = await waitFor(
      () =>
        inPith(empty, 'notice', (root) => {
          const box = root.querySelector<HTMLElement>('[role="alert"]')!;
          return { dir: box.dir, text: box.textContent, left: box.getBoundingClientRect().left };
        }),
      (v) => v !== null,
      'the notice',
    );
    expect(notice).toMatchObject({ dir: 'rtl', left: 16 });
    expect(notice!.text).toContain(ar.problem_no_content.message);
    await empty.close();
  });
});

describe('the interface in Japanese', () => {
  let h: ChromiumHarness;
  const ja = table('ja');
  beforeAll(async () => {
    h = await startExtension('chromium', { lang: 'ja' });
  });
  afterAll(async () => h?.close());

  it('shows reader, popup and options in Japanese', async () => {
    const { reader, popup, options } = await tour(h, 'ja');
    expect(reader).toMatchObject({ lang: 'ja', dir: 'ltr', closeLabel: ja.reader_close.message });
    expect(reader.readingTime).toMatch(/^約 \d+ 分で読めます$/);
    expect(reader.date).toBe(reader.intlDate);
    expect(reader.date).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(popup.texts).toEqual(expect.arrayContaining([ja.popupRead.message]));
    expect(options.texts).toEqual(expect.arrayContaining([ja.optionsHeading.message]));
  });
});
