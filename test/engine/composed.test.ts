// The page as it is rendered (src/dom/composed.ts): an article inside a web component's shadow root (open, or
// closed and read through the reader the extension passes in), inside a same-origin frame between the page's
// own paragraphs, or in the main frame of a frameset. Before, each was missing from the reader, which showed
// the site's header or said there was no article.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { engineScript, runEngine } from '../../tools/lib/render';
import {
  closeEngine,
  engineBrowser,
  FIXTURE_ORIGIN,
  FIXTURES,
  withEngine,
  withPage,
} from '../helpers/engine';

afterAll(closeEngine);

const METHODS = ['learned', 'sd'];

/** `parts` appear in `text` in this order. */
function expectInOrder(text: string, parts: string[]): void {
  const at = parts.map((p) => text.indexOf(p));
  for (const [k, i] of at.entries()) expect(i, `"${parts[k]}" is in the text`).toBeGreaterThanOrEqual(0);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
}

const NOT_STORY = ['Header sentence', 'Sidebar sentence', 'Footer sentence'];

describe('an article in an open shadow root', () => {
  for (const method of METHODS) {
    it(`is read with its slotted light content in place (${method})`, async () => {
      const x = await withEngine('shadow-article.html', { method });
      expect(x.problem).toBeNull();
      expectInOrder(x.article.text, [
        'By Ines Calloway',
        'Ten years after the sea wall was breached',
        'Surveyors counted more than two thousand redshank',
        'Farmers who sold the land were sceptical',
        'The council now plans to open a boardwalk',
      ]);
      for (const out of NOT_STORY) expect(x.article.text).not.toContain(out);
      expect(x.article.html).toContain('<p>');
      expect(x.article.html).not.toContain('<slot');
    });
  }
});

describe('an article in a closed shadow root', () => {
  const extractWith = (useReader: boolean, method: string) =>
    withPage(
      'shadow-closed.html',
      async (page) => {
        await page.evaluate(engineScript());
        return page.evaluate(
          ([m, reader]) => {
            const g = globalThis as unknown as {
              PithEngine: { extract(d: Document, o: object): Extraction };
              pithFixtureShadowRoot: (el: Element) => ShadowRoot | null;
            };
            const shadowRoot = reader ? g.pithFixtureShadowRoot : undefined;
            return g.PithEngine.extract(document, { method: m, shadowRoot });
          },
          [method, useReader] as const,
        );
      },
      { scripts: true },
    );

  for (const method of METHODS) {
    it(`is read through the shadow-root reader the host passes in (${method})`, async () => {
      const x = await extractWith(true, method);
      expect(x.problem).toBeNull();
      expectInOrder(x.article.text, [
        'Ten years after the sea wall was breached',
        'Farmers who sold the land were sceptical',
        'The council now plans to open a boardwalk',
      ]);
      for (const out of NOT_STORY) expect(x.article.text).not.toContain(out);
    });
  }

  it('asks the reader once an element, only of elements that can host a shadow root (an extension API call)', async () => {
    const { asked, twice, text } = await withPage(
      'shadow-closed.html',
      async (page) => {
        await page.evaluate(engineScript());
        return page.evaluate(() => {
          const g = globalThis as unknown as {
            PithEngine: { extract(d: Document, o: object): Extraction };
            pithFixtureShadowRoot: (el: Element) => ShadowRoot | null;
          };
          const tags = new Set<string>();
          const seen = new Set<Element>();
          let twice = 0;
          const shadowRoot = (el: Element) => {
            tags.add(el.localName);
            if (seen.has(el)) twice++;
            seen.add(el);
            return g.pithFixtureShadowRoot(el);
          };
          const x = g.PithEngine.extract(document, { method: 'learned', shadowRoot });
          return { asked: [...tags], twice, text: x.article.text };
        });
      },
      { scripts: true },
    );
    expect(text).toContain('Ten years after the sea wall was breached');
    expect(asked.some((tag) => tag.includes('-'))).toBe(true); // the story's custom element
    expect(twice).toBe(0); // the walks (SD-Tree, block table, copy) share the answers of one extraction
    const hosts = ['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'header', 'main', 'nav', 'p', 'section', 'span']; // prettier-ignore
    expect(
      asked.filter((tag) => !tag.includes('-') && !hosts.includes(tag) && !/^h[1-6]$/.test(tag)),
    ).toEqual([]);
  });

  it('is out of reach without one (a page script, the CLI and the bench see open roots only)', async () => {
    const x = await extractWith(false, 'learned');
    expect(x.article.text).not.toContain('Ten years after the sea wall was breached');
  });
});

describe('an article continued in a same-origin frame', () => {
  for (const method of METHODS) {
    it(`reads the frame's text in its place between the page's paragraphs (${method})`, async () => {
      const x = await withEngine('iframe-article.html', { method });
      expect(x.problem).toBeNull();
      expectInOrder(x.article.text, [
        'Opening sentence',
        'Middle sentence: the last rope maker',
        'He learned the trade from his grandfather',
        'Closing sentence',
      ]);
      for (const out of NOT_STORY) expect(x.article.text).not.toContain(out);
    });
  }
});

describe('a frameset page', () => {
  const FRAMES = path.join(FIXTURES, 'frames');

  async function extractFrameset(method: string): Promise<Extraction> {
    const browser = await engineBrowser();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      // The frameset and its two frames, served from test/fixtures/frames; nothing else answers.
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        const file = path.join(FRAMES, path.basename(url.pathname));
        if (url.origin !== FIXTURE_ORIGIN || !fs.existsSync(file)) return route.abort('blockedbyclient');
        return route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: fs.readFileSync(file),
        });
      });
      await page.goto(`${FIXTURE_ORIGIN}/frames/frameset.html`, { waitUntil: 'load' });
      return await runEngine<Extraction>(page, { method });
    } finally {
      await context.close();
    }
  }

  for (const method of METHODS) {
    it(`reads the main frame's document as the article (${method})`, async () => {
      const x = await extractFrameset(method);
      expect(x.problem).toBeNull();
      expectInOrder(x.article.text, [
        'A tidal mill stores the rising tide',
        'The mill at Eling has worked this way',
        'Most of the mills on this coast stopped',
      ]);
      expect(x.article.text).not.toContain('Navigation sentence');
    });
  }
});
