// One Chromium for a whole corpus run (extract, bench, tables): pages are rendered in reused tabs (CorpusTab),
// each under a hard time limit; a tab whose page failed or ran out of time is closed, not reused, and the
// browser is relaunched when it crashes, so one bad page never ends the run.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { CorpusTab } from './render';

/** The per-page limit (issue 2, item 4): render plus engine(s) must finish within 30 s. */
export const PAGE_TIMEOUT_MS = 30_000;
/** Closing a context of a hung renderer can itself hang; after this long we give up and relaunch. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * One renderer process for every page: each corpus page is another site, and with site isolation every
 * navigation starts a process (a quarter to a third of a render's time on this machine). Isolation protects
 * nothing here: page JavaScript is off and nothing but the page itself is loaded. (Not `--disable-features`:
 * it would replace the list Playwright passes, and with it HTTPS-Upgrades would send http pages to the net.)
 */
const CORPUS_FLAGS = ['--disable-site-isolation-trials', '--renderer-process-limit=1'];

export type PageOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

export class PageSession {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  relaunches = 0;

  constructor(private readonly timeoutMs = PAGE_TIMEOUT_MS) {}

  /** Tabs that finished their last page cleanly, ready for the next (one per concurrent caller at most). */
  private idle: CorpusTab[] = [];

  /** Renders `bytes` at `url` in a tab and runs `work` on the page. */
  async run<T>(url: string, bytes: Buffer, work: (page: Page) => Promise<T>): Promise<PageOutcome<T>> {
    const browser = await this.ensureBrowser();
    const held: { tab?: CorpusTab } = {};
    const job = (async () => {
      held.tab = this.idle.pop() ?? (await CorpusTab.open(browser));
      return work(await held.tab.render(url, bytes, this.timeoutMs));
    })();
    try {
      const value = await withTimeout(job, this.timeoutMs, `timed out after ${this.timeoutMs / 1000} s`);
      if (held.tab && this.browser === browser && browser.isConnected()) this.idle.push(held.tab);
      return { ok: true, value };
    } catch (error) {
      // A page that failed or is still in flight after the time limit: its tab is closed, whenever it settles.
      job.finally(() => held.tab?.close()).catch(() => undefined);
      await this.closeQuietly(held.tab);
      return { ok: false, error: errorMessage(error) };
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.idle = [];
    if (browser) await withTimeout(browser.close(), CLOSE_TIMEOUT_MS, 'close').catch(() => undefined);
  }

  /** The running browser, or one launch shared by every caller that finds it missing or crashed. */
  private async ensureBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return this.browser;
    this.idle = [];
    if (!this.launching) {
      if (this.browser) this.relaunches++;
      this.launching = launchBrowser({ args: CORPUS_FLAGS }).finally(() => (this.launching = null));
    }
    this.browser = await this.launching;
    return this.browser;
  }

  private async closeQuietly(tab: CorpusTab | undefined): Promise<void> {
    if (!tab) return;
    try {
      await withTimeout(tab.close(), CLOSE_TIMEOUT_MS, 'tab close timed out');
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
