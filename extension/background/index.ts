// Service worker (Chrome) / event page (Firefox). Listeners are registered synchronously at the top level
// so a woken worker sees the event that woke it.
import browser from 'webextension-polyfill';
import { highlight, open, pith } from './actions';
import { maybeAutoOpen } from './auto-open';
import { createMenus, onMenuClick } from './menus';
import { clearProblem } from './problems';
import { route } from './router';

/** Named commands of manifest.json (`_execute_action` arrives as a toolbar click). */
const COMMANDS: Record<string, (tabId: number) => Promise<unknown>> = {
  'toggle-highlights': highlight,
  open,
};

browser.action.onClicked.addListener((tab) => {
  if (tab.id !== undefined) void open(tab.id);
});
browser.commands.onCommand.addListener((command, tab) => {
  if (tab?.id !== undefined) void COMMANDS[command]?.(tab.id);
});
browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));
browser.runtime.onInstalled.addListener(() => void createMenus());
browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) =>
  route(message, sender),
);
browser.tabs.onUpdated.addListener((tabId, change, tab) => {
  // `status: loading` starts every navigation and reload (`change.url` needs the `tabs` permission).
  if (change.status === 'loading') void clearProblem(tabId);
  if (change.status === 'complete') void maybeAutoOpen(tabId, tab.url);
});

(globalThis as unknown as { pith: typeof pith }).pith = pith;
