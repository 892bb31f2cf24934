// Issue 2's core path: the real toolbar button opens the reader on an ordinary page, a second click
// closes it, and `globalThis.pith.open` is the very function the click runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerText, startExtension, waitFor, type Harness } from './harness';

const PARAGRAPH = 'Tidal marshes store carbon in waterlogged soil where roots decay slowly over centuries.';
const PAGE = `<!doctype html><html lang="en"><head><title>Salt marsh carbon</title></head><body>
<main><h1>Salt marsh carbon</h1>${`<p>${PARAGRAPH}</p>`.repeat(12)}</main></body></html>`;

describe('toolbar button', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension();
  });
  afterAll(async () => h?.close());

  it('opens the reader on click and closes it on the second click', async () => {
    const page = await h.context.newPage();
    await page.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PAGE }));
    await page.goto('http://marsh.test/carbon');
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
});
