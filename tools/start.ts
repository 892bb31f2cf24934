// `npm start`: build, then show Pith's main job on the bundled demo pages (the engine's own fixture pages).
// With a display: headful Chromium with the extension, one tab per demo page, the reader opened by a real
// toolbar click on the first. Without one: the text export of each page's extraction, printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { formatExport } from '../extension/export';
import type { Extraction } from '../src/types';
import { launchBrowser, launchWithExtension } from './lib/browser';
import { DIST, ROOT } from './lib/paths';
import { renderPage, runEngine } from './lib/render';

/** The demo: an article, a blog post with comments, a forum thread (whichever of them exist). */
const DEMO_PAGES = [
  'news-article.html',
  'blog-comments.html',
  'forum-table.html',
  'forum-div.html',
  'qa-page.html',
];
const FIXTURES = path.join(ROOT, 'test', 'fixtures');

function demoPages(): { name: string; url: string; html: string }[] {
  return DEMO_PAGES.filter((name) => fs.existsSync(path.join(FIXTURES, name))).map((name) => ({
    name,
    url: `http://demo.pith.test/${name}`,
    html: fs.readFileSync(path.join(FIXTURES, name), 'utf8'),
  }));
}

async function serve(context: BrowserContext, pages: ReturnType<typeof demoPages>): Promise<void> {
  await context.route('**/*', (route) => {
    const page = pages.find((p) => p.url === route.request().url());
    return page
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: page.html })
      : route.abort('blockedbyclient');
  });
}

async function clickToolbar(context: BrowserContext, page: Page, extensionId: string): Promise<void> {
  const cdp = await context.browser()!.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] })) as {
    targetInfos: { targetId: string; url: string }[];
  };
  const tab = targetInfos.find((t) => t.url === page.url());
  if (tab)
    await cdp.send('Extensions.triggerAction' as never, { id: extensionId, targetId: tab.targetId } as never);
}

async function headful(pages: ReturnType<typeof demoPages>): Promise<void> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-start-'));
  const context = await launchWithExtension(path.join(DIST, 'chrome'), userDataDir, false);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await serve(context, pages);
  const tabs: Page[] = [];
  for (const demo of pages) {
    const page = await context.newPage();
    await page.goto(demo.url);
    tabs.push(page);
  }
  await tabs[0].bringToFront();
  await clickToolbar(context, tabs[0], new URL(worker.url()).host);
  console.log(
    'Pith is loaded. Click its toolbar button (or Alt+Shift+U) on any tab; close the window to stop.',
  );
  await new Promise<void>((resolve) => context.on('close', () => resolve()));
  fs.rmSync(userDataDir, { recursive: true, force: true });
}

async function printed(pages: ReturnType<typeof demoPages>): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const demo of pages) {
      const rendered = await renderPage(browser, demo.url, Buffer.from(demo.html));
      const extraction = await runEngine<Extraction>(rendered.page);
      await rendered.close();
      const counts = `${extraction.comments.length} comments, ${extraction.posts.length} posts`;
      console.log(`\n===== ${demo.name}: ${extraction.pageType} (${counts}) =====\n`);
      console.log(extraction.problem?.message ?? formatExport(extraction, 'text', { includeExtras: true }));
    }
  } finally {
    await browser.close();
  }
}

execFileSync(
  process.execPath,
  [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'tools/build.ts'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
const pages = demoPages();
if (pages.length === 0) throw new Error(`No demo pages found in ${FIXTURES}.`);
if (process.env.DISPLAY) await headful(pages);
else await printed(pages);
