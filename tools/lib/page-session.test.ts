// The corpus runs' guarantees, in real Chromium: a page over the time limit becomes an error value and the next
// page still runs; a crashed browser is relaunched.
import { afterAll, describe, expect, it } from 'vitest';
import { PageSession } from './page-session';

const HTML = Buffer.from('<html><head><title>t</title></head><body><p>hello</p></body></html>');
/**
 * The limit every page of these tests runs under: the page that never finishes waits it out, and the others
 * must render well within it even on a loaded 2-core machine (2 s failed every test while a corpus run shared
 * the machine: a fresh context took longer than that).
 */
const LIMIT_S = 8;
const session = new PageSession(LIMIT_S * 1000);

afterAll(() => session.close());

describe('PageSession', () => {
  it('gives an error value for a page over the limit, then carries on', async () => {
    const slow = await session.run('https://slow.test/', HTML, () => new Promise(() => undefined));
    expect(slow).toEqual({ ok: false, error: `timed out after ${LIMIT_S} s` });
    const next = await session.run('https://next.test/', HTML, (page) => page.title());
    expect(next).toEqual({ ok: true, value: 't' });
  });

  it('turns a failing page into a one-line error', async () => {
    const failed = await session.run('https://fail.test/', HTML, async () => {
      throw new Error('engine exploded\n  at stack line');
    });
    expect(failed).toEqual({ ok: false, error: 'engine exploded' });
  });

  it('relaunches the browser after a crash', async () => {
    await session.run('https://a.test/', HTML, async (page) => {
      await page.context().browser()?.close(); // what a crash looks like from here
    });
    const after = await session.run('https://b.test/', HTML, (page) => page.title());
    expect(after).toEqual({ ok: true, value: 't' });
    expect(session.relaunches).toBe(1);
  });
});
