// Entry of the browser-test bundle: exposes the overlay to the test page exactly as the content script
// imports it.
import { mountReader } from '../../../extension/ui/reader/mount';
import { clampSettings, DEFAULT_SETTINGS } from '../../../extension/ui/reader/settings';

(globalThis as Record<string, unknown>).PithReader = { mountReader, clampSettings, DEFAULT_SETTINGS };
