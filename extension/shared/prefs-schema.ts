// What Pith remembers besides the reader's typography, and the validation of what storage gives back:
// bad stored data never breaks anything (values that do not fit fall back to the defaults, keys we no longer
// know are dropped: e.g. `method`, the engine method earlier versions let the options choose).
import type { ExportFormat } from '../messages';

export interface Prefs {
  exportFormat: ExportFormat;
  /** Export comments/posts with the article by default. */
  includeExtras: boolean;
  /** Origins (`https://example.org`) where the reader opens on load; each one holds an optional host grant. */
  autoOpen: string[];
}

export const DEFAULT_PREFS: Prefs = {
  exportFormat: 'markdown',
  includeExtras: true,
  autoOpen: [],
};
export const EXPORT_FORMATS: ExportFormat[] = ['markdown', 'text', 'html'];

export function clampPrefs(raw: unknown): Prefs {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof Prefs, unknown>>;
  return {
    exportFormat: EXPORT_FORMATS.includes(p.exportFormat as ExportFormat)
      ? (p.exportFormat as ExportFormat)
      : DEFAULT_PREFS.exportFormat,
    includeExtras: typeof p.includeExtras === 'boolean' ? p.includeExtras : DEFAULT_PREFS.includeExtras,
    autoOpen: Array.isArray(p.autoOpen) ? p.autoOpen.filter((s): s is string => typeof s === 'string') : [],
  };
}
