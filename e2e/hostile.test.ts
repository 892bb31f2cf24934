// Pages that fight back (test/fixtures/hostile/): nothing a page names, defines, opens, styles or scripts may stop
// Pith, hide it, or reach into it, and the page is left as it was. In both browsers: the browser-specific reads
// (Pith's closed roots, downloads) stay in the harness (inPith, clickInPith, downloaded).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSERS,
  clickInPith,
  inPith,
  noticeText,
  openReader,
  readerText,
  screenshot,
  startExtension,
  waitFor,
  type Harness,
  type Tab,
} from './harness';

const STORY = 'the lock keepers of the upper canal walk the towpath';

const outer = (page: Tab) => page.evaluate(() => document.documentElement.outerHTML);

function badge(h: Harness, tabId: number): Promise<string> {
  return h.inExtension((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
}

async function closeReader(page: Tab): Promise<void> {
  await page.keyboard.press('Escape');
  await waitFor(
    () => readerText(page),
    (t) => t === null,
    'the reader to close',
  );
}

describe.each(BROWSERS)('pages that fight back in %s', (browser) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  it('opens on a page with an element id="pithContent", its own <pith-reader> and a clobbered document', async () => {
    const page = await h.open('hostile/stop-pith.html');
    expect(
      await page.evaluate(
        () => (window as unknown as Record<string, unknown>).pithContent instanceof HTMLDivElement,
      ),
    ).toBe(true);
    const before = await outer(page);
    expect(await openReader(h, page)).toContain(STORY);
    expect(await badge(h, await h.tabId(page))).toBe('');
    await closeReader(page);
    // a second click: the content script is found in place, not refused nor injected twice
    expect(await openReader(h, page)).toContain(STORY);
    await closeReader(page);
    expect(await outer(page)).toBe(before);
    await page.close();
  });

  it('shows above the page’s modal dialog and popovers, takes input, and leaves them open', async () => {
    const page = await h.open('hostile/top-layer.html');
    const state = () =>
      page.evaluate(() => ({
        modal: document.getElementById('consent')!.matches(':modal'),
        promo: document.getElementById('promo')!.matches(':popover-open'),
        tip: document.getElementById('tip')!.matches(':popover-open'),
      }));
    expect(await state()).toEqual({ modal: true, promo: true, tip: true });
    const before = await outer(page);

    expect(await openReader(h, page)).toContain(STORY);
    // What is on top at the centre and at the corner where the popover sits: the reader, not the page's layers.
    const hits = await page.evaluate(() =>
      [
        [innerWidth / 2, innerHeight / 2],
        [innerWidth - 20, innerHeight - 20],
      ].map(([x, y]) => document.elementFromPoint(x, y)?.closest('dialog, [popover], #page')?.id ?? 'pith'),
    );
    expect(hits).toEqual(['pith', 'pith']);
    // It takes input: a real click opens the settings, a real key moves the font size.
    await clickInPith(page, 'reader', 'button[aria-controls="pith-settings"]');
    expect(
      await inPith(
        page,
        'reader',
        (root) => root.querySelector('#pith-settings')?.checkVisibility() ?? false,
      ),
    ).toBe(true);
    await screenshot(page, 'hostile-top-layer');
    await page.keyboard.press('Escape'); // the settings popover
    await closeReader(page);

    expect(await state()).toEqual({ modal: true, promo: true, tip: true });
    expect(await outer(page)).toBe(before);
    await page.close();
  });

  it('cannot be read or driven by the page’s scripts, and its settings change only by the user', async () => {
    const settings = () =>
      h.inExtension(async () => (await chrome.storage.local.get('readerSettings')).readerSettings ?? null);
    const stored = await settings();
    const page = await h.open('hostile/drive-reader.html');
    const downloadsBefore = await h.downloaded();

    expect(await openReader(h, page)).toContain(STORY);
    const attempts = await waitFor(
      () => page.evaluate(() => (window as unknown as { attempts: [string, string][] }).attempts),
      (a) => a.length >= 6,
      'the page’s attempts',
    );
    const result = Object.fromEntries(attempts);
    expect(result.shadowRoot).toBe('null');
    expect(result.attachShadow).toMatch(/^threw/);
    expect(result.text).not.toContain('lock keepers');
    expect(result.insertLink).toMatch(/^threw/);
    // Clicks the page makes on the toolbar's places land on the host, never on a button inside it.
    for (const [name, value] of attempts.filter(([n]) => n.startsWith('click')))
      expect([name, value]).toEqual([name, 'DIV']);

    await new Promise((r) => setTimeout(r, 500));
    expect(await h.downloaded()).toEqual(downloadsBefore);
    expect(await readerText(page)).not.toContain('Evil link');
    expect(
      await inPith(
        page,
        'reader',
        (root) => root.querySelector('#pith-settings')?.checkVisibility() ?? false,
      ),
    ).toBe(false);
    expect(await settings()).toEqual(stored);

    // The user's own clicks still work: the same Export menu downloads.
    const { name } = await h.download(page, async () => {
      await clickInPith(page, 'reader', 'button[aria-controls="pith-export"]');
      await clickInPith(page, 'reader', '#pith-export .menu li:first-child button');
    });
    expect(name).toMatch(/\.md$/);
    await page.close();
  });

  /** A one-page PDF with no text (enough for the browser to open its viewer). */
  const MINIMAL_PDF = [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');
  /** Odd documents: [content type, body, the words the user must get]. */
  const ODD: [string, string, RegExp][] = [
    [
      'application/xml',
      '<?xml version="1.0"?><ledger><entry lock="3">Barge Mary Ann, up, 06:10</entry></ledger>',
      /This is an XML document/,
    ],
    [
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><title>Lock gate</title><rect width="200" height="100" fill="teal"/></svg>',
      /This is an SVG image/,
    ],
    ['application/pdf', MINIMAL_PDF, /This is a PDF/],
    [
      'application/json',
      '{"lock": 3, "barges": ["Mary Ann", "Kestrel"], "note": "<b>up</b>"}',
      /This is JSON data/,
    ],
    [
      'text/plain',
      `${'The lock keepers log every passage in a ledger. '.repeat(40)}\n`,
      /This is a plain text file/,
    ],
  ];
  for (const [type, body, words] of ODD) {
    it(`gives ${type} its own words, on the button and (where it can draw) on the page`, async () => {
      const url = `http://odd.test/${type.replace(/\W/g, '-')}`;
      h.serve(url, body, { 'content-type': type });
      const page = await h.newTab(url);
      const tabId = await h.tabId(page);
      await h.click(page);
      const title = await waitFor(
        () => h.inExtension((id) => chrome.action.getTitle({ tabId: id }), tabId),
        (t) => t.startsWith('Pith:') && !t.includes('open the reading view'),
        'the button title',
      );
      // Firefox shows a PDF in pdf.js, a page of its own that no extension may script: what the user is told
      // there is what every such page gets (the engine never sees the document to tell what it is).
      expect(title).toMatch(
        browser === 'firefox' && type === 'application/pdf' ? /do not let extensions/ : words,
      );
      expect(title).not.toMatch(/could not read|Error|TypeError|NotSupported/);
      expect(await badge(h, tabId)).toBe('!');
      expect(await readerText(page)).toBeNull();
      if (!/xml|pdf/.test(type)) expect(await noticeText(page)).toMatch(words);
      await page.close();
    });
  }

  it('is not distorted or hidden by page CSS on <html> or aimed at its host', async () => {
    const plain = await h.open('hostile/plain-article.html');
    await openReader(h, plain);
    const reference = fs.readFileSync(await screenshot(plain, 'hostile-plain-article'));
    await plain.close();

    const page = await h.open('hostile/page-css.html');
    expect(await openReader(h, page)).toContain(STORY);
    const shot = fs.readFileSync(await screenshot(page, 'hostile-page-css'));
    expect(shot.equals(reference)).toBe(true);
    await closeReader(page);

    const tabId = await h.tabId(page);
    expect(await h.call('highlight', tabId)).toMatchObject({ ok: true, on: true });
    const shown = await inPith(page, 'highlights', (root) =>
      [...root.querySelectorAll('.region, .legend')].map((el) => el.checkVisibility()),
    );
    expect(shown!.length).toBeGreaterThan(1);
    expect(shown!.every(Boolean)).toBe(true);
    await page.close();

    const empty = await h.open('hostile/page-css-empty.html');
    await h.click(empty);
    expect(
      await waitFor(
        () => noticeText(empty),
        (t) => t !== null,
        'the notice',
      ),
    ).toMatch(/no article/);
    expect(
      await inPith(empty, 'notice', (root) => {
        const box = root.querySelector('.notice')!;
        const r = box.getBoundingClientRect();
        return box.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && r.width > 100;
      }),
    ).toBe(true);
    await empty.close();
  });
});
