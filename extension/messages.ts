// The typed message protocol (house style 2): one union per receiver, one handler map per receiver.
import type { PageType } from '../src/types';

export type ExportFormat = 'text' | 'markdown' | 'html';
/** What an export does with the string: copy it, download it as a file, or only return it (tests, checks). */
export type ExportAction = 'copy' | 'download' | 'none';

export interface ExportRequest {
  format: ExportFormat;
  /** Append the comments or forum posts; `undefined` takes the stored default. */
  includeExtras?: boolean;
  action?: ExportAction;
}

/** What the popup shows about a tab. */
export interface PageInfo {
  title: string;
  pageType: PageType;
  words: number;
  comments: number;
  posts: number;
  problem: string | null;
}

/** A user-readable failure (house style 9), e.g. on a page where browsers forbid extensions. */
export interface Failure {
  ok: false;
  message: string;
  /** The browser refused to let Pith into the page at all (so no in-page message could be shown). */
  restricted?: boolean;
}
export type Result<T> = ({ ok: true } & T) | Failure;

/** Popup/options -> background. */
export type BackgroundMessage =
  | { type: 'open'; tabId: number }
  | { type: 'highlight'; tabId: number }
  | { type: 'export'; tabId: number; request: ExportRequest }
  | { type: 'info'; tabId: number };

/** Background -> content script. */
export type ContentMessage =
  | { type: 'content:toggle-reader' }
  | { type: 'content:toggle-highlights' }
  | { type: 'content:export'; request: ExportRequest }
  | { type: 'content:info' }
  | { type: 'content:notice'; message: string };

export interface ContentReplies {
  'content:toggle-reader': Result<{ open: boolean }>;
  'content:toggle-highlights': Result<{ on: boolean; regions: number }>;
  'content:export': Result<{ text: string }>;
  'content:info': Result<{ info: PageInfo }>;
  'content:notice': Result<object>;
}

export interface BackgroundReplies {
  open: ContentReplies['content:toggle-reader'];
  highlight: ContentReplies['content:toggle-highlights'];
  export: ContentReplies['content:export'];
  info: ContentReplies['content:info'];
}

const BACKGROUND_TYPES = new Set<string>(['open', 'highlight', 'export', 'info']);
const CONTENT_TYPES = new Set<string>([
  'content:toggle-reader',
  'content:toggle-highlights',
  'content:export',
  'content:info',
  'content:notice',
]);

function hasType(value: unknown, types: Set<string>): boolean {
  return typeof value === 'object' && value !== null && types.has(String((value as { type?: unknown }).type));
}

export const isBackgroundMessage = (v: unknown): v is BackgroundMessage => hasType(v, BACKGROUND_TYPES);
export const isContentMessage = (v: unknown): v is ContentMessage => hasType(v, CONTENT_TYPES);

/**
 * Marks the content script as present in a tab's isolated world (content/index.ts; background/inject.ts asks
 * for it by the same registered name, since an injected function cannot close over this constant).
 */
export const CONTENT_GUARD = Symbol.for('pith.content');
