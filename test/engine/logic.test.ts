// @vitest-environment jsdom
// Pure logic of the engine (no layout involved): eq. 1 and 2, comment keywords, URLs, images, text, titles.
import { describe, expect, it } from 'vitest';
import { blockText } from '../../src/assemble/text';
import { isTrackingPixel, resolveImageSrc } from '../../src/assemble/images';
import { absoluteUrl, bestFromSrcset } from '../../src/assemble/urls';
import { stripSiteSuffix, toIso } from '../../src/metadata';
import { dfm, titleDiff } from '../../src/sdtree/dfm';
import {
  furnitureName,
  hasFurnitureWord,
  isClutterName,
  isConsentName,
  isFooterName,
  isSidebarName,
  commentKeyword,
  landmarkName,
  nameTokens,
  textCommentKeyword,
} from '../../src/vocabulary';
import { textStart } from '../../src/sdtree/comments';
import { normalizeSpace } from '../../src/dom/text';
import { balancedAccuracy, sample, seededRandom } from '../../tools/tune-sd';

const BASE = 'https://news.example.org/2026/story.html';

function el(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!;
}

describe('dfm (Pappas et al. eq. 1) and title_diff (eq. 2)', () => {
  it('is 0 for the max density region and grows as regions get smaller', () => {
    expect(dfm(1000, 1000)).toBe(0);
    expect(dfm(250, 1000)).toBe(75);
    expect(dfm(0, 1000)).toBe(100);
    expect(dfm(10, 0)).toBe(100);
  });
  it('measures the level difference to the ancestor title', () => {
    expect(titleDiff(4, 7)).toBe(3);
    expect(titleDiff(9, 7)).toBe(2);
    expect(titleDiff(null, 7)).toBeNull();
  });
});

describe('comment keywords (footnote 2)', () => {
  it('match class and id names', () => {
    expect(commentKeyword('comment-body', '')).toBe('comment');
    expect(commentKeyword('', 'reply-42')).toBe('reply');
    expect(commentKeyword('user-info', '')).toBe('user');
    expect(commentKeyword('fhitem usermode', '')).toBeNull();
    expect(commentKeyword('', 'replies')).toBe('reply');
    expect(commentKeyword('entry-content', 'main')).toBeNull();
  });
  it('match only the quoting forms in text', () => {
    expect(textCommentKeyword('Bob wrote: I disagree')).toBe('wrote:');
    expect(textCommentKeyword('Alice said: yes')).toBe('said:');
    expect(textCommentKeyword('The minister declined to comment on the reply.')).toBeNull();
  });
});

/** Class and id names: furniture of every kind, and words that only look like it. */
const NAMES = [
  'footer',
  'Site-Footer',
  'pageFooter',
  'global-footer',
  'COLOPHON',
  'c_copyright',
  'site-copyright',
  'sidebar',
  'Side-Bar',
  'widget-area',
  'WidgetArea',
  'widgets-wrapper',
  'footer-widgets',
  'eu-cookie-law',
  'Cookie-Notice',
  'gdpr-consent',
  'cookieconsent',
  'tag-cookies',
  'has-sidebar',
  'footer-note',
  'story',
  '',
];

describe('names, read one way (vocabulary/names.ts)', () => {
  it('are the class tokens and the id, lower-cased in their ASCII letters only', () => {
    expect(nameTokens('Post  ENTRY\u00a0x comment-Body')).toEqual(['post', 'entry', 'x', 'comment-body']);
    // The Kelvin sign lower-cases to k in toLowerCase(), but a case-insensitive regex does not match it.
    expect(nameTokens('\u212Aey')).toEqual(['\u212Aey']);
  });

  it('say which landmark an element is by the words of one name, never across two', () => {
    expect(landmarkName('main-menu')).toBe('navigation');
    expect(landmarkName('site-header wide')).toBe('header');
    expect(landmarkName('google_ads')).toBe('ad');
    expect(landmarkName('shadow download')).toBeNull(); // [class*="ad" i] territory: not a word of either
    expect(landmarkName('side bar')).toBeNull();
  });

  it('give the same comment keyword whatever the token order', () => {
    expect(commentKeyword('reply-x comment-y', '')).toBe('comment');
    expect(commentKeyword('x', 'user_42')).toBe('user');
    expect(commentKeyword('usermode', 'superuser')).toBeNull();
  });
});

