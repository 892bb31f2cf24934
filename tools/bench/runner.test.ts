// runApart in real Chromium: each engine's work gets a fresh render of its own, in the order `turn` says.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PageSession } from '../lib/page-session';
import { runApart } from './runner';

const session = new PageSession();
afterAll(() => session.close());

const PAGE = Buffer.from('<html><body><p>Harbour lights</p></body></html>');

/** Marks the page it runs in and says whether a mark was already there, and in what order it ran. */
function marker(name: string, order: string[]) {
  return async (page: Page) => {
    order.push(name);
    return page.evaluate((n) => {
      const seen = document.documentElement.dataset.engine ?? null;
      document.documentElement.dataset.engine = n;
      return { seen, text: document.body.textContent };
    }, name);
  };
}

describe('runApart', () => {
  it('runs each engine on a render of its own, alternating which goes first', async () => {
    for (const [turn, first] of [
      [0, 'pith'],
      [1, 'readability'],
    ] as const) {
      const order: string[] = [];
      const outcome = await runApart(session, 'https://harbour.test/a', PAGE, turn, {
        pith: marker('pith', order),
        readability: marker('readability', order),
      });
      expect(order[0]).toBe(first);
      expect(outcome).toEqual({
        ok: true,
        value: {
          pith: { seen: null, text: 'Harbour lights' },
          readability: { seen: null, text: 'Harbour lights' },
        },
      });
    }
  });

  it('rotates the first render among three engines', async () => {
    const firsts: string[] = [];
    for (const turn of [0, 1, 2]) {
      const order: string[] = [];
      const outcome = await runApart(session, 'https://harbour.test/a', PAGE, turn, {
        pith: marker('pith', order),
        readability: marker('readability', order),
        defuddle: marker('defuddle', order),
      });
      firsts.push(order[0]);
      expect(outcome.ok && Object.values(outcome.value).every((v) => v.seen === null)).toBe(true);
    }
    expect(firsts).toEqual(['pith', 'readability', 'defuddle']);
  });

  it('fails the page when either render fails', async () => {
    const outcome = await runApart(session, 'https://harbour.test/a', PAGE, 0, {
      pith: async () => 'ok',
      readability: async () => {
        throw new Error('renderer crashed');
      },
    });
    expect(outcome).toEqual({ ok: false, error: 'renderer crashed' });
  });
});
