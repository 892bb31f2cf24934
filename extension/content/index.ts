// Content-script entry, injected on demand after engine/pith-engine.js. One handler map for the background's
// messages (house style 2); a second injection into the same page is refused by the guard below.
import browser from 'webextension-polyfill';
import { CONTENT_GUARD, isContentMessage, type ContentMessage } from '../messages';
import { t } from '../shared/i18n';
import { currentExtraction } from './engine';
import { exportCurrent } from './exporting';
import { toggleHighlights, toggleReader } from './views';
import { showNotice } from './notice';
import { pageInfo } from './page-info';

const handlers: {
  [K in ContentMessage['type']]: (m: Extract<ContentMessage, { type: K }>) => Promise<unknown>;
} = {
  'content:toggle-reader': () => toggleReader(),
  'content:toggle-highlights': () => toggleHighlights(),
  'content:export': (m) => exportCurrent(m.request),
  'content:info': async () => ({ ok: true, info: pageInfo(await currentExtraction()) }),
  'content:notice': async (m) => {
    showNotice(m.message, t('close'));
    return { ok: true };
  },
};

function install(): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id || !isContentMessage(message)) return undefined;
    const handler = handlers[message.type] as (m: ContentMessage) => Promise<unknown>;
    return handler(message).catch((error: unknown) => ({
      ok: false,
      message: t('problemUnexpected', error instanceof Error ? error.message : String(error)),
    }));
  });
}

// The guard is a symbol-keyed property of this isolated world's global: an element id or name becomes a string-
// keyed window property (`<div id="pithContent">`), and the page's own scripts see another global altogether, so
// nothing the page names or defines can make Pith think it is already here.
const scope = globalThis as { [CONTENT_GUARD]?: true };
if (scope[CONTENT_GUARD] !== true) {
  scope[CONTENT_GUARD] = true;
  install();
}
