// Puts the content script into a tab on demand (activeTab + scripting, no host permissions). The engine is
// injected as the unchanged dist/engine/pith-engine.js ahead of content.js, into the same isolated world:
// the product runs byte for byte the file the CLI, the bench and the tests inject, and the content script
// stays small. Injecting twice is avoided by asking the isolated world first.
import browser from 'webextension-polyfill';
import type { ContentMessage, ContentReplies, Failure } from '../messages';
import { messageForInjectionError } from './problems';

export const CONTENT_FILES = ['engine/pith-engine.js', 'content.js'];

async function isInjected(tabId: number): Promise<boolean> {
  const [result] = await browser.scripting.executeScript({
    target: { tabId },
    func: () => Boolean((globalThis as { pithContent?: unknown }).pithContent),
  });
  return result?.result === true;
}

/** Returns null once the content script listens in the tab, or the user-readable reason it cannot. */
export async function ensureContent(tabId: number): Promise<Failure | null> {
  try {
    if (!(await isInjected(tabId))) {
      await browser.scripting.executeScript({ target: { tabId }, files: CONTENT_FILES });
    }
    return null;
  } catch (error) {
    return { ok: false, restricted: true, message: messageForInjectionError(error) };
  }
}

export async function sendToContent<M extends ContentMessage>(
  tabId: number,
  message: M,
): Promise<ContentReplies[M['type']]> {
  const failure = await ensureContent(tabId);
  if (failure) return failure;
  try {
    return (await browser.tabs.sendMessage(tabId, message)) as ContentReplies[M['type']];
  } catch (error) {
    return { ok: false, message: messageForInjectionError(error) };
  }
}
