// The keyboard shortcuts as the browser has them now (users can rebind them), for listing in the UI.
import browser from 'webextension-polyfill';
import { t } from '../../shared/i18n';

export interface Shortcut {
  description: string;
  keys: string;
}

export async function shortcuts(): Promise<Shortcut[]> {
  const commands = await browser.commands.getAll();
  return commands
    .filter((c) => c.shortcut)
    .map((c) => ({
      description: c.name === '_execute_action' ? t('commandOpen') : c.description || c.name || '',
      keys: c.shortcut ?? '',
    }));
}
