// The options page in both browsers: every label comes from _locales. A key the table lacks makes
// `getMessage` fail (Firefox logs "Unknown localization message" for each) and `t()` show the key itself,
// as the engine-method labels (method_*) once did twelve times in Firefox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS, startExtension, waitFor, type Harness } from './harness';

/** Text that looks like a message key rather than words: `method_cs2`, `reader_theme_dark`, `optionsSaved`. */
const MESSAGE_KEY = /^[a-z][a-z0-9]*(?:_[A-Za-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;

describe.each(BROWSERS)('options page in %s', (browser) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  it('shows its sections with labels from _locales, no raw message keys', async () => {
    const page = await h.newTab(h.extensionUrl('options/index.html'));
    const texts = await waitFor(
      () =>
        page.evaluate(() => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (node.textContent!.trim()) found.push(node.textContent!.trim());
          // the shortcuts come from the browser a moment after the first render
          return document.querySelector('kbd') ? found : [];
        }),
      (t) => t.length > 0,
      'the options page',
    );
    expect(texts).toEqual(expect.arrayContaining(['Pith options', 'Export']));
    expect(texts.filter((t) => MESSAGE_KEY.test(t))).toEqual([]);
    // Firefox also logs each key its table lacks; the add-on logs nothing else on the way either.
    if (h.extensionConsole) expect(await h.extensionConsole()).toEqual([]);
    await page.close();
  });
});
