// The corpus runs' guarantees, in real Chromium: a page over the time limit becomes an error value and the next
// page still runs; a crashed browser is relaunched.
import { afterAll, describe, expect, it } from 'vitest';
import { PageSession } from './page-session';

const HTML = Buffer.from('<html><head><title>t</title></head><body><p>hello</p></body></html>');
const session = new PageSession(2_000);

afterAll(() => session.close());

describe('PageSession', () => {
  it('gives an error value for a page over the limit, then carries on', async () => {
    const slow = await session.run('https://slow.test/', HTML, () => new Promise(() => undefined));
    expect(slow).toEqual({ ok: false, error: 'timed out after 2 s' });
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
