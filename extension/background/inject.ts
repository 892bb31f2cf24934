// Puts the content script into a tab on demand (activeTab + scripting, no host permissions). The engine is
// injected as the unchanged dist/engine/pith-engine.js ahead of content.js, into the same isolated world:
// the product runs byte for byte the file the CLI, the bench and the tests inject, and the content script
// stays small. Injecting twice is avoided by asking the isolated world first.
import browser from 'webextension-polyfill';
import type { ContentMessage, ContentReplies, Failure } from '../messages';
import { messageForInjectionError, NoFrameScripted } from './injection-errors';

export const CONTENT_FILES = ['engine/pith-engine.js', 'content.js'];

async function isInjected(tabId: number): Promise<boolean> {
  const results = await browser.scripting.executeScript({
    target: { tabId },
    // CONTENT_GUARD (messages.ts), by its registered name: a symbol no element id or page script can set here.
    func: () => (globalThis as Record<symbol, unknown>)[Symbol.for('pith.content')] === true,
  });
  if (!results[0]) throw new NoFrameScripted();
  return results[0].result === true;
}

/**
 * Chromium can run the click handler a moment before the activeTab grant reaches the tab's renderer
 * (seen in about 1 of 5 clicks on a freshly loaded tab in e2e runs): "Cannot access contents of the page"
 * then, and success a few hundred ms later. So that one error is retried briefly before it is reported.
 */
const ACCESS_RETRY = { attempts: 4, delayMs: 150 };
const NOT_YET_GRANTED = /cannot access contents of the page/i;

async function inject(tabId: number): Promise<void> {
  if (!(await isInjected(tabId))) {
    const results = await browser.scripting.executeScript({ target: { tabId }, files: CONTENT_FILES });
    if (!results[0]) throw new NoFrameScripted();
  }
}

/** Returns null once the content script listens in the tab, or the user-readable reason it cannot. */
export async function ensureContent(tabId: number): Promise<Failure | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await inject(tabId);
      return null;
    } catch (error) {
      const retry = attempt < ACCESS_RETRY.attempts && NOT_YET_GRANTED.test(String(error));
      if (!retry) return { ok: false, restricted: true, message: messageForInjectionError(error) };
      await new Promise((resolve) => setTimeout(resolve, ACCESS_RETRY.delayMs * attempt));
    }
  }
}

export async function sendToContent<M extends ContentMessage>(
  tabId: number,
  message: M,
): Promise<ContentReplies[M['type']]> {
  for (let attempt = 1; ; attempt++) {
    const failure = await ensureContent(tabId);
    if (failure) return failure;
    try {
      return (await browser.tabs.sendMessage(tabId, message)) as ContentReplies[M['type']];
    } catch (error) {
      // A content script left over from before an extension update/reload keeps its guard but lost its
      // listener: forget the guard and inject afresh, once.
      if (attempt > 1 || !NO_RECEIVER.test(String(error))) {
        return { ok: false, message: messageForInjectionError(error) };
      }
      await forgetInjection(tabId);
    }
  }
}

const NO_RECEIVER = /receiving end does not exist|could not establish connection/i;

async function forgetInjection(tabId: number): Promise<void> {
  await browser.scripting.executeScript({
    target: { tabId },
    func: () => {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('pith.content')];
    },
  });
}
