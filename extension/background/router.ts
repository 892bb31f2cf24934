// The background's one handler map (house style 2): messages from the extension's own pages only.
import browser from 'webextension-polyfill';
import { isBackgroundMessage, type BackgroundMessage } from '../messages';
import { exportArticle, highlight, info, open } from './actions';

const handlers: {
  [K in BackgroundMessage['type']]: (m: Extract<BackgroundMessage, { type: K }>) => Promise<unknown>;
} = {
  open: async (m) => open(m.tabId),
  highlight: async (m) => highlight(m.tabId),
  info: async (m) => info(m.tabId),
  export: async (m) => {
    try {
      return { ok: true, text: await exportArticle(m.tabId, m.request.format, m.request) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  },
};

/**
 * Only the extension's own pages may ask (popup, options; a popup opened from the context menu lives in a
 * tab, so `sender.tab` is no test). Content scripts have the web page's URL and never send here.
 */
function fromOwnPage(sender: browser.Runtime.MessageSender): boolean {
  return sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL(''));
}

export function route(message: unknown, sender: browser.Runtime.MessageSender): Promise<unknown> | undefined {
  if (!isBackgroundMessage(message) || !fromOwnPage(sender)) return undefined;
  const handler = handlers[message.type] as (m: BackgroundMessage) => Promise<unknown>;
  return handler(message);
}
