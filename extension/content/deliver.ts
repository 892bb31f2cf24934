// Writing an export: to the clipboard, or as a file through a blob link (no `downloads` permission needed).
import { docCreate } from '../../src/dom/document';
import type { ExportFormat } from '../messages';

const MIME: Record<ExportFormat, string> = {
  text: 'text/plain;charset=utf-8',
  markdown: 'text/markdown;charset=utf-8',
  html: 'text/html;charset=utf-8',
};
const EXTENSION: Record<ExportFormat, string> = { text: 'txt', markdown: 'md', html: 'html' };
/** File names stay short and portable: ASCII-ish letters, digits and dashes, at most this many characters. */
const MAX_FILE_STEM = 80;

export function fileNameFor(title: string, format: ExportFormat): string {
  const stem =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_FILE_STEM)
      .toLowerCase() || 'article';
  return `${stem}.${EXTENSION[format]}`;
}

export function download(text: string, format: ExportFormat, title: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: MIME[format] }));
  const link = docCreate(document, 'a');
  link.href = url;
  link.download = fileNameFor(title, format);
  link.click(); // never attached to the page: the page's DOM stays as it was
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Needs a user gesture (overlay button) on http pages; the popup copies on its own side instead. */
export async function copy(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', text);
    event.preventDefault();
  };
  window.addEventListener('copy', onCopy, { once: true });
  const ok = Document.prototype.execCommand.call(document, 'copy');
  window.removeEventListener('copy', onCopy);
  if (!ok) throw new Error('copy refused');
}
