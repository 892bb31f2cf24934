// One Chromium for a whole corpus run (extract, bench): each page gets a fresh context, a hard time limit,
// and the browser is relaunched when it crashes, so one bad page never ends the run.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { renderPage } from './render';

/** The per-page limit (issue 2, item 4): render plus engine(s) must finish within 30 s. */
export const PAGE_TIMEOUT_MS = 30_000;
/** Closing a context of a hung renderer can itself hang; after this long we give up and relaunch. */
const CLOSE_TIMEOUT_MS = 5_000;

export type PageOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

export class PageSession {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  relaunches = 0;

  constructor(private readonly timeoutMs = PAGE_TIMEOUT_MS) {}

  /** Renders `bytes` at `url`, runs `work` on the page, and always closes the page's context. */
  async run<T>(url: string, bytes: Buffer, work: (page: Page) => Promise<T>): Promise<PageOutcome<T>> {
    const browser = await this.ensureBrowser();
    const held: { close?: () => Promise<void> } = {};
    const job = (async () => {
      const rendered = await renderPage(browser, url, bytes);
      held.close = rendered.close;
      return work(rendered.page);
    })();
    try {
      const value = await withTimeout(job, this.timeoutMs, `timed out after ${this.timeoutMs / 1000} s`);
      return { ok: true, value };
    } catch (error) {
      // A render still in flight after the time limit: close its context whenever it settles.
      job
        .then(
          () => held.close?.(),
          () => undefined,
        )
        .catch(() => undefined);
      return { ok: false, error: errorMessage(error) };
    } finally {
      await this.closeQuietly(held.close);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await withTimeout(browser.close(), CLOSE_TIMEOUT_MS, 'close').catch(() => undefined);
  }

  /** The running browser, or one launch shared by every caller that finds it missing or crashed. */
  private async ensureBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return this.browser;
    if (!this.launching) {
      if (this.browser) this.relaunches++;
      this.launching = launchBrowser().finally(() => (this.launching = null));
    }
    this.browser = await this.launching;
    return this.browser;
  }

  private async closeQuietly(close: (() => Promise<void>) | undefined): Promise<void> {
    if (!close) return;
    try {
      await withTimeout(close(), CLOSE_TIMEOUT_MS, 'context close timed out');
    } catch {
      await this.close(); // a renderer that will not close: start over with a fresh browser
    }
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A one-line, user-readable message (Playwright errors carry multi-line call logs). */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].trim() || 'unknown error';
}
