// The actions every entry point calls: toolbar click, keyboard command, context menu, popup and options.
// They are also `globalThis.pith`, so tests and checks drive exactly these functions after a real click.
import type { BackgroundReplies, ExportFormat, ExportRequest } from '../messages';
import { sendToContent } from './inject';
import { clearProblem, showProblem } from './problems';

async function reportFailure<R extends { ok: boolean; message?: string; restricted?: boolean }>(
  tabId: number,
  reply: R,
): Promise<R> {
  if (reply.ok) await clearProblem(tabId);
  else await showProblem(tabId, reply.message ?? '', reply.restricted === true);
  return reply;
}

/** Opens the reader on the tab, or closes it when it is open. */
export async function open(tabId: number): Promise<BackgroundReplies['open']> {
  return reportFailure(tabId, await sendToContent(tabId, { type: 'content:toggle-reader' }));
}

/** Draws the detected regions on the live page, or removes them when they are shown. */
export async function highlight(tabId: number): Promise<BackgroundReplies['highlight']> {
  return reportFailure(tabId, await sendToContent(tabId, { type: 'content:toggle-highlights' }));
}

/**
 * The article in `format` exactly as it would be written; `request.action` also copies or downloads it
 * (the content script does that, as a blob download, so Pith needs no `downloads` permission).
 */
export async function exportArticle(
  tabId: number,
  format: ExportFormat,
  request: Omit<ExportRequest, 'format'> = {},
): Promise<string> {
  const reply = await sendToContent(tabId, {
    type: 'content:export',
    request: { action: 'none', ...request, format },
  });
  await reportFailure(tabId, reply);
  if (!reply.ok) throw new Error(reply.message);
  return reply.text;
}

/** Page type and counts for the popup. */
export async function info(tabId: number): Promise<BackgroundReplies['info']> {
  return sendToContent(tabId, { type: 'content:info' });
}

export const pith = { open, highlight, exportArticle, info };
