// Context-menu entries on the page and on the toolbar button, for the same actions as the popup.
// A context-menu click grants activeTab on its tab, like a toolbar click.
import browser from 'webextension-polyfill';
import { t } from '../shared/i18n';
import { loadPrefs } from '../shared/prefs';
import type { ExportFormat } from '../messages';
import { exportArticle, highlight, open } from './actions';

const CONTEXTS: browser.Menus.ContextType[] = ['page', 'action'];

type MenuHandler = (tabId: number) => Promise<unknown>;

const exportAs =
  (format: ExportFormat): MenuHandler =>
  async (tabId) =>
    exportArticle(tabId, format, { action: 'download', includeExtras: (await loadPrefs()).includeExtras });

/** Menu id -> [message key of its title, handler]; `null` handler = a submenu parent. */
const MENU: Record<string, [string, MenuHandler | null, string?]> = {
  'pith-read': ['menuRead', open],
  'pith-highlight': ['menuHighlight', highlight],
  'pith-export': ['menuExport', null],
  'pith-export-markdown': ['menuExportMarkdown', exportAs('markdown'), 'pith-export'],
  'pith-export-text': ['menuExportText', exportAs('text'), 'pith-export'],
  'pith-export-html': ['menuExportHtml', exportAs('html'), 'pith-export'],
  'pith-info': ['menuInfo', openInfoWindow],
};

/** The popup, opened in a small window for one tab (the toolbar click itself opens the reader). */
async function openInfoWindow(tabId: number): Promise<void> {
  const url = browser.runtime.getURL(`popup/index.html?tab=${tabId}`);
  await browser.windows.create({ url, type: 'popup', width: 380, height: 520 });
}

export async function createMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  for (const [id, [titleKey, , parentId]] of Object.entries(MENU)) {
    browser.contextMenus.create({ id, parentId, title: t(titleKey), contexts: CONTEXTS });
  }
}

export async function onMenuClick(info: browser.Menus.OnClickData, tab?: browser.Tabs.Tab): Promise<void> {
  const handler = MENU[String(info.menuItemId)]?.[1];
  if (handler && tab?.id !== undefined) await handler(tab.id);
}
