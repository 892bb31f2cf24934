// A page can name elements after the document's own methods and attributes (`<img name="querySelector">`,
// `<form name="body">`): Document has [LegacyOverrideBuiltIns], so `document.querySelector` is then that
// element. The engine reads the document through Document.prototype, never its properties, and never throws.
import { afterAll, describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { runEngine } from '../../tools/lib/render';
import { closeEngine, withEngine, withPage } from '../helpers/engine';

afterAll(closeEngine);

const STORY = 'the lock keepers of the upper canal walk the towpath';

describe('a document whose methods are clobbered by named elements', () => {
  it('really is clobbered (the fixture does what it claims)', async () => {
    const kinds = await withPage('hostile/clobbered-document.html', (page) =>
      page.evaluate(() =>
        ['querySelector', 'body', 'title', 'URL', 'documentElement'].map(
          (name) => (document as unknown as Record<string, unknown>)[name]?.constructor.name,
        ),
      ),
    );
    expect(kinds).toEqual([
      'HTMLImageElement',
      'HTMLFormElement',
      'HTMLImageElement',
      'HTMLImageElement',
      'HTMLImageElement',
    ]);
  });

  for (const method of ['learned', 'sd', 'sd-paper']) {
    it(`is read all the same (${method})`, async () => {
      const x = await withEngine('hostile/clobbered-document.html', { method });
      expect(x.problem).toBeNull();
      expect(x.title).toBe('The lock keepers of the upper canal');
      expect(x.url).toBe('http://fixtures.pith.test/pages/hostile/clobbered-document.html');
      expect(x.article.text).toContain(STORY);
      expect(x.article.text).not.toContain('Sidebar sentence');
    });
  }

  it('an unknown method still comes back as a problem, not a throw (the fallback path)', async () => {
    const x = await withPage('hostile/clobbered-document.html', (page) =>
      runEngine<Extraction>(page, { method: 'no-such-method' }),
    );
    expect(x.problem?.code).toBe('error');
    expect(x.problem?.message).toMatch(/Unknown extraction method/);
    expect(x.title).toBe('The lock keepers of the upper canal');
  });
});
