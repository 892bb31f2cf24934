// Export from the content script, where the extraction lives: format it, then copy or download it.
import { formatExport, type ExportLabels, type ExportPage } from '../export';
import { loadedImages } from '../export/images';
import { docQuery } from '../../src/dom/document';
import { metaContent } from '../../src/metadata/meta';
import type { ExportRequest, Result } from '../messages';
import { interfaceLocale, problemMessage, t } from '../shared/i18n';
import { loadPrefs } from '../shared/prefs';
import { currentExtraction } from './engine';
import { copy, download } from './deliver';

function labels(): ExportLabels {
  return {
    comments: t('exportComments'),
    posts: t('exportPosts'),
    by: (author) => t('exportBy', author),
    source: t('exportSource'),
    imagesNote: (embedded, linked) => {
      const n = (count: number) => count.toLocaleString(interfaceLocale());
      return t('exportImagesNote', [n(embedded), n(linked)]);
    },
  };
}

/** What the export reads from the live page itself: its canonical URL, its description and, for the HTML
 * export, the images it has already loaded (as data URIs, where the browser allows reading them). */
function pageFacts(doc: Document, withImages: boolean): ExportPage {
  const canonical = docQuery(doc, 'link[rel~="canonical" i][href]');
  return {
    canonicalUrl: canonical?.getAttribute('href') ?? null,
    description: metaContent(doc, 'og:description', 'description', 'twitter:description'),
    images: withImages ? loadedImages(doc) : undefined,
  };
}

export async function exportCurrent(request: ExportRequest): Promise<Result<{ text: string }>> {
  const extraction = await currentExtraction();
  if (extraction.problem) return { ok: false, message: problemMessage(extraction.problem) };
  const includeExtras = request.includeExtras ?? (await loadPrefs()).includeExtras;
  const text = formatExport(extraction, request.format, {
    includeExtras,
    labels: labels(),
    page: pageFacts(document, request.format === 'html'),
  });
  try {
    if (request.action === 'copy') await copy(text);
    if (request.action === 'download') download(text, request.format, extraction.title);
  } catch {
    return { ok: false, message: t('problemCopy') };
  }
  return { ok: true, text };
}
