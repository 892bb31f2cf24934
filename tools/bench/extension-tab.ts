// The browser the click and accessibility benches drive: one Chromium with the built extension (page
// JavaScript off, as for every corpus render), one corpus tab with its DevTools session, the toolbar button
// clicked through DevTools, and a new tab when one gets stuck.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchWithExtension } from '../lib/browser';
import { CorpusTab } from '../lib/render';

/** How long a stuck tab may take to close before it is left behind. */
const CLOSE_TIMEOUT_MS = 5_000;

export class ExtensionTab {
  tab!: CorpusTab;
  /** The DevTools session of `tab`'s page. */
  session!: CDPSession;

  private constructor(
    readonly context: BrowserContext,
    private readonly browserSession: CDPSession,
    readonly extensionId: string,
    private readonly userDataDir: string,
  ) {}

  /** Chromium with the extension in `extensionDir` (a profile named `profile`), its worker started. */
  static async start(extensionDir: string, profile: string): Promise<ExtensionTab> {
    if (!fs.existsSync(path.join(extensionDir, 'manifest.json')))
      throw new Error(`${extensionDir} is missing: run \`npm run build\` first.`);
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pith-${profile}-`));
    const context = await launchWithExtension(extensionDir, userDataDir, true, { javaScriptEnabled: false });
    try {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      // A click that arrives while a fresh profile's worker is still starting can be lost (e2e/harness.ts).
      const deadline = Date.now() + 10_000;
      while ((await worker.evaluate(() => typeof (globalThis as { pith?: unknown }).pith)) !== 'object') {
        if (Date.now() > deadline) throw new Error('the extension did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const driver = new ExtensionTab(
        context,
        await context.browser()!.newBrowserCDPSession(),
        new URL(worker.url()).host,
        userDataDir,
      );
      await driver.newTab(context.pages()[0] ?? (await context.newPage()));
      return driver;
    } catch (error) {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** A new isolated world in `page`'s main frame, for the bench's own scripts: its execution context id. */
  async isolatedWorld(worldName: string): Promise<number> {
    const { frameTree } = (await this.session.send('Page.getFrameTree')) as {
      frameTree: { frame: { id: string } };
    };
    const { executionContextId } = await this.session.send('Page.createIsolatedWorld', {
      frameId: frameTree.frame.id,
      worldName,
    });
    return executionContextId;
  }

  /** Clicks the extension's toolbar button on `page` (DevTools `Extensions.triggerAction`). */
  async clickToolbar(page: Page): Promise<void> {
    const targetId = await this.tabTarget(page);
    await this.browserSession.send(
      'Extensions.triggerAction' as never,
      { id: this.extensionId, targetId } as never,
    );
  }

  /** A new tab in place of the current one (it may be stuck: a hung renderer, a navigation that never ended). */
  async replaceTab(): Promise<void> {
    const old = this.tab.page;
    await this.newTab(await this.context.newPage());
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      old.close().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
  }

  async close(): Promise<void> {
    await this.context.close();
    fs.rmSync(this.userDataDir, { recursive: true, force: true });
  }

  /** The tab target of the page (triggerAction wants the tab, not the page target); ours is the only tab. */
  private async tabTarget(page: Page): Promise<string> {
    await page.bringToFront();
    const { targetInfos } = (await this.browserSession.send('Target.getTargets', {
      filter: [{ type: 'tab' }],
    })) as { targetInfos: { targetId: string; url: string }[] };
    const tabs = targetInfos.filter((t) => t.url === page.url());
    if (tabs.length !== 1) throw new Error(`${tabs.length} tab targets for ${page.url()}`);
    return tabs[0].targetId;
  }

  private async newTab(page: Page): Promise<void> {
    this.tab = await CorpusTab.attach(this.context, page);
    this.session = await this.context.newCDPSession(page);
  }
}
