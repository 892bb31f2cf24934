// Keyboard shortcuts no browser takes for itself: each browser binds the keys the manifest suggests when Pith
// is installed, and a real key press (X11, in a real window) reaches Pith rather than the browser's own menus.
// Chromium keeps Alt+Shift+R for itself (it leaves it unbound); in Firefox Alt+Shift+H opens the Help menu.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '../tools/lib/paths';
import { BROWSERS, inPith, readerText, startExtension, waitFor, type Harness } from './harness';

describe.each(BROWSERS)('keyboard shortcuts in %s', (browser) => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(DIST, browser === 'chromium' ? 'chrome' : 'firefox', 'manifest.json'), 'utf8'),
  ) as { commands: Record<string, { suggested_key: { default: string } }> };
  const suggested = Object.fromEntries(
    Object.entries(manifest.commands).map(([name, c]) => [name, c.suggested_key.default]),
  );
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser, { realKeys: true });
  });
  afterAll(async () => h?.close());

  it('binds every key the manifest suggests', async () => {
    const commands = await h.inExtension(() => chrome.commands.getAll());
    expect(Object.fromEntries(commands.map((c) => [c.name, c.shortcut]))).toEqual(suggested);
  });

  it('opens and closes the reader and shows the highlights on a real key press', async () => {
    const page = await h.open('news-article.html');
    const highlights = async () => (await inPith(page, 'highlights', () => true)) === true;

    await h.pressKeys(page, suggested._execute_action);
    expect(
      await waitFor(
        () => readerText(page),
        (t) => t !== null,
        'the reader',
      ),
    ).toContain('Harbour Lights Return to Kestrel Bay');
    await h.pressKeys(page, suggested._execute_action);
    await waitFor(
      () => readerText(page),
      (t) => t === null,
      'the reader to close',
    );

    await h.pressKeys(page, suggested['toggle-highlights']);
    await waitFor(highlights, (on) => on, 'the highlights');
    await page.keyboard.press('Escape');
    await waitFor(highlights, (on) => !on, 'Escape to remove the highlights');
    await page.close();
  });
});