describe('furniture word pre-test (hasFurnitureWord)', () => {
  it('passes every class or id that is a footer, consent or sidebar name, in any case, and few others', () => {
    let passed = 0;
    for (const n of NAMES) {
      for (const node of [
        { className: `x ${n}`, id: '' },
        { className: '', id: n },
      ]) {
        const names = `${node.className} ${node.id}`;
        const furniture = isFooterName(names) || isConsentName(names) || isSidebarName(names);
        if (furniture) expect(hasFurnitureWord(node), n).toBe(true);
        if (hasFurnitureWord(node)) passed++;
      }
    }
    // Only `story` and the empty name have no furniture word.
    expect(passed).toBe(2 * (NAMES.length - 2));
  });
});

describe('furniture names', () => {
  it("match a cookie or consent banner's name, not a post tagged with cookies", () => {
    for (const n of [
      'eu-cookie-law',
      'cookie-notice',
      'Cookie_Banner',
      'gdpr-consent',
      'cookieconsent',
      'cookie-bar-notice',
    ])
      expect(isConsentName(`x ${n}`), n).toBe(true);
    for (const n of [
      'tag-cookies',
      'category-cookie-recipes',
      'cookie',
      'consent-form-2',
      'cookie-',
      'eu-cookie--law',
    ])
      expect(isConsentName(`x ${n}`), n).toBe(false);
  });

  it('match a whole footer, copyright or sidebar token in any case, not a longer word holding one', () => {
    for (const n of [
      'footer',
      'Site-Footer',
      'pagefooter',
      'footer_widgets',
      'colophon',
      'copyright',
      'x1-site_copyright',
    ])
      expect(isFooterName(`wrap ${n}\u00a0col`), n).toBe(true);
    for (const n of [
      'footer-note',
      'prefooter',
      '-copyright',
      'a--copyright',
      'copyrights',
      'foot\u212aer',
      '',
    ])
      expect(isFooterName(`wrap ${n}`), n).toBe(false);
    for (const n of ['sidebar', 'SIDE-BAR', 'widget-area', 'widgets', 'widgets-container'])
      expect(isSidebarName(n), n).toBe(true);
    for (const n of ['has-sidebar', 'sidebar-2', 'widget', 'widgets-box'])
      expect(isSidebarName(n), n).toBe(false);
  });

  it('are told apart in one pass as the three tests tell them: footer or consent first, then sidebar', () => {
    const tokens = [...NAMES, 'cookie-notice', 'x1-site_copyright', 'has-sidebar', 'widget', 'Story'];
    const kinds = new Set<string | null>();
    for (const a of tokens)
      for (const b of ['', 'sidebar', 'widgets-box', 'footer-note', 'SIDE-BAR']) {
        const names = `${a} ${b}`;
        const expected =
          isFooterName(names) || isConsentName(names) ? 'footer' : isSidebarName(names) ? 'sidebar' : null;
        expect(furnitureName(names), names).toBe(expected);
        kinds.add(expected);
      }
    expect(kinds).toEqual(new Set(['footer', 'sidebar', null]));
    expect(furnitureName('sidebar site-footer')).toBe('footer');
  });

  it('find clutter words between non-letters in a lower-case name, and the hyphenated pairs', () => {
    for (const n of [
      'share-buttons',
      'ad_slot',
      'entry tags',
      'post-nav2',
      'author-bio',
      'authorbio',
      'box read-more',
      'x_more-stories',
    ])
      expect(isClutterName(n), n).toBe(true);
    for (const n of ['shared', 'header', 'author--bio', 'author-biography', 'readmores', 'navigation', ''])
      expect(isClutterName(n), n).toBe(false);
  });
});

