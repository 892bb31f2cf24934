// The two things the content script shows on the page, reader and highlights; at most one at a time.
import { mountReader, type ReaderAction } from '../ui/reader/mount';
import type { Extraction } from '../../src/types';
import type { ExportFormat, Result } from '../messages';
import { problemMessage, t } from '../shared/i18n';
import { loadPrefs, loadReaderSettings, saveReaderSettings } from '../shared/prefs';
import { currentExtraction } from './engine';
import { exportCurrent } from './exporting';
import { showHighlights, type Highlights } from './highlights';
import { showNotice } from './notice';

let reader: { destroy(): void; notify(message: string): void } | null = null;
let highlights: Highlights | null = null;

function closeReader(): void {
  reader?.destroy();
  reader = null;
}

function closeHighlights(): void {
  highlights?.destroy();
  highlights = null;
}

/** The problem as the user reads it, or null when there is something to show. */
function problemOf(extraction: Extraction): string | null {
  return extraction.problem ? problemMessage(extraction.problem) : null;
}

const ACTION_FORMATS: Partial<Record<ReaderAction, ExportFormat>> = {
  'export-md': 'markdown',
  'export-txt': 'text',
  'export-html': 'html',
};

async function onReaderAction(action: ReaderAction): Promise<void> {
  if (action === 'highlight') {
    closeReader();
    await toggleHighlights();
    return;
  }
  const { exportFormat, includeExtras } = await loadPrefs();
  const format = ACTION_FORMATS[action] ?? exportFormat;
  const reply = await exportCurrent({
    format,
    includeExtras,
    action: action === 'copy' ? 'copy' : 'download',
  });
  if (action !== 'copy') return;
  const message = reply.ok ? t('noticeCopied') : reply.message;
  // In the reader, under its toolbar (a notice on the page would sit over the reader's controls).
  if (reader) reader.notify(message);
  else showNotice(message, t('close'));
}

export async function toggleReader(): Promise<Result<{ open: boolean }>> {
  if (reader) {
    closeReader();
    return { ok: true, open: false };
  }
  closeHighlights();
  const extraction = await currentExtraction();
  const problem = problemOf(extraction);
  if (problem) {
    showNotice(problem, t('close'));
    return { ok: false, message: problem };
  }
  reader = mountReader({
    extraction,
    settings: await loadReaderSettings(),
    onClose: closeReader,
    onSettingsChange: (settings) => void saveReaderSettings(settings),
    onAction: (action) => void onReaderAction(action),
  });
  return { ok: true, open: true };
}

export async function toggleHighlights(): Promise<Result<{ on: boolean; regions: number }>> {
  if (highlights) {
    closeHighlights();
    return { ok: true, on: false, regions: 0 };
  }
  closeReader();
  const extraction = await currentExtraction();
  if (extraction.regions.length === 0) {
    const message = problemOf(extraction) ?? t('problemNoRegions');
    showNotice(message, t('close'));
    return { ok: false, message };
  }
  highlights = showHighlights(extraction, closeHighlights);
  return { ok: true, on: true, regions: extraction.regions.length };
}
