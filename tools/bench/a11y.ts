// `npm run bench:a11y` (issue 21): axe-core on Pith's real reader, as the built extension (dist/chrome) draws it
// over corpus pages (a11y-sample.ts), with every impact counted. e2e/a11y.test.ts does the same on every fixture
// page; this is its corpus half. a11y-cli.ts is the command.
//
// Each page is rendered the corpus way (tools/lib/render.ts CorpusTab: served at its original URL, every other
// request blocked, page JavaScript off, 1280x900, repairSavedMarkup), its layout settled, and the real toolbar
// button clicked (CDP `Extensions.triggerAction`), as bench:click does (click.ts). Whatever Pith then shows is
// checked: the reader's dialog, or the notice where there is nothing to read. Their shadow roots are closed:
// the bench finds the host through the DevTools protocol (`DOM.describeNode` pierces closed roots) and runs
// axe in an isolated world of its own (page JavaScript is off; isolated worlds still run), where, for the run
// only, the root is handed to axe as the host's `shadowRoot` property on that world's wrapper of the host
// (not the DOM: the page never sees it), as e2e/a11y.test.ts does.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { readPageBytes } from '../lib/corpus';
import { DIST, ROOT } from '../lib/paths';
import { settleLayout } from '../lib/render';
import { ExtensionTab } from './extension-tab';
import { CHECK_ROOT, NEW_HOST, STARTED, TIMERS } from './a11y-page-scripts';
import type { CorpusPage } from './a11y-sample';

export const DEFAULT_EXTENSION = path.join(DIST, 'chrome');
export const DEFAULT_OUT = path.join(ROOT, 'bench', 'out', 'a11y');
/** From the click: no reader and no notice by then is a failure of the page (bench:click's limit). */
export const OPEN_TIMEOUT_MS = 30_000;
/** One axe run on the reader; a long article takes a few seconds on this machine. */
export const AXE_TIMEOUT_MS = 120_000;
const POLL_MS = 100;
const WORLD = 'pith-bench-a11y';
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One rule's violation on one page: how many elements, and the first few of them (axe's selectors). */
export interface RuleHit {
  id: string;
  impact: string;
  count: number;
  targets: string[];
  /** The same elements' markup, as axe shows it (cut to 160 characters). */
  html: string[];
}

/** What was checked on one page: `view` is what Pith showed; a page is clean when it has no hit and no error. */
export interface PageCheck {
  set: string;
  id: string;
  url: string;
  pageType: string | null;
  view: 'reader' | 'notice' | null;
  /** axe rules that passed (none would make "no violations" meaningless: the run is then an error). */
  passes: number;
  violations: RuleHit[];
  /** In place of axe's skip-link rule: in-reader "#fragment" links whose target is not in the reader. */
  dangling: string[];
  error: string | null;
}

export const isClean = (c: PageCheck) => !c.error && !c.violations.length && !c.dangling.length;

/** Targets kept per rule in the report. */
const TARGETS_KEPT = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** One Chromium with the extension (page JavaScript off) and one corpus tab; pages are checked one at a time. */
export class ReaderAxe {
  private constructor(private readonly driver: ExtensionTab) {}

  static async start(extensionDir = DEFAULT_EXTENSION): Promise<ReaderAxe> {
    return new ReaderAxe(await ExtensionTab.start(extensionDir, 'a11y'));
  }

  get context(): BrowserContext {
    return this.driver.context;
  }

  /** Renders the page, clicks the toolbar button and runs axe on what Pith shows. */
  async check(page: CorpusPage): Promise<PageCheck> {
    const row: PageCheck = {
      set: page.set,
      id: page.id,
      url: page.url,
      pageType: page.pageType,
      view: null,
      passes: 0,
      violations: [],
      dangling: [],
      error: null,
    };
    try {
      const rendered = await this.driver.tab.render(page.url, readPageBytes(page.file));
      await settleLayout(rendered);
      const found = await this.openAndCheck(rendered);
      return { ...row, ...found };
    } catch (error) {
      // The tab may be stuck (a hung renderer, a navigation that never ended): the next page gets a new one.
      await this.driver.replaceTab();
      return { ...row, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
  }

  async close(): Promise<void> {
    await this.driver.close();
  }

  private async openAndCheck(
    page: Page,
  ): Promise<Pick<PageCheck, 'view' | 'passes' | 'violations' | 'dangling'>> {
    const contextId = await this.driver.isolatedWorld(WORLD);
    await this.evaluate(STARTED, contextId);
    await this.driver.clickToolbar(page);
    const root = await this.waitForRoot(contextId);
    await this.evaluate(TIMERS, contextId);
    await this.evaluate(AXE_SOURCE, contextId);
    const reply = await within(
      this.driver.session.send('Runtime.callFunctionOn', {
        objectId: root,
        functionDeclaration: CHECK_ROOT,
        arguments: [{ value: TARGETS_KEPT }],
        returnByValue: true,
        awaitPromise: true,
      }),
      AXE_TIMEOUT_MS,
      `axe did not finish in ${AXE_TIMEOUT_MS / 1000} s`,
    );
    if (reply.exceptionDetails)
      throw new Error(
        `axe failed: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`,
      );
    const value = reply.result.value as Pick<PageCheck, 'view' | 'passes' | 'violations' | 'dangling'>;
    if (!value.view) throw new Error('Pith’s host holds neither the reader nor a notice');
    if (!value.passes) throw new Error('axe checked nothing');
    return value;
  }

  /**
   * The shadow root (an object of the bench's world) of the host Pith appended since the click, once it holds
   * the reader or the notice.
   */
  private async waitForRoot(contextId: number): Promise<string> {
    const deadline = Date.now() + OPEN_TIMEOUT_MS;
    for (;;) {
      const { result } = await this.driver.session.send('Runtime.evaluate', {
        expression: NEW_HOST,
        contextId,
      });
      if (result.objectId) {
        const { node } = (await this.driver.session.send('DOM.describeNode', {
          objectId: result.objectId,
          pierce: true,
        })) as { node: { shadowRoots?: { backendNodeId: number }[] } };
        const shadow = node.shadowRoots?.[0];
        if (shadow) {
          const { object } = await this.driver.session.send('DOM.resolveNode', {
            backendNodeId: shadow.backendNodeId,
            executionContextId: contextId,
          });
          const { result: ready } = await this.driver.session.send('Runtime.callFunctionOn', {
            objectId: object.objectId!,
            functionDeclaration: `function () { return !!this.querySelector('[role="dialog"], [role="alert"]'); }`,
            returnByValue: true,
          });
          if (ready.value === true) return object.objectId!;
        }
      }
      if (Date.now() > deadline)
        throw new Error(`no reader and no notice ${OPEN_TIMEOUT_MS / 1000} s after the click`);
      await sleep(POLL_MS);
    }
  }

  private async evaluate(expression: string, contextId: number): Promise<void> {
    const reply = await this.driver.session.send('Runtime.evaluate', { expression, contextId });
    if (reply.exceptionDetails) throw new Error(`in the page: ${reply.exceptionDetails.text}`);
  }
}
