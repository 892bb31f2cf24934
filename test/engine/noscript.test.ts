// `<noscript>` is read where the page shows it: with scripts off its content is parsed and rendered (and on a
// single-page app's crawler view it is the whole thread); with scripts on it holds one text node of unparsed
// markup, never shown and never text to read.
import { afterAll, describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { runEngine } from '../../tools/lib/render';
import { closeEngine, withEngine, withPage } from '../helpers/engine';

afterAll(closeEngine);

const POSTS = ['Heading into the hills for three nights', 'Reseal it first', 'pack a small sponge'];

describe('a thread that only a <noscript> holds', () => {
  for (const method of ['learned', 'sd']) {
    it(`is read with scripts off (${method})`, async () => {
      const x = await withEngine('noscript-thread.html', { method });
      expect(x.problem).toBeNull();
      const text = [x.article.text, ...x.posts.map((p) => p.text), ...x.comments.map((c) => c.text)].join(
        '\n',
      );
      for (const post of POSTS) expect(text).toContain(post);
      expect(text).not.toContain('Powered by a forum engine');
    });
  }

  it('is not read as text where scripts run: the page shows only its app shell', async () => {
    const x = await withPage(
      'noscript-thread.html',
      (page) => runEngine<Extraction>(page, { method: 'learned' }),
      { scripts: true },
    );
    const text = [x.article.text, x.article.html, ...x.posts.map((p) => p.text)].join('\n');
    for (const post of POSTS) expect(text).not.toContain(post);
    expect(text).not.toContain('crawler-post');
  });
});

describe('noscript content that is not reading matter, with scripts off', () => {
  for (const method of ['learned', 'sd']) {
    it(`leaves out a bare notice, escaped markup and image fallbacks (${method})`, async () => {
      const x = await withEngine('noscript-article.html', { method });
      expect(x.problem).toBeNull();
      expect(x.article.text).toContain('a pair of grey herons has nested');
      expect(x.article.text).toContain('keep the island closed to boats');
      for (const out of ['enable JavaScript', 'image beacon', '<img', 'beacon.gif']) {
        expect(x.article.text).not.toContain(out);
        expect(x.article.html).not.toContain(out);
      }
      expect(x.article.html).not.toContain('heron-large.jpg');
    });
  }
});