describe('URLs', () => {
  it('resolves relative URLs against the base and refuses script URLs', () => {
    expect(absoluteUrl('../img/a.jpg', BASE)).toBe('https://news.example.org/img/a.jpg');
    expect(absoluteUrl('//cdn.example.org/x.png', BASE)).toBe('https://cdn.example.org/x.png');
    expect(absoluteUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(absoluteUrl('  ', BASE)).toBeNull();
  });
  it('picks the largest srcset candidate', () => {
    expect(bestFromSrcset('small.jpg 480w, large.jpg 1200w, mid.jpg 800w', BASE)).toBe(
      'https://news.example.org/2026/large.jpg',
    );
    expect(bestFromSrcset('a.jpg 1x, b.jpg 2x', BASE)).toBe('https://news.example.org/2026/b.jpg');
    expect(bestFromSrcset('', BASE)).toBeNull();
  });
});

describe('images', () => {
  it('prefers lazy-loading attributes over a placeholder src', () => {
    expect(resolveImageSrc(el('<img src="data:image/gif;base64,R0lGOD" data-src="/real.jpg">'), BASE)).toBe(
      'https://news.example.org/real.jpg',
    );
    expect(resolveImageSrc(el('<img src="blank.gif" data-lazy-src="p.jpg">'), BASE)).toBe(
      'https://news.example.org/2026/p.jpg',
    );
    expect(resolveImageSrc(el('<img data-original="/o.jpg">'), BASE)).toBe('https://news.example.org/o.jpg');
    expect(resolveImageSrc(el('<img data-srcset="s.jpg 300w, l.jpg 900w">'), BASE)).toBe(
      'https://news.example.org/2026/l.jpg',
    );
    expect(resolveImageSrc(el('<img src="photo.jpg">'), BASE)).toBe(
      'https://news.example.org/2026/photo.jpg',
    );
    expect(resolveImageSrc(el('<img alt="nothing">'), BASE)).toBeNull();
  });
  it('recognises 1x1 tracking pixels', () => {
    expect(isTrackingPixel(el('<img src="t.gif" width="1" height="1">'))).toBe(true);
    expect(isTrackingPixel(el('<img src="t.gif" style="width:1px;height:1px">'))).toBe(true);
    expect(isTrackingPixel(el('<img src="p.jpg" width="640" height="1">'))).toBe(false);
    expect(isTrackingPixel(el('<img src="p.jpg">'))).toBe(false);
  });
});

describe('block text', () => {
  it('separates blocks by a blank line, keeps <br> as a line break, collapses whitespace', () => {
    const root = el(
      '<div><h2>Head</h2><p>One   two\n three</p><p>a<br>b</p><ul><li>x</li><li>y</li></ul></div>',
    );
    expect(blockText(root)).toBe('Head\n\nOne two three\n\na\nb\n\nx\n\ny');
  });
  it('reads ruby as its base text, without the readings, and drops soft hyphens', () => {
    const root = el(
      '<div><p><ruby>子<rt>こ</rt></ruby>どもへの<a href="#"><ruby><span>虐待</span><rt>ぎゃくたい</rt></ruby></a>を' +
        '<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby></p><p>Mit\u00adtel\u00adal\u00adter</p></div>',
    );
    expect(blockText(root)).toBe('子どもへの虐待を漢\n\nMittelalter');
  });
  it('keeps preformatted text verbatim and table cells on one line', () => {
    const root = el('<div><pre>  a\n    b</pre><table><tr><td>1</td><td>2</td></tr></table></div>');
    expect(blockText(root)).toBe('  a\n    b\n\n1 2');
  });
});

describe('metadata helpers', () => {
  it('removes a site-name suffix but keeps a headline with a dash', () => {
    expect(stripSiteSuffix('Harbour lights return | The Kestrel Courier', null)).toBe(
      'Harbour lights return',
    );
    expect(stripSiteSuffix('Storm closes the pier - Courier', 'Courier')).toBe('Storm closes the pier');
    expect(stripSiteSuffix('Plain title', null)).toBe('Plain title');
  });
  it('normalises dates to ISO strings and rejects junk', () => {
    expect(toIso('2026-03-14T08:30:00Z')).toBe('2026-03-14T08:30:00.000Z');
    expect(toIso('2026-03-14')).toBe('2026-03-14');
    expect(toIso('last Tuesday-ish')).toBeNull();
  });
});

describe('tuning helpers', () => {
  it('draws the same seeded sample every time', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = sample(items, 0.2, seededRandom(7));
    expect(a).toHaveLength(10);
    expect(sample(items, 0.2, seededRandom(7))).toEqual(a);
    expect(sample(items, 0.2, seededRandom(8))).not.toEqual(a);
  });
  it('averages per-class recall', () => {
    expect(
      balancedAccuracy(
        ['article', 'article', 'article', 'multiple'],
        ['article', 'article', 'article', 'article'],
      ),
    ).toBe(0.5);
    expect(balancedAccuracy(['article', 'multiple'], ['article', 'multiple'])).toBe(1);
  });
});

describe('textStart', () => {
  it('is normalizeSpace(text).slice(0, n) for long and short texts', () => {
    const random = seededRandom(7);
    const pieces = ['word', ' ', '\n', '\t', '\u00a0', '\u2003', '  \n  ', 'x'];
    for (let i = 0; i < 500; i++) {
      let text = '';
      const length = Math.floor(random() * 400);
      for (let j = 0; j < length; j++) text += pieces[Math.floor(random() * pieces.length)];
      const n = 1 + Math.floor(random() * 60);
      expect(textStart(text, n)).toBe(normalizeSpace(text).slice(0, n));
    }
  });
});
