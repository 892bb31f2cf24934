// Reading and writing what Pith remembers, in storage.local (sync is optional in Firefox and has small
// quotas; nothing here needs to roam). Values read back are validated (prefs-schema.ts, reader settings.ts).
import browser from 'webextension-polyfill';
import { clampSettings, type ReaderSettings } from '../ui/reader/settings';
import { clampPrefs, type Prefs } from './prefs-schema';

export { DEFAULT_PREFS, EXPORT_FORMATS, clampPrefs, type Prefs } from './prefs-schema';

const READER_KEY = 'readerSettings';
const PREFS_KEY = 'prefs';

export async function loadPrefs(): Promise<Prefs> {
  const stored = await browser.storage.local.get(PREFS_KEY);
  return clampPrefs(stored[PREFS_KEY]);
}

export async function savePrefs(change: Partial<Prefs>): Promise<Prefs> {
  const next = clampPrefs({ ...(await loadPrefs()), ...change });
  await browser.storage.local.set({ [PREFS_KEY]: next });
  return next;
}

export async function loadReaderSettings(): Promise<ReaderSettings> {
  const stored = await browser.storage.local.get(READER_KEY);
  return clampSettings((stored[READER_KEY] ?? {}) as Partial<ReaderSettings>);
}

export async function saveReaderSettings(settings: ReaderSettings): Promise<void> {
  await browser.storage.local.set({ [READER_KEY]: clampSettings(settings) });
}
