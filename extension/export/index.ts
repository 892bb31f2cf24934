// The pure formatters behind "Export": Extraction in, the exact string that is copied or downloaded out.
import type { Extraction } from '../../src/types';
import type { ExportFormat } from '../messages';
import { toHtml } from './html';
import type { ExportOptions } from './labels';
import { toMarkdown } from './markdown';
import { toText } from './text';

export type { ExportLabels, ExportOptions, ExportPage } from './labels';

const FORMATTERS: Record<ExportFormat, (e: Extraction, o: ExportOptions) => string> = {
  text: toText,
  markdown: toMarkdown,
  html: toHtml,
};

export function formatExport(
  extraction: Extraction,
  format: ExportFormat,
  options: ExportOptions = {},
): string {
  return FORMATTERS[format](extraction, options);
}
