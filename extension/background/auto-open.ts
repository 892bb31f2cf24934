// Sites where the reader opens by itself (options page). Each listed origin holds an optional host
// permission the user granted when adding it, which is what lets Pith inject there without a click.
import browser from 'webextension-polyfill';
import { loadPrefs } from '../shared/prefs';
import { open } from './actions';

export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:/.test(url)) return null;
  return new URL(url).origin;
}

export async function maybeAutoOpen(tabId: number, url: string | undefined): Promise<void> {
  const origin = originOf(url);
  if (!origin) return;
  const { autoOpen } = await loadPrefs();
  if (!autoOpen.includes(origin)) return;
  if (!(await browser.permissions.contains({ origins: [`${origin}/*`] }))) return;
  await open(tabId);
}
