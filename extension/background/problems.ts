// Turning an injection failure into a message the user can read (house style 9), shown on the toolbar
// button (badge + title) and in the popup the button opens next on that tab.
import browser from 'webextension-polyfill';
import { t } from '../shared/i18n';

/** Badge colour of a problem: Material red 700, readable with the white badge text. */
const PROBLEM_BADGE_COLOR = '#d32f2f';

/** Errors browsers give `scripting.executeScript` where extensions may not run, matched to a message key. */
const RESTRICTED_PATTERNS: [RegExp, string][] = [
  [/file:/i, 'problemFileAccess'],
  [
    /chrome:|edge:|about:|view-source:|devtools:|chrome-extension:|moz-extension:|extensions gallery|webstore|addons\.mozilla|missing host permission|cannot access|cannot be scripted|pdf/i,
    'problemRestricted',
  ],
];

export function messageForInjectionError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const match = RESTRICTED_PATTERNS.find(([pattern]) => pattern.test(text));
  return t(match ? match[1] : 'problemUnexpected', text);
}

export async function showProblem(tabId: number, message: string): Promise<void> {
  await Promise.allSettled([
    browser.action.setBadgeText({ tabId, text: '!' }),
    browser.action.setBadgeBackgroundColor({ tabId, color: PROBLEM_BADGE_COLOR }),
    browser.action.setTitle({ tabId, title: `${t('extName')}: ${message}` }),
    browser.action.setPopup({ tabId, popup: `popup/index.html?problem=${encodeURIComponent(message)}` }),
  ]);
}

/** A new page in the tab gets a fresh start: the default title, no badge and the click opens the reader. */
export async function clearProblem(tabId: number): Promise<void> {
  await Promise.allSettled([
    browser.action.setBadgeText({ tabId, text: '' }),
    browser.action.setTitle({ tabId, title: t('actionTitle') }),
    browser.action.setPopup({ tabId, popup: '' }),
  ]);
}
