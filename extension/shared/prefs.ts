// What Pith remembers, in storage.local (sync is optional in Firefox and has small quotas; nothing here
// needs to roam). Values read back are validated: bad stored data never breaks the reader.
import browser from 'webextension-polyfill';
import { clampSettings, type ReaderSettings } from '../ui/reader/settings';
import type { ExportFormat } from '../messages';

export interface Prefs {
  exportFormat: ExportFormat;
  /** Export comments/posts with the article by default. */
  includeExtras: boolean;
  /** Origins (`https://example.org`) where the reader opens on load; each one holds an optional host grant. */
  autoOpen: string[];
  /** Engine method passed to `extract` (`sd` = the SD algorithm); '' = the engine's own default. */
  method: string;
}

export const DEFAULT_PREFS: Prefs = {
  exportFormat: 'markdown',
  includeExtras: true,
  autoOpen: [],
  method: '',
};
export const EXPORT_FORMATS: ExportFormat[] = ['markdown', 'text', 'html'];

const READER_KEY = 'readerSettings';
const PREFS_KEY = 'prefs';

export function clampPrefs(raw: unknown): Prefs {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof Prefs, unknown>>;
  return {
    exportFormat: EXPORT_FORMATS.includes(p.exportFormat as ExportFormat)
      ? (p.exportFormat as ExportFormat)
      : DEFAULT_PREFS.exportFormat,
    includeExtras: typeof p.includeExtras === 'boolean' ? p.includeExtras : DEFAULT_PREFS.includeExtras,
    autoOpen: Array.isArray(p.autoOpen) ? p.autoOpen.filter((s): s is string => typeof s === 'string') : [],
    method: typeof p.method === 'string' ? p.method : DEFAULT_PREFS.method,
  };
}

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
