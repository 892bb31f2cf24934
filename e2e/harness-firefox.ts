// Firefox side of the e2e harness (harness.ts), per /work/shared/notes/testing-in-firefox.md: Debian's
// firefox-esr in a real window on a private Xvfb display with dist/firefox loaded as a temporary add-on (as
// about:debugging does), driven over WebDriver BiDi (puppeteer-core). Everything a person does is real X11
// input through xdotool: the toolbar click (Extensions panel, then Pith's entry), key presses, pointer moves
// and clicks. BiDi reads the pages, and an extension tab in the background reaches the add-on's APIs and the
// background's `globalThis.pith`. Pages come from a local HTTP proxy that serves only what `serve` was given,
// so they keep their URLs (http://pith.test/...) and nothing leaves the machine.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { launchFirefox, startXvfb } from '../tools/lib/browser-firefox';
import { DIST } from '../tools/lib/paths';
import {
  fixtureHtml,
  firefoxTabs,
  PITH_PART_OF,
  pithReaders,
  waitFor,
  xKey,
  type Harness,
  type PithFunction,
  type PithPart,
  type Tab,
} from './harness';

export const EXTENSION_DIR = path.join(DIST, 'firefox');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The proxy every page request goes through: the pages given to `serve`, and 404 for anything else. */
interface Served {
  html: string;
  headers: Record<string, string>;
}

