// Turning an injection failure into a message the user can read (house style 9), shown on the toolbar
// button (badge + title) and in the popup the button opens next on that tab.
import browser from 'webextension-polyfill';
import { t } from '../shared/i18n';

/** Badge colour of a problem: Material red 700, readable with the white badge text. */
const PROBLEM_BADGE_COLOR = '#d32f2f';

/**
 * Badge and title always. When the browser kept Pith out of the page (`restricted`), nothing can be shown
 * inside it, so the button's popup on this tab becomes the message, and it is opened right away where the
 * browser allows that (Chrome 127+; elsewhere the next click shows it).
 */
export async function showProblem(tabId: number, message: string, restricted: boolean): Promise<void> {
  await Promise.allSettled([
    browser.action.setBadgeText({ tabId, text: '!' }),
    browser.action.setBadgeBackgroundColor({ tabId, color: PROBLEM_BADGE_COLOR }),
    browser.action.setTitle({ tabId, title: `${t('extName')}: ${message}` }),
  ]);
  if (!restricted) return;
  const popup = `popup/index.html?problem=${encodeURIComponent(message)}`;
  await browser.action.setPopup({ tabId, popup }).catch(() => undefined);
  await browser.action.openPopup?.().catch(() => undefined);
}

/** A new page in the tab gets a fresh start: the default title, no badge, and a click opens the reader. */
export async function clearProblem(tabId: number): Promise<void> {
  await Promise.allSettled([
    browser.action.setBadgeText({ tabId, text: '' }),
    browser.action.setTitle({ tabId, title: t('actionTitle') }),
    browser.action.setPopup({ tabId, popup: '' }),
  ]);
}
