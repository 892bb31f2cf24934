// @vitest-environment jsdom
// The reader's repairs of extracted markup that axe would report (no layout involved, so jsdom is enough):
// list items outside a list, lists holding other things, and region names that repeat across the reader.
import { describe, expect, it } from 'vitest';
import { enhanceContent } from '../../../extension/ui/reader/enhance-content';
import { listOrphanItems, tidyDefinitionLists, tidyLists } from '../../../extension/ui/reader/lists';

function container(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

/** The markup with white space between tags dropped, to compare structure. */
const shape = (el: Element) => el.innerHTML.replace(/>\s+</g, '><').trim();

describe('listOrphanItems', () => {
  it('puts each run of stray items in a list of their own, and leaves items in lists alone', () => {
    const div = container(
      '<p>Steps</p><li>one</li>\n<!-- x --><li>two</li><p>then</p><li>three</li><ul><li>kept</li></ul>' +
        '<dt>term</dt> <dd>meaning</dd><dl><div><dt>grouped</dt><dd>fine</dd></div></dl>',
    );
    listOrphanItems(div);
    expect(shape(div)).toBe(
      '<p>Steps</p><ul><li>one</li><!-- x --><li>two</li></ul><p>then</p><ul><li>three</li></ul>' +
        '<ul><li>kept</li></ul><dl><dt>term</dt><dd>meaning</dd></dl><dl><div><dt>grouped</dt><dd>fine</dd></div></dl>',
    );
  });

  it('lists stray items nested inside another stray item', () => {
    const div = container('<li>outer<li>inner</li></li>');
    // The HTML parser closes the first item at the second: build the nesting by hand.
    div.innerHTML = '';
    const outer = document.createElement('li');
    outer.append('outer', Object.assign(document.createElement('li'), { textContent: 'inner' }));
    div.append(outer);
    listOrphanItems(div);
    expect(shape(div)).toBe('<ul><li>outer<ul><li>inner</li></ul></li></ul>');
  });
});

describe('tidyLists', () => {
  it('makes a list with no items (an old page’s indent) an indented block', () => {
    const div = container(
      '<ul lang="fr"> (an aside, indented) <i>in italics</i></ul><ul><ul><li>a</li></ul></ul>',
    );
    tidyLists(div);
    expect(shape(div)).toBe(
      '<div lang="fr" class="indent"> (an aside, indented) <i>in italics</i></div>' +
        '<div class="indent"><ul><li>a</li></ul></div>',
    );
  });

  it('gives what a list holds between its items an item of its own, without a marker', () => {
    const div = container('<ol> lead in <li>1</li> stray <b>text</b> <li>2</li><p>after</p> </ol>');
    tidyLists(div);
    expect(shape(div)).toBe(
      '<ol><li class="bare"> lead in </li><li>1</li><li class="bare"> stray <b>text</b></li><li>2</li>' +
        '<li class="bare"><p>after</p></li></ol>',
    );
    expect(div.textContent!.replace(/\s+/g, ' ').trim()).toBe('lead in 1 stray text 2after');
  });

  it('leaves well-formed lists as they are', () => {
    const html = '<ul>\n  <li>a</li>\n  <!-- c -->\n  <li>b<ol><li>c</li></ol></li>\n</ul>';
    const div = container(html);
    tidyLists(div);
    expect(div.innerHTML).toBe(html);
  });
});

describe('tidyDefinitionLists', () => {
  it('makes a definition list without a term (an old page’s indent) an indented block', () => {
    const div = container(
      '<dl><dd>indented</dd><dd dir="rtl">twice</dd></dl><dl><dt>term</dt><dd>kept</dd></dl>' +
        '<dl><div><dt>grouped</dt><dd>kept</dd></div></dl>',
    );
    tidyDefinitionLists(div);
    expect(shape(div)).toBe(
      '<div class="indent"><div>indented</div><div dir="rtl">twice</div></div>' +
        '<dl><dt>term</dt><dd>kept</dd></dl><dl><div><dt>grouped</dt><dd>kept</dd></div></dl>',
    );
  });

  it('follows listOrphanItems: a stray definition with no term ends up a block, not a list', () => {
    const div = container('<p>x</p><dd>stray</dd>');
    enhanceContent(div);
    expect(shape(div)).toBe('<p>x</p><div class="indent"><div>stray</div></div>');
  });
});

describe('enhanceContent region names', () => {
  const names = (div: HTMLElement) =>
    [...div.querySelectorAll('[role="region"]')].map((el) => el.getAttribute('aria-label'));

  it('never repeats a name inside one block, captions included', () => {
    const div = container(
      '<table><tr><td>1</td></tr></table><table><caption>Tides</caption><tr><td>2</td></tr></table>' +
        '<table><caption>Tides</caption><tr><td>3</td></tr></table><table><tr><td>4</td></tr></table>' +
        '<pre>code</pre><pre>more</pre>',
    );
    enhanceContent(div);
    expect(names(div)).toEqual([
      'Table, scrolls sideways',
      'Tides',
      'Tides (2)',
      'Table, scrolls sideways (2)',
      'Code, scrolls sideways',
      'Code, scrolls sideways (2)',
    ]);
  });

  it('shows a listing’s language in a label above it and says it once, in the region’s name', () => {
    const div = container(
      '<pre data-language="ts"><code>let a = 1;</code></pre><pre><code>plain</code></pre>' +
        '<pre data-language="c++"><code>int a;</code></pre>',
    );
    enhanceContent(div);
    expect(names(div)).toEqual([
      'Code (ts), scrolls sideways',
      'Code, scrolls sideways',
      'Code (c++), scrolls sideways',
    ]);
    const labels = [...div.querySelectorAll('.code-language')];
    expect(
      labels.map((l) => [l.textContent, l.getAttribute('aria-hidden'), l.nextElementSibling?.textContent]),
    ).toEqual([
      ['ts', 'true', 'let a = 1;'],
      ['c++', 'true', 'int a;'],
    ]);
    // The listing's own text is only its code; a second pass adds no second label.
    enhanceContent(div);
    expect(div.querySelectorAll('.code-language')).toHaveLength(2);
    expect(div.querySelector('pre')!.textContent).toBe('let a = 1;');
  });

  it('names a comment’s or post’s regions after it, so two posts’ tables differ', () => {
    const first = container('<table><tr><td>1</td></tr></table>');
    const second = container('<table><tr><td>1</td></tr></table><pre>x</pre>');
    enhanceContent(first, 3, 'Post 1 of 2');
    enhanceContent(second, 3, 'Post 2 of 2');
    expect([...names(first), ...names(second)]).toEqual([
      'Table, scrolls sideways, Post 1 of 2',
      'Table, scrolls sideways, Post 2 of 2',
      'Code, scrolls sideways, Post 2 of 2',
    ]);
  });
});

describe('enhanceContent fragment links', () => {
  it('keeps a "#fragment" link whose target is in the reader, by id or name, and makes the others text', () => {
    const div = container(
      // An empty link shows nothing and is unwrapped (before the links below are read): the name it carried
      // goes with it. A name two elements carry stays while one of them is left.
      '<a name="gone" href="https://example.com/"></a>' +
        '<a name="twice" href="https://example.com/"></a><span id="twice">kept</span>' +
        '<p class="links"><a href="#fn1">1</a> <a href="#n2">2</a> <a href="#missing">3</a>' +
        ' <a href="#caf%C3%A9">4</a> <a href="#gone">5</a> <a href="#twice">6</a></p>' +
        '<p id="fn1">one</p><a name="n2"></a><p id="café">four</p>',
    );
    enhanceContent(div);
    const hrefs = [...div.querySelectorAll('.links a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#fn1', '#n2', null, '#caf%C3%A9', null, '#twice']);
    expect(div.querySelector('[name="gone"]')).toBeNull();
  });
});
