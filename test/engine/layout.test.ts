// Layout-dependent pieces of the engine in real Chromium: the SD-Tree walk's cheaper visibility check makes the
// same decisions as the reference one, and assembly copies into an inert document (nothing loads, no handler
// runs, even on a page whose scripts are on).
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../tools/lib/browser';
import { bundle, runInPage } from '../helpers/in-browser';

const ENTRY = path.resolve(__dirname, 'layout-entry.ts');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HIDDEN_VARIANTS = `<body><style>
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .clipx { overflow-x: hidden; width: 300px; height: 0; }
  .cv { content-visibility: hidden; }
  .contents { display: contents; }
  .faded { opacity: 0; }
</style>
<div id="visible"><p id="p">Visible text</p><span id="empty-inline"></span><img id="img" alt="x" width="20" height="20"></div>
<div id="display-none" style="display:none"><p id="in-display-none">x</p></div>
<div id="visibility-hidden" style="visibility:hidden"><p id="visible-again" style="visibility:visible">x</p></div>
<div id="collapse" style="visibility:collapse">x</div>
<div id="opacity-zero" class="faded"><p id="in-opacity-zero">x</p></div>
<div id="reveal-pending" style="opacity:0; transform: translateY(40px)"><p id="in-reveal-pending">x</p></div>
<div id="slide" style="position:absolute; opacity:0">x</div>
<div id="opacity-low" style="opacity:0.01">x</div>
<div id="hidden-attr" hidden>x</div>
<div id="aria" aria-hidden="true">x</div>
<div id="aria-upper" aria-hidden="TRUE">x</div>
<div id="aria-false" aria-hidden="false">x</div>
<p id="hidden-attr-empty" hidden="">x</p>
<div id="sr" class="sr">screen reader only</div>
<div id="clipx" class="clipx"><p>x</p></div>
<div id="float-parent" style="height:0"><div id="floated" style="float:left;width:50px;height:20px">f</div></div>
<div id="zero-leaf" style="width:0;height:0"></div>
<div id="off-left" style="position:absolute;left:-9999px;width:100px">x</div>
<div id="off-top" style="position:absolute;top:-9999px;height:10px">x</div>
<div id="contents" class="contents"><p id="in-contents">x</p></div>
<div id="contents-hidden" class="contents" style="visibility:hidden"><p id="in-contents-hidden">x</p></div>
<div id="cv" class="cv"><p id="in-cv">skipped content</p></div>
<details id="details"><summary id="summary">More</summary><p id="in-details">closed</p></details>
<table><tr id="row-collapse" style="visibility:collapse"><td id="cell">c</td></tr></table>
<span id="zero-inline" style="display:inline-block;width:0;height:0;overflow:hidden">x</span>
</body>`;

describe('SD-Tree walk visibility (checkVisibility first)', () => {
  it('hides and keeps exactly what the computed-style check does', async () => {
    const pairs = await runInPage<[string, boolean, boolean][]>(
      browser,
      HIDDEN_VARIANTS,
      ENTRY,
      'visibilityPairs',
    );
    expect(pairs.length).toBeGreaterThan(30);
    for (const [id, reference, fast] of pairs)
      expect({ id, hidden: fast }).toEqual({ id, hidden: reference });
    const hidden = pairs.filter(([, h]) => h).map(([id]) => id);
    expect(hidden).toEqual(
      expect.arrayContaining([
        'display-none',
        'visibility-hidden',
        'opacity-zero',
        'hidden-attr',
        'aria',
        'sr',
        'slide',
      ]),
    );
    expect(hidden).not.toContain('visible');
    // An inline opacity:0 in the flow is a scroll-reveal animation's start state: content, not hidden.
    expect(hidden).not.toContain('reveal-pending');
    expect(hidden).not.toContain('in-reveal-pending');
    expect(hidden).not.toContain('float-parent');
  });

  it('decides the same reading attributes only of the elements one query found', async () => {
    const pairs = await runInPage<[string, boolean, boolean][]>(
      browser,
      HIDDEN_VARIANTS,
      ENTRY,
      'visibilityPairsMarked',
    );
    for (const [id, reference, fast] of pairs)
      expect({ id, hidden: fast }).toEqual({ id, hidden: reference });
    const hidden = pairs.filter(([, , h]) => h).map(([id]) => id);
    expect(hidden).toEqual(expect.arrayContaining(['hidden-attr', 'hidden-attr-empty', 'aria']));
    expect(hidden).not.toContain('aria-upper');
    expect(hidden).not.toContain('aria-false');
  });

  it('falls back to the computed style where checkVisibility is missing', async () => {
    const pairs = await runInPage<[string, boolean, boolean][]>(
      browser,
      HIDDEN_VARIANTS,
      ENTRY,
      'visibilityPairsWithoutCheckVisibility',
    );
    for (const [id, reference, fast] of pairs)
      expect({ id, hidden: fast }).toEqual({ id, hidden: reference });
  });
});

