import { BASE_CSS } from './base';
import { CONTENT_CSS } from './content';
import { LAYOUT_CSS } from './layout';
import { PRINT_CSS } from './print';

/** The overlay's whole stylesheet; injected into its shadow root only. */
export const READER_CSS = [BASE_CSS, LAYOUT_CSS, CONTENT_CSS, PRINT_CSS].join('\n');
