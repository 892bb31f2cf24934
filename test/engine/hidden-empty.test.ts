// Visibility comes from the live layout (stylesheet classes, aria-hidden, hidden, zero-size, opacity), and a
// page with nothing readable gives a readable problem instead of an empty article.
import { afterAll, describe, expect, it } from 'vitest';
import { closeEngine, withEngine } from '../helpers/engine';

afterAll(closeEngine);

describe('page with hidden text', () => {
  it('keeps the visible story and drops every kind of hidden text', async () => {
    const x = await withEngine('hidden-text.html');
    expect(x.problem).toBeNull();
    expect(x.article.text).toContain('Otters have returned to every river in the county');
    expect(x.article.text).toContain('road crossings remain the biggest danger');
    for (const hidden of [
      'Stylesheet-hidden',
      'Aria-hidden',
      'Hidden-attribute',
      'Zero-size',
      'Visibility-hidden',
      'Opacity-zero',
      'Screen-reader-only',
    ]) {
      expect(x.article.text).not.toContain(hidden);
      expect(x.article.html).not.toContain(hidden);
    }
  });
});

describe('empty page', () => {
  it('reports no-content with a message the user can read', async () => {
    const x = await withEngine('empty.html');
    expect(x.problem).toEqual({ code: 'no-content', message: 'This page has no article we could find.' });
    expect(x.article.text).toBe('');
    expect(x.posts).toEqual([]);
    expect(x.comments).toEqual([]);
  });

  it('reports an unknown method as a problem instead of throwing', async () => {
    const x = await withEngine('empty.html', { method: 'no-such-method' });
    expect(x.problem?.code).toBe('error');
    expect(x.problem?.message).toContain('no-such-method');
  });
});
