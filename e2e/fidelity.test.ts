// Issue 21 item 1 ("Fidelity") through the real toolbar button: the reading view keeps every code listing
// (language, lines, no site controls), MathML, an SVG figure, video and audio as links, footnotes linked both
// ways, vertical Japanese in full and a gallery's pictures; the Markdown export of the listings as well.
// test/golden/exports.test.ts pins the three exports of the same fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS, inPith, openReader, startExtension, type Harness, type Tab } from './harness';

/** Runs `fn` on the reader's `.content` (the article) and its closed shadow root, with `arg`, in the page. */
async function inReader<R, A = null>(
  page: Tab,
  fn: (content: Element, root: ShadowRoot, arg: A) => R,
  arg: A = null as A,
): Promise<R> {
  const result = await inPith(
    page,
    'reader',
    (root, [source, value]) => (0, eval)(`(${source})`)(root.querySelector('.content')!, root, value) as R,
    [fn.toString(), arg] as [string, A],
  );
  if (result === null) throw new Error('no reader on the page');
  return result;
}

describe.each(BROWSERS)('fidelity of the reading view in %s', (browser) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startExtension(browser);
  });
  afterAll(async () => h?.close());

  const open = async (fixture: string): Promise<{ page: Tab; text: string }> => {
    const page = await h.open(fixture);
    return { page, text: await openReader(h, page) };
  };

  it('keeps all 30 code listings with their lines and comments, without the site controls', async () => {
    const { page } = await open('docs-code.html');
    const listings = await inReader(page, (c) => [...c.querySelectorAll('pre')].map((p) => p.textContent));
    expect(listings).toHaveLength(30);
    expect(listings[0]).toBe("let value: any = 4;\nvalue = 'now a string';\nvalue.toFixed(2);");
    expect(listings).toContain(
      '// Count the lamps that are lit\nconst lit = lamps.filter((l) => l.on).length;',
    );
    // Each listing's language where the page names it: a visible label above it, said once in its name.
    const languages = await inReader(page, (c) =>
      [...c.querySelectorAll('pre')].map((p) => {
        const label = p.previousElementSibling?.matches('.code-language') ? p.previousElementSibling : null;
        const box = label?.getBoundingClientRect();
        return {
          label: label?.textContent ?? null,
          shown: !!box && box.width > 0 && box.height > 0 && label!.checkVisibility(),
          hidden: label?.getAttribute('aria-hidden') ?? null,
          name: p.getAttribute('aria-label'),
        };
      }),
    );
    expect(languages.filter((l) => l.label)).toHaveLength(27);
    expect(languages[0]).toEqual({
      label: 'ts',
      shown: true,
      hidden: 'true',
      name: 'Code (ts), scrolls sideways',
    });
    expect(languages.every((l) => !l.label || (l.shown && l.name?.startsWith(`Code (${l.label})`)))).toBe(
      true,
    );
    const text = await inReader(page, (c) => c.textContent ?? '');
    for (const chrome of ['Try', 'Copy', 'const value: number']) expect(text).not.toContain(chrome);
    const tabId = await h.tabId(page);
    const md = await h.call<string>('exportArticle', tabId, 'markdown', { includeExtras: false });
    expect(md.match(/^```\S+$/gm)).toHaveLength(27);
    await page.close();
  });

  it('renders MathML, and keeps the SVG figure with nothing in it that runs or loads', async () => {
    const { page: math } = await open('math-article.html');
    const formulas = await inReader(math, (c) =>
      [...c.querySelectorAll('math')].map((m) => m.getBoundingClientRect().width),
    );
    expect(formulas).toHaveLength(6);
    expect(formulas.every((w) => w > 0)).toBe(true);
    await math.close();
    const { page, text } = await open('svg-figure.html');
    expect(text).toContain('Figure 1. One day of water level');
    const svg = await inReader(page, (c) => {
      const drawing = c.querySelector('figure svg');
      return {
        paths: drawing?.querySelectorAll('path').length ?? 0,
        box: drawing?.getBoundingClientRect().width ?? 0,
        unsafe: drawing?.querySelectorAll('script, foreignObject, image, [onload]').length ?? -1,
        outside: [...(drawing?.querySelectorAll('*') ?? [])].filter((e) =>
          [...e.attributes].some((a) => a.name.endsWith('href') && !a.value.startsWith('#')),
        ).length,
      };
    });
    expect(svg).toEqual({ paths: 1, box: expect.any(Number), unsafe: 0, outside: 0 });
    expect(svg.box).toBeGreaterThan(100);
    await page.close();
  });

  it('shows each formula KaTeX, MathJax or MediaWiki drew once, as MathML; the exports carry its TeX', async () => {
    const { page } = await open('rendered-math.html');
    const reader = await inReader(page, (c, root) => ({
      formulas: [...c.querySelectorAll('math')].map((m) => {
        // Laid out as a formula: its parts side by side on one line (a plain block box stacks them).
        let parts = [...m.children];
        while (parts.length === 1 && parts[0].children.length) parts = [...parts[0].children];
        // (An invisible operator, U+2061 in `ln(x)`, draws an empty box.)
        const boxes = parts.map((p) => p.getBoundingClientRect()).filter((b) => b.height > 0);
        return {
          width: m.getBoundingClientRect().width,
          block: m.getAttribute('display') === 'block',
          oneLine: Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom)),
        };
      }),
      // Nothing of the renderings or the sources: no glyph spans, no custom elements, no TeX text.
      leftovers: root.querySelectorAll('.content [class*="katex"], .content annotation, .content script')
        .length,
      custom: [...root.querySelectorAll('*')].filter((e) => e.localName.startsWith('mjx-')).length,
      // The text outside the formulas: none of it is a formula's (its glyphs, its TeX).
      outside: (() => {
        const copy = c.cloneNode(true) as Element;
        copy.querySelectorAll('math').forEach((m) => m.replaceWith('[F]'));
        return (copy.textContent ?? '').replace(/\s+/g, ' ');
      })(),
    }));
    expect(reader.formulas).toHaveLength(7);
    expect(reader.formulas.every((f) => f.width > 0 && f.oneLine)).toBe(true);
    expect(reader.formulas.filter((f) => f.block)).toHaveLength(3);
    expect(reader.custom).toBe(0);
    expect(reader.leftovers).toBe(0);
    for (const around of [
      'the balance after some years is [F], where P',
      'tends to a limit: [F] The limit',
      'follows from it at once: [F], which',
      'than the limit: [F] Older',
      'a sum of [F] times the sum',
      'changes over time: [F] Encyclopedias',
      'a yearly one is [F].',
    ])
      expect(reader.outside).toContain(around);
    const tabId = await h.tabId(page);
    const md = await h.call<string>('exportArticle', tabId, 'markdown', { includeExtras: false });
    expect(md).toContain('the balance after some years is $A = P\\left(1+\\frac{r}{n}\\right)^{nt}$, where');
    expect(md).toContain('$$\ne = \\lim_{n\\to\\infty}\\left(1+\\frac{1}{n}\\right)^n\n$$');
    expect(md).toContain('a sum of $e^{rt}$ times');
    expect(md).toContain('a yearly one is $r_{c}=\\ln(1+r)$.');
    expect(md).toContain('at once: t=(ln 2)/r, which');
    const text = await h.call<string>('exportArticle', tabId, 'text', { includeExtras: false });
    expect(text.split('\\frac{r}{n}')).toHaveLength(2);
    await page.close();
  });

  it('shows video and audio as links to the original: no media element, nothing plays', async () => {
    const { page, text } = await open('media-article.html');
    expect(text).toContain('The ice front breaking, filmed from the moraine at 02:14.');
    const media = await inReader(page, (c, root) => ({
      elements: root.querySelectorAll('video, audio, source').length,
      links: [...c.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      poster: c.querySelector('a img')?.getAttribute('src'),
    }));
    expect(media.elements).toBe(0);
    const href = (label: string) => media.links.find(([t]) => t === label)?.[1];
    expect(href('▶ The ice front breaking at night')).toMatch(/^https?:\/\/[^/]+\/media\/calving\.mp4$/);
    expect(href('♪ Hydrophone recording of the calving')).toMatch(/\/media\/calving-hydrophone\.ogg$/);
    expect(media.poster).toMatch(/\/media\/calving-poster\.jpg$/);
    await page.close();
  });

  it('links footnotes and their references both ways inside the reader', async () => {
    const { page } = await open('footnotes.html');
    const url = page.url();
    const follow = (href: string) =>
      inReader(
        page,
        (c, root, target) => {
          (c.querySelector(`a[href="${target}"]`) as HTMLElement).click();
          return root.activeElement?.id ?? null;
        },
        href,
      );
    expect(await follow('#fn-2')).toBe('fn-2');
    expect(await follow('#fnref-2')).toBe('fnref-2');
    expect(page.url()).toBe(url);
    await page.close();
  });

  it('reads vertical Japanese text in full, and a gallery as its pictures', async () => {
    const { page, text } = await open('vertical-japanese.html');
    for (const n of ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'])
      expect(text).toContain(`第${n}段落。`);
    await page.close();
    const { page: gallery, text: captions } = await open('gallery.html');
    const pictures = await inReader(gallery, (c) =>
      [...c.querySelectorAll('figure img')].map((i) => i.getAttribute('alt')),
    );
    expect(pictures).toHaveLength(8);
    expect(pictures).toContain('A curlew probing the mud');
    expect(captions).toContain('Grey plover');
    await gallery.close();
  });
});
