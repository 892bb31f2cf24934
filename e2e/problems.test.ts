// Never a silent failure (issue 2 item 3, house style 9): where the browser keeps extensions out, and where
// there is nothing to read, the user is told so on the button (badge + title) and, where possible, in a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS, noticeText, readerText, startExtension, waitFor, type Harness } from './harness';

interface ButtonState {
  badge: string;
  title: string;
  popup: string;
}

function buttonState(h: Harness, tabId: number): Promise<ButtonState> {
  return h.inExtension(async (id) => {
    const [badge, title, popup] = await Promise.all([
      chrome.action.getBadgeText({ tabId: id }),
      chrome.action.getTitle({ tabId: id }),
      chrome.action.getPopup({ tabId: id }),
    ]);
    return { badge, title, popup };
  }, tabId);
}

describe.each(BROWSERS)('pages Pith cannot read in %s', (browser) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  it('explains on a page of the browser’s own that browsers do not let extensions in', async () => {
    // Firefox's scripting.executeScript resolves with no result on about: pages instead of throwing.
    const page = await h.newTab(browser === 'chromium' ? 'chrome://version' : 'about:robots');
    const tabId = await h.tabId(page);
    expect((await buttonState(h, tabId)).badge).toBe('');

    await h.click(page);
    const state = await waitFor(
      () => buttonState(h, tabId),
      (s) => s.badge !== '' && s.popup !== '',
      'the badge and the popup',
    );
    expect(state.badge).toBe('!');
    expect(state.title).toMatch(/Browsers do not let extensions read this page/);
    // The button now opens a popup that shows the same message.
    expect(decodeURIComponent(state.popup)).toContain(
      'problem=Browsers do not let extensions read this page',
    );

    const reply = await h.call<{ ok: boolean; message: string }>('open', tabId);
    expect(reply.ok).toBe(false);
    expect(reply.message).toMatch(/Browsers do not let extensions read this page/);
    await page.close();
  });

  it('says so on the page when there is nothing to read, and clears the badge on the next page', async () => {
    h.serve('http://empty.test/', '<html><head><title>Empty</title></head><body></body></html>');
    h.serve('http://empty.test/next', '<p>later</p>');
    const page = await h.newTab('http://empty.test/');
    const tabId = await h.tabId(page);

    await h.click(page);
    const notice = await waitFor(
      () => noticeText(page),
      (t) => t !== null,
      'the in-page notice',
    );
    expect(notice).toMatch(/no article Pith could find/);
    expect(await readerText(page)).toBeNull();
    expect((await buttonState(h, tabId)).badge).toBe('!');

    await page.goto('http://empty.test/next');
    await waitFor(
      () => buttonState(h, tabId),
      (s) => s.badge === '',
      'the badge to clear',
    );
    await page.close();
  });
});
