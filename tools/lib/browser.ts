// One place that knows how to start the system Chromium here: playwright-core cannot download browsers,
// so honour CHROME_PATH and fall back to Debian's /usr/bin/chromium, with the flags this machine needs.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROME_PATH.');
  }
  return found;
}

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    ...options,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
}

/**
 * Chromium with an unpacked extension loaded (MV3 needs a persistent context). `javaScriptEnabled: false`
 * turns page JavaScript off in every tab; the extension's injected scripts still run (bench/click.ts).
 * `lang` is the browser's UI language (`--lang`): Chromium then serves the extension that `_locales` table
 * (its `getUILanguage()` keeps saying the system's; e2e/locale.test.ts).
 */
export function launchWithExtension(
  extensionDir: string,
  userDataDir: string,
  headless = true,
  { lang, ...options }: { javaScriptEnabled?: boolean; lang?: string } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless,
    viewport: { width: 1280, height: 900 },
    ...options,
    args: [
      ...(lang ? [`--lang=${lang}`] : []),
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--enable-unsafe-extension-debugging',
      ...CHROMIUM_FLAGS,
    ],
  });
}
