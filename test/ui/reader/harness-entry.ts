// Entry of the browser-test bundle: exposes the overlay to the test page exactly as the content script
// imports it, and the other paths that turn page HTML into something (export, highlights, the inert parse).
import { formatExport } from '../../../extension/export';
import { showHighlights } from '../../../extension/content/highlights';
import { parseInert } from '../../../extension/shared/inert-html';
import { mountReader, type MountOptions } from '../../../extension/ui/reader/mount';
import { clampSettings, DEFAULT_SETTINGS } from '../../../extension/ui/reader/settings';

/**
 * The overlay as the content script mounts it, but with an open shadow root and a `data-pith` name on its host,
 * so these component tests can look in and find it. The extension's closed host is tested end to end
 * (e2e/hostile.test.ts).
 */
function mountForTests(options: MountOptions) {
  const reader = mountReader({ ...options, shadowMode: 'open' });
  reader.host.setAttribute('data-pith', 'reader');
  return reader;
}

(globalThis as Record<string, unknown>).PithReader = {
  mountReader: mountForTests,
  clampSettings,
  DEFAULT_SETTINGS,
  formatExport,
  showHighlights,
  parseInert,
};
