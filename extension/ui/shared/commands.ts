// The keyboard shortcuts as the browser has them now, for listing in the UI. A browser may leave a suggested
// key unassigned (Chromium 150 here does not bind Alt+Shift+R on install, while Firefox does), so unbound
// commands are listed too, with where to set them.
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
