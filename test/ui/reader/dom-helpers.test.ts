// @vitest-environment jsdom
// DOM logic that needs no layout (jsdom is enough): link classification and sanitising.
import { describe, expect, it } from 'vitest';
import { classifyLink, findOnPage } from '../../../extension/ui/reader/link-target';
import { sanitizeHtml as sanitizeNodes } from '../../../extension/ui/reader/sanitize';
import { markupOf } from '../../../extension/shared/inert-html';
import { dropDuplicateLead } from '../../../extension/ui/reader/dedupe-lead';

describe('classifyLink', () => {
  it('tells URLs, anchors and CSS selectors apart', () => {
    expect(classifyLink('https://forum.example/t/1#p4')).toEqual({
      kind: 'url',
      href: 'https://forum.example/t/1#p4',
    });
    expect(classifyLink('/t/1?page=2')).toEqual({ kind: 'url', href: '/t/1?page=2' });
    expect(classifyLink('#post-12')).toEqual({ kind: 'anchor', href: '#post-12', id: 'post-12' });
    expect(classifyLink('div.post:nth-of-type(3)')).toEqual({
      kind: 'selector',
      selector: 'div.post:nth-of-type(3)',
    });
    expect(classifyLink('#thread > .post[data-id="7"]')).toEqual({
      kind: 'selector',
      selector: '#thread > .post[data-id="7"]',
    });
  });

  it('returns null for nothing or for text that is neither', () => {
    expect(classifyLink(null)).toBeNull();
    expect(classifyLink('  ')).toBeNull();
    expect(classifyLink('div[[[')).toBeNull();
  });
});

describe('findOnPage', () => {
  it('finds same-document targets and ignores other pages', () => {
    document.body.innerHTML =
      '<div id="p-2">two</div><a name="old">old</a><div class="post" data-n="3">three</div>';
    const here = new URL(document.URL);
    expect(findOnPage(classifyLink('#p-2')!)?.textContent).toBe('two');
    expect(findOnPage(classifyLink('#old')!)?.textContent).toBe('old');
    expect(findOnPage(classifyLink('div.post[data-n="3"]')!)?.textContent).toBe('three');
    expect(findOnPage({ kind: 'url', href: `${here.origin}${here.pathname}#p-2` })?.textContent).toBe('two');
    expect(findOnPage({ kind: 'url', href: 'https://elsewhere.example/#p-2' })).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  const sanitizeHtml = (html: string) => markupOf(sanitizeNodes(html));

  it('drops scripts, handlers, javascript: URLs, styles, classes and forms but keeps content', () => {
    const out = sanitizeHtml(
      '<p class="x" style="color:red" onclick="evil()">Hi <a href="javascript:evil()">there</a></p>' +
        '<script>evil()</script><style>p{}</style><form><input value="x"></form>' +
        '<iframe src="https://ads.example"></iframe><img src="a.png" alt="A" onerror="evil()">',
    );
    expect(out).toBe('<p>Hi <a>there</a></p><img src="a.png" alt="A">');
  });

  it('shows no media element: nothing plays or loads (the engine gives media as a link)', () => {
    expect(sanitizeHtml('<video src="v.mp4" autoplay controls><source src="v.webm"></video><p>x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeHtml('<audio src="a.ogg" preload="auto"></audio>')).toBe('');
  });

  it('keeps SVG and MathML, without anything that loads from outside the drawing', () => {
    const out = sanitizeHtml(
      '<svg viewBox="0 0 10 10"><image href="https://t.example/p.png"></image>' +
        '<use href="https://cdn.example/s.svg#a"></use><use href="#g"></use>' +
        '<foreignObject><p>html</p></foreignObject><path d="M0 0"></path></svg>' +
        '<math><mi>x</mi></math>',
    );
    // DOMPurify's SVG profile has no `<use>` at all, so a reference never reaches the overlay.
    expect(out).toBe('<svg viewBox="0 0 10 10"><path d="M0 0"></path></svg><math><mi>x</mi></math>');
  });

  it('keeps a listing’s language as its data-language, and no other class', () => {
    const out = sanitizeHtml(
      '<pre class="language-ts"><code class="language-ts">a</code></pre>' +
        '<pre><code class="language-c++">b</code></pre>' +
        '<pre><code class="language-ts highlight">c</code></pre>' +
        '<pre><code class="language-x&quot;onload=&quot;y">d</code></pre>' +
        '<pre><code class="language-TS">e</code></pre>' +
        '<p><code class="language-js">inline</code></p><pre data-language="evil"><code>f</code></pre>',
    );
    expect(out).toBe(
      '<pre data-language="ts"><code>a</code></pre><pre data-language="c++"><code>b</code></pre>' +
        '<pre><code>c</code></pre><pre><code>d</code></pre><pre><code>e</code></pre>' +
        '<p><code>inline</code></p><pre><code>f</code></pre>',
    );
  });

  it('shows a formula once: its MathML, not its TeX annotation (that is for the exports)', () => {
    expect(
      sanitizeHtml(
        '<p>so <math><semantics><mrow><msup><mi>n</mi><mn>2</mn></msup></mrow>' +
          '<annotation encoding="application/x-tex">n^2</annotation></semantics></math> grows</p>',
      ),
    ).toBe('<p>so <math><mrow><msup><mi>n</mi><mn>2</mn></msup></mrow></math> grows</p>');
  });

  it('keeps ids (footnotes), tables, figures and code', () => {
    const html =
      '<figure><img src="a.png" alt=""><figcaption>Cap</figcaption></figure><p id="fn1">Note</p>' +
      '<table><tbody><tr><td>1</td></tr></tbody></table><pre><code>x &lt; y</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('dropDuplicateLead', () => {
  const lead = { title: 'Harbour Lights Return', author: 'Mara Oduya' };
  const run = (html: string, header: { title: string; author: string | null } = lead) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    dropDuplicateLead(div, header);
    return div.innerHTML;
  };

  it('drops a repeated headline and byline, also inside wrappers or a <header>', () => {
    expect(run('<h1>Harbour  lights return</h1><p>By <a>Mara Oduya</a> · 14 March</p><p>Body.</p>')).toBe(
      '<p>Body.</p>',
    );
    expect(
      run(
        '<div><article><header><h1>Harbour Lights Return</h1><p>Mara Oduya</p></header><p>Body.</p></article></div>',
      ),
    ).toBe('<div><article><p>Body.</p></article></div>');
  });

  it('keeps sentences that mention the author, figures, and everything without a match', () => {
    const sentence = `<p>${'Mara Oduya walked along the quay and counted every lamp on the sea wall, '.repeat(2)}</p>`;
    expect(run(sentence)).toBe(sentence);
    expect(run('<figure><img alt="">Mara Oduya</figure>')).toBe('<figure><img alt="">Mara Oduya</figure>');
    expect(run('<p>First paragraph.</p>')).toBe('<p>First paragraph.</p>');
    expect(run('<p>By Someone Else</p>', { title: '', author: null })).toBe('<p>By Someone Else</p>');
  });
});
