// The one way the popup and options talk to the extension (Dark Reader habit): typed messages to the
// background. Tests and previews can hand the components a mock with the same shape.
import browser from 'webextension-polyfill';
import type { BackgroundMessage, BackgroundReplies, ExportRequest } from '../../messages';

export interface Connector {
  open(tabId: number): Promise<BackgroundReplies['open']>;
  highlight(tabId: number): Promise<BackgroundReplies['highlight']>;
  exportArticle(tabId: number, request: ExportRequest): Promise<BackgroundReplies['export']>;
  info(tabId: number): Promise<BackgroundReplies['info']>;
}

function send<K extends BackgroundMessage['type']>(message: Extract<BackgroundMessage, { type: K }>) {
  return browser.runtime.sendMessage(message) as Promise<BackgroundReplies[K]>;
}

export const messageConnector: Connector = {
  open: (tabId) => send({ type: 'open', tabId }),
  highlight: (tabId) => send({ type: 'highlight', tabId }),
  exportArticle: (tabId, request) => send({ type: 'export', tabId, request }),
  info: (tabId) => send({ type: 'info', tabId }),
};