describe('assembly copies into an inert document', () => {
  it('loads no image and runs no handler of the copied content, on a page with scripts on', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const requests: string[] = [];
      await context.route('**/*', (route) => {
        requests.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      const page = await context.newPage();
      await page.setContent(
        `<body><div id="story"><p>Story text long enough to read.</p>
          <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://img.pith.test/lazy.jpg" alt="lazy">
          <img src="https://img.pith.test/broken.jpg" onerror="window.__fired = (window.__fired || 0) + 1" alt="b">
          <p onclick="window.__fired = 99">more text</p></div></body>`,
        { waitUntil: 'load' },
      );
      await page.waitForFunction(() => (window as unknown as { __fired?: number }).__fired === 1);
      requests.length = 0;
      await page.addScriptTag({ content: await bundle(ENTRY) });
      const html = await page.evaluate(() =>
        (
          globalThis as unknown as { __pith: { assembleHtml(d: Document, s: string): string } }
        ).__pith.assembleHtml(document, '#story'),
      );
      await page.waitForTimeout(300);
      expect(html).toContain('src="https://img.pith.test/lazy.jpg"');
      expect(html).toContain('src="https://img.pith.test/broken.jpg"');
      expect(html).not.toMatch(/onerror|onclick/);
      expect(requests).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __fired?: number }).__fired)).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('metadata meta index', () => {
  it('answers as one querySelector per key does, case-sensitively', async () => {
    const html = `<head><meta name="author" content="  "><meta property="author" content="Second">
      <meta name="og:title" property="og:site_name" content="Both"><meta property="og:title" content="Later">
      <meta name="Date" content="Upper"><meta name="date" content="2024-05-01"><meta content="no key">
      </head><body><p>Body <meta name="late" content="in body"></p></body>`;
    const keys = [
      ['author'],
      ['og:title'],
      ['og:site_name'],
      ['date'],
      ['Date'],
      ['DATE'],
      ['late'],
      ['x', 'date'],
    ];
    const answers = await runInPage<[string | null, string | null][]>(
      browser,
      html,
      ENTRY,
      'metaAnswers',
      keys,
    );
    expect(answers.map(([indexed]) => indexed)).toEqual([
      null,
      'Both',
      'Both',
      '2024-05-01',
      'Upper',
      null,
      'in body',
      '2024-05-01',
    ]);
    for (const [indexed, queried] of answers) expect(indexed).toBe(queried);
  });
});

describe('cssSelector', () => {
  it('finds every element again, custom and odd tag names included', async () => {
    const html = `<body><div><x-post-2><p>a</p><p>b</p></x-post-2><my_el><span>c</span></my_el></div>
      <section id="s1"><h2>t</h2><article><div></div><div><em>d</em></div></article></section></body>`;
    const checks = await runInPage<[string, boolean, boolean][]>(browser, html, ENTRY, 'selectorChecks');
    expect(checks.length).toBeGreaterThan(10);
    for (const [selector, found, escaped] of checks)
      expect({ selector, found, escaped }).toEqual({ selector, found: true, escaped: true });
  });
});

describe('SD-Tree densities', () => {
  it('count the own visible text of each element, whitespace collapsed, and the text below it', async () => {
    const html = `<body><div id="root">
      <p id="leaf">  Harbour   lights
         burned\u00a0all night. </p>
      <p id="mixed">Before <a id="link" href="#">the   link</a> and after.</p>
      <p id="split">foo <!-- note --> bar</p>
      <p id="joined">foo<!-- note -->bar</p>
      <div id="wrapper"><p id="gone" style="display:none">never counted</p> tail text </div>
    </div></body>`;
    const found = await runInPage<[string, number, number][]>(browser, html, ENTRY, 'densities');
    expect(Object.fromEntries(found.map(([id, own, below]) => [id, [own, below]]))).toEqual({
      root: [0, 32 + 25 + 7 + 6 + 9],
      leaf: [32, 32],
      // Own text pieces are joined by one space: "Before" + "and after.".
      mixed: [17, 25],
      link: [8, 8],
      split: [7, 7],
      // A comment inside a word: the word as rendered.
      joined: [6, 6],
      wrapper: [9, 9],
    });
  });
});

describe('regions', () => {
  it('are computed on the first read by default, as extract() with regions: eager computes them', async () => {
    const html = `<body><nav><a href="/a">Home</a> <a href="/b">World</a></nav><article><h1>Harbour lights</h1>
      ${'<p>The old harbour lights were relit on Friday after eleven dark winters, to a crowd of some hundreds.</p>'.repeat(6)}
      </article><footer>Footer text of the site, with a few words in it.</footer></body>`;
    const r = await runInPage<{
      timedBefore: boolean;
      timedAfter: boolean;
      same: boolean;
      count: number;
      assigned: number;
    }>(browser, html, ENTRY, 'lazyRegions');
    expect(r).toEqual({ timedBefore: false, timedAfter: true, same: true, count: r.count, assigned: 0 });
    expect(r.count).toBeGreaterThan(1);
  });
});