async function startPageServer(pages: Map<string, Served>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const page = req.method === 'GET' ? pages.get(req.url ?? '') : undefined;
    if (page === undefined) res.writeHead(404, { 'content-type': 'text/plain' }).end('not served');
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
  });
  server.on('connect', (_req, socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')); // no https
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface Point {
  x: number;
  y: number;
}

export async function startFirefox(): Promise<Harness> {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`${EXTENSION_DIR} is missing: run \`npm run build\` first.`);
  }
  const pages = new Map<string, Served>();
  const server = await startPageServer(pages);
  const { port } = server.address() as AddressInfo;
  const display = await startXvfb(1400, 1200);
  let browser: Browser;
  try {
    browser = await launchFirefox(display, {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': port,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': port,
      'network.proxy.no_proxies_on': '',
      'network.proxy.allow_hijacking_localhost': true,
      'dom.security.https_first': false,
      'dom.security.https_first_schemeless': false,
      // Downloads go to a folder without asking (export's "download" action).
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.start_downloads_in_tmp_dir': false,
    });
  } catch (error) {
    display.stop();
    server.close();
    throw error;
  }
  const bidi = (browser as unknown as { connection: { send(m: string, p: object): Promise<unknown> } })
    .connection;
  const send = <T>(method: string, params: object) =>
    bidi.send(method as never, params as never) as unknown as Promise<{ result: T }>;

  const tree = await send<{ contexts: { context: string; url: string }[] }>('browsingContext.getTree', {
    'moz:scope': 'chrome',
  });
  const chromeContext = tree.result.contexts.find(
    (c) => c.url === 'chrome://browser/content/browser.xhtml',
  )!.context;
  /** Evaluates `expression` in the browser window (privileged); returns its JSON-able value. */
  async function inChrome<T>(expression: string): Promise<T> {
    const { result } = await send<{
      type: string;
      result?: { value?: string };
      exceptionDetails?: { text: string };
    }>('script.evaluate', {
      expression: `(async () => JSON.stringify(await (${expression})))()`,
      target: { context: chromeContext },
      awaitPromise: true,
    });
    if (result.type === 'exception') throw new Error(`browser window: ${result.exceptionDetails!.text}`);
    return JSON.parse(result.result?.value ?? 'null') as T;
  }

  const addonId = await browser.installExtension(EXTENSION_DIR);
  const extensionId = await inChrome<string>(
    `WebExtensionPolicy.getByID(${JSON.stringify(addonId)}).mozExtensionHostname`,
  );
  const widget = addonId.replace(/[^a-z0-9_-]/gi, '_'); // Firefox's id of the add-on's toolbar widget
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-firefox-downloads-'));
  await inChrome(`Services.prefs.setStringPref('browser.download.dir', ${JSON.stringify(downloads)})`);
  await inChrome(`Services.prefs.setIntPref('browser.download.folderList', 2)`);

  const window = (
    await display.xdotool('search', '--sync', '--onlyvisible', '--name', 'Mozilla Firefox')
  ).split('\n')[0];

  // The extension's APIs, from one of its pages kept in a background tab (so the tab a test works on stays
  // the active one). Extension pages never report "load" over BiDi: navigate without waiting, then poll.
  const helper = await browser.newPage({ background: true });
  const helperContext = (helper.mainFrame() as unknown as { _id: string })._id;
  await send('browsingContext.navigate', {
    context: helperContext,
    url: `moz-extension://${extensionId}/options/index.html`,
    wait: 'none',
  });
  async function inHelper<R>(source: string): Promise<R> {
    const { result } = await send<{
      type: string;
      result?: { type: string; value?: string };
      exceptionDetails?: { text: string };
    }>('script.evaluate', {
      expression: `(async () => JSON.stringify(await (${source})))()`,
      target: { context: helperContext },
      awaitPromise: true,
    });
    if (result.type === 'exception') throw new Error(result.exceptionDetails!.text);
    return (result.result?.type === 'string' ? JSON.parse(result.result.value!) : undefined) as R;
  }
  await waitFor(
    () =>
      inHelper<string>(
        `typeof browser === 'object' && browser.runtime.getBackgroundPage().then((bg) => typeof bg.pith)`,
      ).catch(() => 'not yet'),
    (t) => t === 'object',
    'the add-on’s background',
    30_000,
  );

  /** Screen point of the centre of a browser-UI element, polled until it is shown. */
  async function uiPoint(selector: string): Promise<Point> {
    return (await waitFor(
      () =>
        inChrome<Point | null>(`(() => {
          const el = document.querySelector(${JSON.stringify(selector)});
          const r = el?.getBoundingClientRect();
          if (!r?.width || !r.height) return null;
          return { x: Math.round(mozInnerScreenX + r.x + r.width / 2), y: Math.round(mozInnerScreenY + r.y + r.height / 2) };
        })()`),
      (p) => p !== null,
      `${selector} on screen`,
    ))!;
  }
  const contentOrigin = () =>
    inChrome<Point>(`(() => { const r = gBrowser.selectedBrowser.getBoundingClientRect();
      return { x: mozInnerScreenX + r.x, y: mozInnerScreenY + r.y }; })()`);
  const clickAt = (p: Point) =>
    display.xdotool('mousemove', Math.round(p.x), Math.round(p.y), 'sleep', 0.05, 'click', 1);

  /** The tab in front, the window focused and the keyboard in the page (not the URL bar): as after a click. */
  async function focusTab(page: Page): Promise<void> {
    await page.bringToFront();
    await display.xdotool('windowfocus', '--sync', window);
    await inChrome(
      `(() => { if (document.activeElement !== gBrowser.selectedBrowser) gBrowser.selectedBrowser.focus(); })()`,
    );
  }

  /**
   * Runs `fn` on Pith's closed shadow root of `part` in `page`: WebDriver BiDi serialises shadow roots of any
   * mode (`includeShadowTree: 'all'`), and `script.callFunction` hands one to the test's function (compiled by
   * the protocol, not by an eval the page's CSP could forbid). Pith's hosts are children of <html>.
   */
  async function firefoxPith<T, A>(
    page: Page,
    part: PithPart,
    fn: (root: ShadowRoot, arg: A) => T,
    arg?: A,
  ): Promise<T | null> {
    interface Remote {
      type: string;
      sharedId?: string;
      value?: unknown;
    }
    const context = (page.mainFrame() as unknown as { _id: string })._id;
    const { result: listed } = await send<{ type: string; result?: Remote }>('script.evaluate', {
      // Through the prototype: a page's <img name="documentElement"> replaces `document.documentElement`.
      expression: `Array.from(Object.getOwnPropertyDescriptor(Document.prototype, 'documentElement').get.call(document).children)`,
      target: { context },
      awaitPromise: false,
      resultOwnership: 'none',
      serializationOptions: { maxDomDepth: 1, includeShadowTree: 'all' },
    });
    const hosts = listed.type === 'success' ? ((listed.result?.value ?? []) as Remote[]) : [];
    for (const host of hosts) {
      const shadow = (host.value as { shadowRoot?: Remote | null } | undefined)?.shadowRoot;
      if (!shadow?.sharedId || (shadow.value as { mode?: string } | undefined)?.mode !== 'closed') continue;
      const { result } = await send<{ type: string; result?: Remote; exceptionDetails?: { text: string } }>(
        'script.callFunction',
        {
          functionDeclaration: `function (part, arg) {
            if ((${PITH_PART_OF})(this) !== part) return JSON.stringify({ found: false });
            return Promise.resolve((${fn.toString()})(this, arg === undefined ? undefined : JSON.parse(arg)))
              .then((value) => JSON.stringify({ found: true, value }));
          }`,
          this: { sharedId: shadow.sharedId },
          arguments: [
            { type: 'string', value: part },
            arg === undefined ? { type: 'undefined' } : { type: 'string', value: JSON.stringify(arg) },
          ],
          target: { context },
          awaitPromise: true,
          resultOwnership: 'none',
        },
      );
      if (result.type === 'exception') throw new Error(`in Pith's ${part}: ${result.exceptionDetails!.text}`);
      const out = JSON.parse(String(result.result?.value)) as { found: boolean; value?: T };
      if (out.found) return (out.value ?? null) as T | null;
    }
    return null;
  }

  const tabs = new Map<Tab, Page>();
  const pageOf = (tab: Tab) => {
    const page = tabs.get(tab);
    if (!page) throw new Error('not a tab of this Firefox harness');
    return page;
  };

  function wrap(page: Page): Tab {
    const tab: Tab = {
      url: () => page.url(),
      evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
        (arg === undefined ? page.evaluate(fn as never) : page.evaluate(fn as never, arg)) as Promise<R>,
      keyboard: {
        async press(key) {
          await focusTab(page);
          await display.xdotool('key', '--clearmodifiers', xKey(key));
          await sleep(50); // the key event crosses from X to the content process
        },
      },
      mouse: {
        async move(x, y) {
          await focusTab(page);
          const origin = await contentOrigin();
          await display.xdotool('mousemove', Math.round(origin.x + x), Math.round(origin.y + y));
          await sleep(50);
        },
        async click(x, y) {
          await focusTab(page);
          const origin = await contentOrigin();
          await clickAt({ x: origin.x + x, y: origin.y + y });
          await sleep(100);
        },
      },
      async setViewportSize({ width, height }) {
        await page.setViewport({ width, height });
      },
      getByRole(role, { name }) {
        const find = async () => {
          const found = await page.evaluate(
            ([r, n]) => {
              const tags: Record<string, string> = {
                button: 'button',
                radio: 'input[type=radio]',
                checkbox: 'input[type=checkbox]',
                combobox: 'select',
              };
              const roots: (Document | ShadowRoot)[] = [document];
              for (let i = 0; i < roots.length; i++)
                for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
              const nameOf = (el: Element) =>
                el.getAttribute('aria-label') ??
                ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '');
              for (const root of roots)
                for (const el of root.querySelectorAll<HTMLElement>(`[role="${r}"], ${tags[r]}`)) {
                  if (!nameOf(el).trim().toLowerCase().includes(n.toLowerCase())) continue;
                  el.scrollIntoView({ block: 'center' });
                  const rect = el.getBoundingClientRect();
                  if (!rect.width || !rect.height) continue;
                  const checked =
                    (el as HTMLInputElement).checked ?? el.getAttribute('aria-checked') === 'true';
                  const [x, y] = [rect.x + rect.width / 2, rect.y + rect.height / 2];
                  // What a click there would hit, through open shadow roots: something may cover the element.
                  let hit = document.elementFromPoint(x, y);
                  for (let inner = hit?.shadowRoot?.elementFromPoint(x, y); inner && inner !== hit;) {
                    hit = inner;
                    inner = hit.shadowRoot?.elementFromPoint(x, y);
                  }
                  const reachable =
                    hit === el || el.contains(hit) || (el as HTMLInputElement).labels?.[0]?.contains(hit);
                  return { x, y, checked, reachable: Boolean(reachable) };
                }
              return null;
            },
            [role, name] as const,
          );
          if (!found) throw new Error(`no ${role} named "${name}" on ${page.url()}`);
          return found;
        };
        const click = async () => {
          await focusTab(page);
          // As Playwright does: wait until the element would receive the click (nothing covers it).
          const target = await waitFor(find, (t) => t.reachable, `the ${role} "${name}" to be clickable`);
          const origin = await contentOrigin();
          await clickAt({ x: origin.x + target.x, y: origin.y + target.y });
          await sleep(100);
        };
        return {
          click,
          async check() {
            if (!(await find()).checked) await click();
          },
        };
      },
      goto: (url) => navigate(page, url),
      reload: () => page.reload({ waitUntil: 'load' }),
      bringToFront: () => page.bringToFront(),
      screenshot: (options) => page.screenshot(options),
      async close() {
        tabs.delete(tab);
        await page.close();
      },
    };
    tabs.set(tab, page);
    firefoxTabs.add(tab);
    pithReaders.set(tab, (part, fn, arg) => firefoxPith(page, part, fn, arg));
    return tab;
  }

  /** http pages load as usual; the browser's own pages never report "load" over BiDi: poll for them. */
  async function navigate(page: Page, url: string, timeout?: number): Promise<void> {
    if (/^https?:/.test(url)) {
      await page.goto(url, { waitUntil: 'load', timeout });
      return;
    }
    const context = (page.mainFrame() as unknown as { _id: string })._id;
    await send('browsingContext.navigate', { context, url, wait: 'none' });
    await waitFor(
      async () =>
        (await send<{ contexts: { url: string }[] }>('browsingContext.getTree', { root: context })).result
          .contexts[0]?.url,
      (u) => u === url,
      `${url} to show`,
    );
    await sleep(500);
  }

  let opened = 0;
  const harness: Harness = {
    browser: 'firefox',
    extensionId,
    extensionUrl: (file) => `moz-extension://${extensionId}/${file}`,
    async open(fixture, url = `http://pith.test/${fixture}?tab=${++opened}`) {
      harness.serve(url, fixtureHtml(fixture));
      return harness.newTab(url);
    },
    serve(url, html, headers = {}) {
      pages.set(url, { html, headers });
    },
    async newTab(url, { timeout }: { timeout?: number } = {}) {
      const page = await browser.newPage();
      await navigate(page, url, timeout);
      return wrap(page);
    },
    async click(tab) {
      await focusTab(pageOf(tab));
      // MV3 buttons live in the Extensions (puzzle) panel unless pinned: open it, then click Pith's entry.
      // A panel still open from before (the popup Pith opens on a page it cannot read) would take the click.
      await inChrome(
        `[...document.querySelectorAll('panel')].forEach((p) => p.state === 'open' && p.hidePopup())`,
      );
      const panel = `document.getElementById('unified-extensions-panel')?.state ?? 'closed'`;
      await clickAt(await uiPoint('#unified-extensions-button'));
      // Click the entry once the panel has finished opening (it slides in: an early point can miss).
      await waitFor(
        () => inChrome<string>(panel),
        (state) => state === 'open',
        'the Extensions panel',
      );
      await clickAt(await uiPoint(`#${widget}-browser-action .unified-extensions-item-action-button`));
      await waitFor(
        () => inChrome<string>(panel),
        (state) => state === 'closed',
        'Pith’s entry to be clicked',
      );
    },
    pressKeys: (tab, keys) => tab.keyboard.press(keys),
    async tabId(tab) {
      await pageOf(tab).bringToFront();
      return inHelper<number>(
        `browser.tabs.query({ active: true, lastFocusedWindow: true }).then(([t]) => t.id)`,
      );
    },
    call<T>(name: PithFunction, tabId: number, ...args: unknown[]) {
      return inHelper<T>(`browser.runtime.getBackgroundPage().then(({ pith }) =>
        pith[${JSON.stringify(name)}](${JSON.stringify(tabId)}, ...${JSON.stringify(args)}))`);
    },
    inExtension<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) {
      return inHelper<R>(`(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`);
    },
    async download(tab, action) {
      const before = new Set(fs.readdirSync(downloads));
      const result = await action();
      // Firefox writes the file under a temporary name and renames it when it is complete: a name listed may be
      // gone when it is read (CI saw `yYH4ld1N.md` listed, then missing). The download is the one new file, with
      // the same name and size at two polls in a row.
      const stat = (name: string) => fs.statSync(path.join(downloads, name), { throwIfNoEntry: false });
      let last = '';
      for (let attempt = 1; ; attempt++) {
        const [name] = await waitFor(
          async () => fs.readdirSync(downloads).filter((f) => !before.has(f) && !f.endsWith('.part')),
          (files) => {
            const seen = files.length === 1 ? `${files[0]} ${stat(files[0])?.size ?? 0}` : '';
            const settled = seen === last && !seen.endsWith(' 0');
            last = seen;
            return settled && seen !== '';
          },
          `the download of ${tab.url()}`,
        );
        try {
          return { name, saved: fs.readFileSync(path.join(downloads, name), 'utf8'), result };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
        }
      }
    },
    async downloaded() {
      return fs.readdirSync(downloads).filter((f) => !f.endsWith('.part'));
    },
    extensionConsole() {
      return inChrome<string[]>(`(() => {
        const api = Cc['@mozilla.org/consoleAPI-storage;1'].getService(Ci.nsIConsoleAPIStorage).getEvents()
          .filter((e) => e.addonId === ${JSON.stringify(addonId)} && ['error', 'warn'].includes(e.level))
          .map((e) => e.level + ': ' + e.arguments.map(String).join(' '));
        const errors = Services.console.getMessageArray()
          .filter((m) => m instanceof Ci.nsIScriptError)
          .filter((m) => (m.sourceName || '').includes(${JSON.stringify(extensionId)}) ||
            /Unknown localization message/.test(m.errorMessage))
          .map((m) => m.errorMessage + ' (' + m.sourceName.replace(/^moz-extension:[/][/][^/]+/, '') + ')');
        return [...api, ...errors];
      })()`);
    },
    async close() {
      await browser.close().catch(() => undefined);
      display.stop();
      server.close();
      fs.rmSync(downloads, { recursive: true, force: true });
    },
  };
  return harness;
}
