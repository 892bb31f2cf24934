// One place that knows how to start Firefox here (/work/shared/notes/testing-in-firefox.md): Debian's
// firefox-esr in a real window on a private Xvfb display, so that xdotool's key presses and clicks are real X11
// input that reaches the toolbar and the add-on's shortcuts, driven over WebDriver BiDi by puppeteer-core
// (there is no geckodriver here, and Firefox no longer speaks CDP).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';

const run = promisify(execFile);

export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Firefox found: install Debian\'s "firefox-esr" package (with "xvfb" and "xdotool") or set FIREFOX_PATH.',
    );
  }
  return found;
}

export interface Display {
  /** The X display name, e.g. ":3". */
  name: string;
  /** Runs xdotool on this display; returns its trimmed output. */
  xdotool(...args: (string | number)[]): Promise<string>;
  stop(): void;
}

/** A private X server (its own display number, no TCP) for one browser. */
export async function startXvfb(width = 1400, height = 1000): Promise<Display> {
  const proc: ChildProcess = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  const name = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    proc.stdio[3]!.on('data', (d: Buffer) => {
      buffer += String(d);
      if (buffer.includes('\n')) resolve(`:${buffer.trim()}`);
    });
    proc.on('error', (error) => reject(new Error(`Xvfb could not start (install "xvfb"): ${error.message}`)));
    proc.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  const kill = () => proc.exitCode === null && proc.kill('SIGKILL');
  process.once('exit', kill); // even when the test process dies first
  return {
    name,
    async xdotool(...args) {
      const { stdout } = await run('xdotool', args.map(String), { env: { ...process.env, DISPLAY: name } });
      return stdout.trim();
    },
    stop() {
      process.off('exit', kill);
      proc.kill('SIGTERM');
    },
  };
}

/**
 * Firefox (not headless: headless Firefox has no toolbar and no key handling for add-on shortcuts) on
 * `display`, with a fresh profile. `-remote-allow-system-access` lets BiDi evaluate in the browser window
 * (chrome scope), used only to find where the buttons are and to read the add-on's state; every action
 * stays real X input.
 */
export function launchFirefox(display: Display, prefs: Record<string, unknown> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: false,
    defaultViewport: null,
    env: { ...process.env, DISPLAY: display.name },
    args: ['-remote-allow-system-access', '-width', '1280', '-height', '980'],
    extraPrefsFirefox: {
      'devtools.console.stdout.content': false,
      'browser.shell.checkDefaultBrowser': false,
      'browser.aboutwelcome.enabled': false,
      'extensions.unifiedExtensions.enabled': true,
      ...prefs,
    },
  });
}
