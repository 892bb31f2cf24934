// Entry of the browser-test bundle: exposes the overlay to the test page exactly as the content script
// imports it, and the other paths that turn page HTML into something (export, highlights, the inert parse).
import { formatExport } from '../../../extension/export';
import { showHighlights } from '../../../extension/content/highlights';
import { parseInert } from '../../../extension/shared/inert-html';
import { mountReader } from '../../../extension/ui/reader/mount';
import { clampSettings, DEFAULT_SETTINGS } from '../../../extension/ui/reader/settings';

(globalThis as Record<string, unknown>).PithReader = {
  mountReader,
  clampSettings,
  DEFAULT_SETTINGS,
  formatExport,
  showHighlights,
  parseInert,
};
