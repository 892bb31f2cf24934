// @vitest-environment jsdom
// The reader copy is sanitised by our own walk (src/assemble/sanitize.ts) with DOMPurify's rules: pinned here
// to what DOMPurify.sanitize() itself makes of the same copy, on hostile and awkward markup.
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { assemble } from '../../src/assemble';
import { removeDuplicateTitle, rewriteLinksAndImages } from '../../src/assemble/rewrite';
import { DROPPED_TAGS } from '../../src/vocabulary';
import { ALLOWED_ATTR, ALLOWED_TAGS, isValidAttribute } from '../../src/assemble/sanitize';
import { codeText } from '../../src/assemble/code';
import { mediaLink } from '../../src/assemble/foreign';

/**
 * The former assembly: copy in the live document, serialise, DOMPurify.sanitize() the string. Listings and
 * media pass through the copy's own stages first (code.ts, foreign.ts), which write markup DOMPurify keeps.
 */
function reference(el: Element, title?: string): string {
  const copy = el.cloneNode(false) as Element;
  const copyChildren = (from: Element, to: Element): void => {
    for (let n = from.firstChild; n; n = n.nextSibling) {
      const tag = (n as Element).localName;
      if (tag === 'video' || tag === 'audio') {
        const link = mediaLink(n as Element, document, document.baseURI);
        if (link) to.appendChild(link);
      } else if (tag === 'pre') {
        const text = codeText(n as Element, {});
        if (!text.trim()) continue;
        const pre = to.appendChild(document.createElement('pre'));
        pre.appendChild(document.createElement('code')).textContent = text;
      } else if (n.nodeType === 3) to.appendChild(n.cloneNode(false));
      else if (n.nodeType === 1 && !DROPPED_TAGS.has((n as Element).localName)) {
        const c = n.cloneNode(false) as Element;
        to.appendChild(c);
        copyChildren(n as Element, c);
      }
    }
  };
  copyChildren(el, copy);
  rewriteLinksAndImages(copy, document.baseURI);
  if (title) removeDuplicateTitle(copy, title);
  const tag = copy.localName;
  const html =
    tag === 'table'
      ? copy.outerHTML
      : ['tbody', 'thead', 'tfoot', 'tr'].includes(tag)
        ? `<table>${copy.outerHTML}</table>`
        : copy.innerHTML;
  return DOMPurify(window).sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false }) as string;
}

