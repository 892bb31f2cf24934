// Export from the content script, where the extraction lives: format it, then copy or download it.
import { formatExport, type ExportLabels } from '../export';
import type { ExportRequest, Result } from '../messages';
import { problemMessage, t } from '../shared/i18n';
import { loadPrefs } from '../shared/prefs';
import { currentExtraction } from './engine';
import { copy, download } from './deliver';

function labels(): ExportLabels {
  return {
    comments: t('exportComments'),
    posts: t('exportPosts'),
    by: t('exportBy'),
    source: t('exportSource'),
  };
}

export async function exportCurrent(request: ExportRequest): Promise<Result<{ text: string }>> {
  const extraction = await currentExtraction();
  if (extraction.problem) return { ok: false, message: problemMessage(extraction.problem) };
  const includeExtras = request.includeExtras ?? (await loadPrefs()).includeExtras;
  const text = formatExport(extraction, request.format, { includeExtras, labels: labels() });
  try {
    if (request.action === 'copy') await copy(text);
    if (request.action === 'download') download(text, request.format, extraction.title);
  } catch {
    return { ok: false, message: t('problemCopy') };
  }
  return { ok: true, text };
}
