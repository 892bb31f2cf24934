// The article element by text mass (src/sdtree/mass.ts), in real Chromium: furniture inside the article is
// cut, a column beside it and prose below it stay out, and pages that fade themselves in still read.
import { afterAll, describe, expect, it } from 'vitest';
import { closeEngine, withEngine } from '../helpers/engine';

afterAll(closeEngine);

describe('article with furniture inside its container', () => {
  it('keeps the story and title and cuts the share bar, related links, tags, sidebar and footer', async () => {
    const x = await withEngine('article-clutter.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.article.text).toContain('sleeper carriages are rolling through the mountain passes');
    expect(x.article.text).toContain('a decision on a second nightly departure');
    for (const noise of [
      'Tweet',
      'Facebook',
      'Cable car fares frozen',
      'Ski resorts report',
      'Sidebar sentence',
      'Footer sentence',
      'Home',
    ]) {
      expect(x.article.text).not.toContain(noise);
    }
    const article = x.regions.find((r) => r.kind === 'article');
    expect(article?.selector).toMatch(/article/);
  });

  it("sd-paper keeps the paper's article region and climb (no cutting)", async () => {
    const x = await withEngine('article-clutter.html', { method: 'sd-paper' });
    expect(x.method).toBe('sd-paper');
    expect(x.article.text).toContain('sleeper carriages are rolling through the mountain passes');
  });
});

describe('page that fades itself in', () => {
  it('reads the page although body is at opacity 0 without its script, and an <a name> wrapper is not a link', async () => {
    const x = await withEngine('fade-in.html');
    expect(x.problem).toBeNull();
    expect(x.article.text).toContain('Alpine swifts spend almost their whole lives in the air');
    expect(x.article.text).toContain('Volunteers count the colony at dusk');
    expect(x.article.text).not.toContain('Display-none sentence');
  });

  it('reads a page whose wrapper waits for a script to become visible, inside a 0px clipping body', async () => {
    const x = await withEngine('fade-wrapper.html');
    expect(x.problem).toBeNull();
    expect(x.article.text).toContain('A dry-stone wall holds itself up by weight and friction alone');
    expect(x.article.text).toContain('checked with a wooden frame');
    expect(x.article.text).not.toContain('Display-none sentence');
  });
});

describe('old page in a crawler wrapper and one page-wide form', () => {
  it('reads the article: an empty inline wrapper at y=0 hides nothing, a page-wide form is unwrapped, a named img does not break the title', async () => {
    const x = await withEngine('old-webform.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.title).toBe('Lighthouse keepers of the northern coast');
    expect(x.article.text).toContain('trimmed the wick and wound the clockwork');
    expect(x.article.text).toContain('children rowed a mile across the sound');
    // The side column with its search box stays out.
    expect(x.article.text).not.toContain('Search this site');
    expect(x.article.text).not.toContain('Privacy policy');
  });
});

describe('content waiting for a scroll-reveal script', () => {
  it('reads the story parked at an inline opacity:0 in the flow, and keeps a faded carousel slide hidden', async () => {
    const x = await withEngine('scroll-reveal.html');
    expect(x.problem).toBeNull();
    expect(x.article.text).toContain('the bees shivering their flight muscles');
    expect(x.article.text).toContain('the colony has made it through');
    expect(x.article.text).not.toContain('Hidden slide sentence');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('short post beside a longer sidebar widget', () => {
  it('reads the post: prose in a sidebar or footer (by element, role or name) is never the article', async () => {
    const x = await withEngine('blog-long-sidebar.html');
    expect(x.problem).toBeNull();
    expect(x.article.text).toContain('a giant puffball the size of a football');
    expect(x.article.text).toContain('it tastes a little like tofu');
    expect(x.article.text).not.toContain('Sidebar sentence');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('page rendered without its stylesheet', () => {
  it('reads the story: a body classed "sidebar" is not a sidebar, a comment form is not a comment', async () => {
    const x = await withEngine('unstyled-article.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.article.text).toContain('Masons rebuilt the parapet');
    expect(x.article.text).toContain('built for the weight of modern traffic');
    expect(x.posts).toHaveLength(0);
    expect(x.comments).toHaveLength(0);
    for (const noise of [
      'Harbour ferry adds a late sailing',
      'Your email address will not be published',
      'Mill Lane',
    ])
      expect(x.article.text).not.toContain(noise);
  });
});

describe('teasers in an aside that outweigh a short story', () => {
  it('reads the story: items in page furniture are teasers, not the posts of a thread', async () => {
    const x = await withEngine('aside-teasers.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.posts).toHaveLength(0);
    expect(x.article.text).toContain('Masons rebuilt the parapet');
    expect(x.article.text).not.toContain('Harbour ferry adds a late sailing');
  });
});

describe('a column of recent posts below the post, without a stylesheet', () => {
  it('reads the post: teaser summaries (a headline link, then a blurb, item after item) are not its prose', async () => {
    const x = await withEngine('blog-teaser-column.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    // The post's own linked title and summary are one headline and one blurb, not a run of teasers.
    expect(x.article.text).toContain('A surge from the autumn storm kept the water higher');
    expect(x.article.text).toContain('Anyone who walked the harbour wall this week');
    expect(x.article.text).toContain('By Friday the surge had drained away');
    expect(x.article.text).not.toContain('Teaser sentence');
    expect(x.article.text).not.toContain('Sidebar sentence');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('a short story above a longer widget and a long copyright notice', () => {
  it('reads the story: elements named widgets or copyright are page furniture', async () => {
    const x = await withEngine('copyright-notice.html');
    expect(x.problem).toBeNull();
    expect(x.article.text).toContain('Night buses return to the valley line on Friday');
    expect(x.article.text).toContain('weekly passes are valid');
    expect(x.article.text).not.toContain('Sidebar sentence');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('a short post above a footer widget holding another post', () => {
  it('reads the post: an element named `footer-widgets` is page furniture like a footer', async () => {
    const x = await withEngine('footer-widget-posts.html');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.article.text).toContain('lined with acoustic foam');
    expect(x.article.text).toContain('petals of upholstered foam wrap around the seat');
    expect(x.article.text).not.toContain('Widget sentence');
    expect(x.article.text).not.toContain('Footer sentence');
  });
});

describe('a short post and a longer cookie consent banner', () => {
  it('reads the post: an element named as a consent banner (`eu-cookie-law`) is page furniture', async () => {
    const x = await withEngine('cookie-banner.html');
    expect(x.problem).toBeNull();
    expect(x.article.text).toContain('the best plan is no plan at all');
    expect(x.article.text).not.toContain('Consent sentence');
  });
});