function page(html: string): Element {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

const HOSTILE: Record<string, string> = {
  handlers: `<p onclick="alert(1)" onmouseover="x()">Text <b onfocus="y()">bold</b></p>
    <img src="https://cdn.example.org/a.png" onerror="alert(1)" onload="alert(2)" alt="A">`,
  scriptUrls: `<a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(1)">js2</a>
    <a href="vbscript:msgbox(1)">vb</a> <a href="data:text/html,<script>alert(1)</script>">data</a>
    <a href="https://example.org/ok?a=1&amp;b=2">ok</a> <a href="mailto:a@example.org">mail</a>`,
  dataImages: `<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">
    <img data-src="data:image/gif;base64,R0lGOD" src="">`,
  embedded: `<iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x">
    <svg><script>alert(1)</script><a href="javascript:1"><text>svg text</text></a></svg>
    <math><mi>x</mi><mtext><img src=x onerror=alert(1)></mtext></math>`,
  styleAndClass: `<style>p{color:red}</style><p style="color:red" class="lead" id="p1" data-x="1"
    aria-label="Lead paragraph" aria-hidden="false" lang="en" dir="ltr" title=" padded title ">Styled</p>`,
  forms: `<form action="/x"><input value="v"><button>Go</button><select><option>1</option></select></form>
    <textarea>area</textarea><p>after the form</p>`,
  disallowedWrappers: `<center><font color="red">kept <u>text</u></font></center><main><article><header>
    <h2>Head</h2></header><p>body <x-widget data-a="1">custom <i>inner</i></x-widget></p></article></main>
    <label for="f">label</label><address>addr</address>`,
  forbiddenContents: `<video controls><source src="v.mp4">Fallback video text</video>
    <audio>Fallback audio text</audio><noscript><p>noscript text</p></noscript><xmp><b>xmp</b></xmp>
    <noembed>noembed</noembed><template><p>template</p></template><title>t</title>`,
  tables: `<table><caption>Cap</caption><colgroup><col span="2"></colgroup><thead><tr><th colspan="2">H</th>
    </tr></thead><tbody><tr><td rowspan="1" onclick="x()">1</td><td>2</td></tr></tbody>
    <tfoot><tr><td>f</td></tr></tfoot></table>`,
  attributeValues: `<a href="https://example.org/" title="--></style><script>alert(1)</script>">breakout</a>
    <img src="https://example.org/i.png" alt="a/>b"><a title="  spaced  " href="  https://example.org/s  ">s</a>
    <ol start="3" reversed><li>three</li></ol><time datetime=" 2024-01-01 ">then</time>`,
  comments: `<p>before<!-- a comment --><!--<img src=x onerror=alert(1)>-->after</p>`,
  lists: `<dl><dt>t</dt><dd>d</dd></dl><details><summary>More</summary><p>hidden body</p></details>
    <figure><picture><source srcset="a.webp"><img src="https://example.org/p.jpg"></picture>
    <figcaption>cap</figcaption></figure><pre>
  code  kept
</pre>`,
};

describe('reader sanitising walk vs DOMPurify.sanitize', () => {
  for (const [name, html] of Object.entries(HOSTILE)) {
    it(`matches DOMPurify on ${name}`, () => {
      const el = page(html);
      expect(assemble(el).html).toBe(reference(el));
    });
  }

  it('matches DOMPurify on table parts as the root', () => {
    const el = page(HOSTILE.tables);
    for (const part of Array.from(el.querySelectorAll('table, thead, tbody, tfoot, tr'))) {
      expect(assemble(part).html).toBe(reference(part));
    }
  });

  it('matches DOMPurify with the duplicate title removed', () => {
    const el = page(`<h1>The Title</h1><p>Body text</p>`);
    expect(assemble(el, { title: 'The Title' }).html).toBe(reference(el, 'The Title'));
  });

  it('removes the same heading as DOMPurify after the title check when content goes in or before it', () => {
    // The title check reads the copy before sanitising: a heading in a <thead> comes first there, and a
    // heading's dropped <video> fallback is part of its text.
    for (const html of [
      `<table><thead><tr><th><h2>The Title</h2></th></tr></thead></table><h1>The Title</h1><p>Body</p>`,
      `<h1>The Title<video>v</video></h1><p>Body</p>`,
      `<audio><p>fallback</p></audio><h1>The Title</h1><p>Body</p>`,
    ]) {
      const el = page(html);
      expect(assemble(el, { title: 'The Title' }).html).toBe(reference(el, 'The Title'));
    }
  });

  it('never lets a handler, a script URL, a style or a class through', () => {
    const all = Object.values(HOSTILE).join('\n');
    const { html } = assemble(page(all));
    expect(html).not.toMatch(
      /\son\w+=|javascript:|vbscript:|<script|<style|<iframe|<svg|<math|\sstyle=|\sclass=/i,
    );
    expect(html).not.toMatch(/\sdata-[\w-]+=|\sid=/i);
  });

  it('builds the copy in an inert document, apart from the page', () => {
    const el = page(`<p>Text</p><img src="https://example.org/i.png">`);
    const before = document.body.innerHTML;
    const { html } = assemble(el);
    expect(html).toBe('<p>Text</p><img src="https://example.org/i.png">');
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('isValidAttribute vs DOMPurify.isValidAttribute', () => {
  it('accepts and refuses the same tag/attribute/value triples', () => {
    const purifier = DOMPurify(window);
    purifier.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
    const tags = ['a', 'img', 'td', 'ol', 'time', 'label', 'div', 'source', 'video', 'script'];
    const names = [
      ...ALLOWED_ATTR,
      'onerror',
      'style',
      'class',
      'id',
      'name',
      'data-src',
      'aria-label',
      'aria-',
      'for',
      'patchsrc',
      'attributename',
      'xlink:href',
      'srcset',
      'HREF',
      'value',
    ];
    const values = [
      '',
      'x',
      '100',
      'auto',
      '#top',
      '?q=1',
      '/path',
      '//cdn.example.org/a.png',
      'https://example.org/a?b=1&c=2',
      'http://example.org',
      'mailto:a@example.org',
      'tel:+1',
      'ftp://x',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:x',
      'vbscript:x',
      'data:image/png;base64,AAAA',
      'data:text/html,<b>x</b>',
      ' data:image/gif,x',
      'blob:https://example.org/1',
      'about:blank',
      'chrome://x',
      'a/>b',
      '--><img>',
      ']]>',
      '</style>',
      '</TITLE>',
      'href',
      'en',
      'rtl',
      '2024-05-01T10:00:00Z',
      'file:///etc/passwd',
      'custom+scheme:x',
      'x:y',
      '1:2',
      'a.b-c+d:e',
    ];
    for (const tag of tags)
      for (const name of names)
        for (const value of values)
          expect({ tag, name, value, ok: isValidAttribute(tag, name, value) }).toEqual({
            tag,
            name,
            value,
            ok: purifier.isValidAttribute(tag, name, value),
          });
  });
});
