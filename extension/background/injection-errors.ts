// What the browser's refusal to inject means for the user: the error texts of `scripting.executeScript`
// (Chromium's and Firefox's wording) mapped to a message key of _locales.
import { t } from '../shared/i18n';

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

/**
 * Where extensions may not run, Chromium's `executeScript` throws; Firefox's resolves with no frame's result
 * on its own pages (about:*) instead, and the next message then fails with "Could not establish connection". A
 * script that ran in no frame means the same as the error: the page is closed to extensions.
 */
export class NoFrameScripted extends Error {
  constructor() {
    super('The page cannot be scripted: the browser ran the script in no frame of the tab.');
  }
}
