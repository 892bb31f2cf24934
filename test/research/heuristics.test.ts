// LBS, SLS and TP (Louvan thesis 4.2) on pages we write, run in real Chromium.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../tools/lib/browser';
import { runInPage } from '../helpers/in-browser';

const ENTRY = path.resolve(__dirname, 'heuristics-entry.ts');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = <T>(html: string, fn: string, arg?: unknown) => runInPage<T>(browser, html, ENTRY, fn, arg);

const P = (s: string) => `<p>${s} ${'words of the article body '.repeat(8)}</p>`;

describe('LBS (4.2.1)', () => {
  it('takes the largest run of sibling text blocks and skips siblings without own text', async () => {
    const html = `<body><div id="main"><div class="menu"><a href="/">Home</a> <a href="/x">Other</a></div>
      <div id="story">${P('one')}<div class="ad"><a href="/ad">Buy now</a></div>${P('two')}${P('three')}</div>
      <div class="related"><p>short</p><p>also short</p></div></div></body>`;
    const text = await run<string>(html, 'lbsText', '#main');
    expect(text).toContain('one');
    expect(text).toContain('three');
    expect(text).not.toContain('Buy now');
    expect(text).not.toContain('Home');
    expect(text).not.toContain('short');
  });
});

describe('SLS (4.2.2)', () => {
  it('smooths string lengths (equation 4.2) and keeps strings above the standard deviation', async () => {
    const html = `<body><div id="main"><ul><li>Home</li><li>News</li><li>Sport</li></ul>
      <div>${P('alpha')}<h2>Sub</h2>${P('beta')}</div><ul><li>Terms</li><li>Privacy</li></ul></div></body>`;
    const text = await run<string>(html, 'slsText', '#main');
    expect(text).toContain('alpha');
    expect(text).toContain('Sub');
    expect(text).toContain('beta');
    expect(text).not.toContain('Privacy');
  });
});

describe('TP (4.2.3)', () => {
  it('groups the tables around main nodes by their properties (the thesis pattern)', async () => {
    const post = (n: number) =>
      `<table class="post" id="post${n}" cellpadding="4" width="100%"><tr><td>user${n}</td><td class="msg">${P(`post${n}`)}</td></tr></table>`;
    const html = `<body><table id="layout" width="900"><tr><td>${post(1)}${post(2)}${post(3)}</td></tr></table>
      <table class="nav"><tr><td><a href="/">Index</a></td></tr></table></body>`;
    const posts = await run<string[]>(html, 'tpTexts', '.msg');
    expect(posts).toHaveLength(3);
    expect(posts[1]).toContain('post2');
  });

  it('generalises to repeated div/article siblings with the same tag and class', async () => {
    const post = (n: number) =>
      `<article class="message message--post js-post" id="js-post-${n}"><div class="user">u${n}</div><div class="body">${P(`msg${n}`)}</div></article>`;
    const html = `<body><div class="thread">${post(1)}${post(2)}${post(3)}${post(4)}
      <div class="pagination"><a href="?p=2">2</a></div></div></body>`;
    const posts = await run<string[]>(html, 'tpTexts', '.body');
    expect(posts).toHaveLength(4);
    expect(posts.join(' ')).not.toContain('pagination');
  });
});
