// runApart in real Chromium: each engine's work gets a fresh render of its own, in the order `turn` says.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PageSession } from '../lib/page-session';
import { jobsFor, runApart } from './runner';

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

describe('jobsFor', () => {
  it('keeps the pages of the given page types, then the first `limit` of each set', () => {
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-jobs-'));
    fs.mkdirSync(path.join(corpus, 'wcxb'));
    const gold = ['forum', 'article', 'forum', 'product', 'forum'].map((pageType, i) => ({
      id: `p${i}`,
      pageType,
    }));
    fs.writeFileSync(path.join(corpus, 'wcxb', 'gold.jsonl'), gold.map((g) => JSON.stringify(g)).join('\n'));
    const ids = (jobs: { gold: { id: string } }[]) => jobs.map((j) => j.gold.id);
    expect(ids(jobsFor(corpus, null))).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(ids(jobsFor(corpus, ['wcxb'], 2, ['forum']))).toEqual(['p0', 'p2']);
    expect(ids(jobsFor(corpus, null, undefined, ['article', 'product']))).toEqual(['p1', 'p3']);
    fs.rmSync(corpus, { recursive: true });
  });
});
