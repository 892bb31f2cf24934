import type { Extraction } from '../../../src/types';
import type { ReaderSettings } from './settings';

/** Toolbar actions the overlay hands to its host (the content script does the work). */
export type ReaderAction = 'highlight' | 'export-md' | 'export-txt' | 'export-html' | 'copy';

export interface MountOptions {
  extraction: Extraction;
  settings: ReaderSettings;
  onClose(): void;
  onSettingsChange(settings: ReaderSettings): void;
  onAction?(action: ReaderAction): void;
  /** 'closed' in the extension (the default); the overlay's own component tests mount it 'open' to look in. */
  shadowMode?: ShadowRootMode;
}

export interface MountedReader {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Shows a message in the reader, under its toolbar (never over it) until dismissed or replaced. */
  notify(message: string): void;
  destroy(): void;
}
