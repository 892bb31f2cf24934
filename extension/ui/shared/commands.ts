// The keyboard shortcuts as the browser has them now, for listing in the UI. A browser leaves a suggested key
// unassigned when it keeps that key for itself or another extension has it (Chromium 150 keeps Alt+Shift+R),
// so unbound commands are listed too, with where to set them.
import browser from 'webextension-polyfill';
import { t } from '../../shared/i18n';

export interface Shortcut {
  description: string;
  /** '' when the browser has no key bound to the command. */
  keys: string;
}

export async function shortcuts(): Promise<Shortcut[]> {
  const commands = await browser.commands.getAll();
  return commands.map((c) => ({
    description: c.name === '_execute_action' ? t('commandOpen') : c.description || c.name || '',
    keys: c.shortcut ?? '',
  }));
}
