// renderPage's corpus rules in real Chromium: only the page itself is served, at its (canonical) URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { CorpusTab, engineFor, engineMethods, renderPage, settleLayout } from './render';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('renderPage', () => {
  it('keeps the page when a <noscript> meta refresh tries to navigate away', async () => {
    const html = `<html><head><noscript><meta http-equiv="refresh" content="0;url=https://elsewhere.test/x"></noscript>
      </head><body><p>still here</p></body></html>`;
    const rendered = await renderPage(browser, 'https://site.test/page', Buffer.from(html));
    await new Promise((r) => setTimeout(r, 300)); // give the refresh its chance
    expect(await rendered.page.evaluate(() => [location.href, document.body.innerText])).toEqual([
      'https://site.test/page',
      'still here',
    ]);
    await rendered.close();
  });

  it('renders a saved page whose serialiser wrote empty elements self-closed as the live page was', async () => {
    // A hidden empty element written `<div … style="display:none"/>` would hide the whole thread after it.
    const html = `<body><div class="thread"><div class="js-menu" style="display:none"/><i class="fa-share"/>
      <article><p>First post</p></article><article><p>Second post</p></article></div></body>`;
    const rendered = await renderPage(browser, 'https://forum.test/thread', Buffer.from(html));
    expect(await rendered.page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim())).toBe(
      'First post Second post',
    );
    await rendered.close();
  });

  it('serves the page at the canonical form of a sloppy gold URL', async () => {
    const rendered = await renderPage(browser, 'https://site.test/a b ', Buffer.from('<p>ok</p>'));
    expect(await rendered.page.evaluate(() => location.href)).toBe('https://site.test/a%20b');
    await rendered.close();
  });
});

describe('settleLayout', () => {
  // The page changes after load: a lazy image comes back broken (its request is blocked) and takes the size of
  // its attributes, one box grows for 2 s and stops, another swings for ever.
  const html = `<html><head><style>
      @keyframes grow { from { width: 10px } to { width: 1800px } }
      @keyframes swing { from { margin-left: 0 } to { margin-left: 900px } }
      #grow { height: 10px; animation: grow 2s linear forwards }
      #swing { width: 500px; height: 10px; animation: swing 0.7s linear infinite alternate }
    </style></head><body style="margin:0">
      <div id="grow"></div><div id="swing"></div>
      <marquee style="width:600px"><span id="ticker">News that scrolls by</span>
        <marquee direction="up" height="60"><span id="inner">and more</span></marquee></marquee>
      <img loading="lazy" src="https://cdn.test/a.png" width="300" height="2000" alt="">
    </body></html>`;
  const layout = (rendered: Awaited<ReturnType<typeof renderPage>>) =>
    rendered.page.evaluate(() => ({
      grow: document.getElementById('grow')!.getBoundingClientRect().width,
      swing: document.getElementById('swing')!.getBoundingClientRect().left,
      ticker: ['ticker', 'inner'].map((id) => {
        const box = document.getElementById(id)!.getBoundingClientRect();
        return [box.x, box.y];
      }),
      loading: Array.from(document.images).filter((img) => !img.complete).length,
      size: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    }));

  it('finishes what ends, stops what does not, and waits for the images', async () => {
    const rendered = await renderPage(browser, 'https://site.test/moving', Buffer.from(html));
    await settleLayout(rendered.page);
    const settled = await layout(rendered);
    expect(settled.grow).toBe(1800);
    expect(settled.swing).toBe(0);
    expect(settled.loading).toBe(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(await layout(rendered)).toEqual(settled);
    await rendered.close();
  });

  it('stops marquees, nested ones too, at the same place on every render', async () => {
    // A marquee's own animation is not among the document's animations: without settling, its text stands
    // wherever it has scrolled to when the table is measured.
    const places = [];
    for (const wait of [0, 700]) {
      const rendered = await renderPage(browser, 'https://site.test/ticker', Buffer.from(html));
      await new Promise((r) => setTimeout(r, wait));
      await settleLayout(rendered.page);
      places.push((await layout(rendered)).ticker);
      await rendered.close();
    }
    expect(places[1]).toEqual(places[0]);
    // Where the marquee's box begins, on the page, not scrolled in from past its edge.
    const [[x], [, innerY]] = places[0];
    expect(x).toBe(0);
    expect(innerY).toBeGreaterThanOrEqual(0);
  });
});

describe('engineFor (needs `npm run build`)', () => {
  it('runs the shipped methods in the shipped build and only the others in the research build', () => {
    expect(engineMethods('shipped')).toEqual(['learned', 'sd', 'sd-paper']);
    expect(engineMethods('research')).toEqual(expect.arrayContaining(['learned', 'sd', 'cs2', 'pith']));
    expect([undefined, 'learned', 'sd', 'sd-paper'].map(engineFor)).toEqual([
      'shipped',
      'shipped',
      'shipped',
      'shipped',
    ]);
    expect(['cs2', 'cs1+tp', 'pith'].map(engineFor)).toEqual(['research', 'research', 'research']);
    // Unknown: the shipped engine reports it as a problem.
    expect(engineFor('no-such-method')).toBe('shipped');
  });
});

describe('CorpusTab', () => {
  it('renders page after page in one tab, each a new document with nothing of the last', async () => {
    const tab = await CorpusTab.open(browser);
    const seen = async (url: string, html: string) => {
      const page = await tab.render(url, Buffer.from(html));
      return page.evaluate(() => [location.href, document.body.innerText, 'mark' in window]);
    };
    try {
      expect(await seen('https://one.test/a', '<p>first</p>')).toEqual([
        'https://one.test/a',
        'first',
        false,
      ]);
      await tab.page.evaluate(() => Object.assign(window, { mark: 1 }));
      expect(await seen('https://two.test/b', '<p>second</p>')).toEqual([
        'https://two.test/b',
        'second',
        false,
      ]);
      await tab.page.evaluate(() => Object.assign(window, { mark: 1 }));
      // Only the fragment differs: still a new document, served again.
      expect(await seen('https://two.test/b#x', '<p>third</p>')).toEqual([
        'https://two.test/b#x',
        'third',
        false,
      ]);
    } finally {
      await tab.close();
    }
  });
});
