// Issue 2's core path: the real toolbar button opens the reader on an ordinary page, a second click
// closes it, and `globalThis.pith.open` is the very function the click runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSERS,
  clickInPith,
  inPith,
  noticeText,
  readerText,
  startExtension,
  waitFor,
  type Harness,
} from './harness';

const PARAGRAPH = 'Tidal marshes store carbon in waterlogged soil where roots decay slowly over centuries.';
const PAGE = `<!doctype html><html lang="en"><head><title>Salt marsh carbon</title></head><body>
<main><h1>Salt marsh carbon</h1>${`<p>${PARAGRAPH}</p>`.repeat(12)}</main></body></html>`;

describe.each(BROWSERS)('toolbar button in %s', (browser) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  it('opens the reader on click and closes it on the second click', async () => {
    h.serve('http://marsh.test/carbon', PAGE);
    const page = await h.newTab('http://marsh.test/carbon');
    expect(await readerText(page)).toBeNull();

    await h.click(page);
    const text = await waitFor(
      () => readerText(page),
      (t) => t !== null,
      'the reader overlay',
    );
    expect(text).toContain('Salt marsh carbon');
    expect(text).toContain(PARAGRAPH);

    await h.click(page);
    await waitFor(
      () => readerText(page),
      (t) => t === null,
      'the reader to close',
    );

    const tabId = await h.tabId(page);
    expect(await h.call('open', tabId)).toEqual({ ok: true, open: true });
    expect(await readerText(page)).toContain(PARAGRAPH);
    expect(await h.call('open', tabId)).toEqual({ ok: true, open: false });
    await page.close();
  });

  it('wires the reader toolbar to highlight mode and the copy action', async () => {
    h.serve('http://marsh.test/carbon?actions', PAGE);
    const page = await h.newTab('http://marsh.test/carbon?actions');
    await h.click(page);
    await waitFor(
      () => readerText(page),
      (t) => t !== null,
      'the reader overlay',
    );
    await clickInPith(page, 'reader', 'button[aria-label="Copy article"]');
    // The message shows in the reader under its toolbar, not as a notice over it, until dismissed.
    const message = () =>
      inPith(page, 'reader', (root) => {
        const box = root.querySelector('.message');
        const bar = root.querySelector('.toolbar')!.getBoundingClientRect();
        if (!box) return null;
        const rect = box.getBoundingClientRect();
        return { text: box.textContent ?? '', below: rect.top >= bar.bottom - 0.5 };
      });
    // http pages have no async clipboard API: the copy goes through execCommand in the click's gesture.
    const shown = await waitFor(message, (m) => m !== null, 'the copy message');
    expect(shown?.text).toMatch(/Copied to the clipboard/);
    expect(shown?.below).toBe(true);
    expect(await noticeText(page)).toBeNull();
    await page.keyboard.press('Escape'); // dismisses the message, the reader stays
    await waitFor(message, (m) => m === null, 'the message to be dismissed');
    expect(await readerText(page)).not.toBeNull();

    await clickInPith(page, 'reader', 'button[aria-label="Highlight regions on the page"]');
    await waitFor(
      async () => (await inPith(page, 'highlights', () => true)) === true,
      (on) => on,
      'highlight mode',
    );
    expect(await readerText(page)).toBeNull();
    await page.close();
  });

  it('registers its context-menu entries', async () => {
    const ids = [
      'pith-read',
      'pith-highlight',
      'pith-export',
      'pith-export-markdown',
      'pith-export-text',
      'pith-export-html',
      'pith-info',
    ];
    const missing = await h.inExtension(async (list) => {
      const absent: string[] = [];
      for (const id of list) {
        // update() rejects for an id that was never created
        await chrome.contextMenus.update(id, {}).catch(() => absent.push(id));
      }
      return absent;
    }, ids);
    expect(missing).toEqual([]);
    const bogus = await h.inExtension(() =>
      chrome.contextMenus.update('no-such-entry', {}).then(
        () => 'ok',
        () => 'rejected',
      ),
    );
    expect(bogus).toBe('rejected');
  });
});
