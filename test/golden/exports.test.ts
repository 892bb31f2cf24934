// @vitest-environment jsdom
// The three exports (Markdown, text, HTML) of the fidelity fixtures (issue 21: code listings, MathML, an SVG
// figure, video and audio, footnotes, vertical Japanese, a gallery), made from their golden Extractions and
// compared whole with test/golden/exports/<fixture>.<md|txt|html>. `npm run golden` rewrites them too; the
// checks below say what each export must keep, whatever the files hold.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatExport } from '../../extension/export/index';
import type { Extraction } from '../../src/types';
import { fromGolden, GOLDEN_DIR, goldenFile, readGolden, UPDATING } from './golden';

const EXPORTS_DIR = path.join(GOLDEN_DIR, 'exports');
const FIXTURES = [
  'docs-code.html',
  'math-article.html',
  'rendered-math.html',
  'svg-figure.html',
  'media-article.html',
  'footnotes.html',
  'vertical-japanese.html',
  'gallery.html',
];
const FORMATS = [
  ['markdown', 'md'],
  ['text', 'txt'],
  ['html', 'html'],
] as const;

function extractionOf(fixture: string): Extraction {
  return fromGolden(readGolden(goldenFile(fixture)));
}

function exportOf(fixture: string, format: 'markdown' | 'text' | 'html'): string {
  return formatExport(extractionOf(fixture), format, { includeExtras: true });
}

describe.each(FIXTURES)('exports of %s', (fixture) => {
  it.each(FORMATS)('%s matches its golden file', (format, extension) => {
    const actual = exportOf(fixture, format);
    const file = path.join(EXPORTS_DIR, `${fixture.replace(/\.html$/, '')}.${extension}`);
    if (UPDATING) {
      fs.mkdirSync(EXPORTS_DIR, { recursive: true });
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== actual) fs.writeFileSync(file, actual);
      return;
    }
    const relative = path.relative(process.cwd(), file);
    if (!fs.existsSync(file)) expect.fail(`${relative} is missing: run \`npm run golden\` to write it.`);
    expect(actual, relative).toBe(fs.readFileSync(file, 'utf8'));
  });

  it('writes exactly one level-1 heading in Markdown and HTML', () => {
    const prose = exportOf(fixture, 'markdown').replace(/^```[\s\S]*?^```$/gm, '');
    expect(prose.match(/^# /gm)).toHaveLength(1);
    expect(exportOf(fixture, 'html').match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe('what the exports keep', () => {
  it('keeps all 30 code listings as fenced code with their language, lines apart, without the controls', () => {
    const md = exportOf('docs-code.html', 'markdown');
    const fences = [...md.matchAll(/^```(\S*)\n([\s\S]*?)\n```$/gm)];
    expect(fences).toHaveLength(30);
    expect(fences.filter(([, lang]) => lang).length).toBe(27);
    expect(fences[0][1]).toBe('ts');
    expect(fences[0][2]).toBe("let value: any = 4;\nvalue = 'now a string';\nvalue.toFixed(2);");
    // The highlighters' comment tokens stay in the code.
    expect(md).toContain('// Count the lamps that are lit');
    expect(md).toContain('# read every ledger line');
    for (const chrome of [/^Try$/m, /Copy/, /const value: number/, /^ts$/m]) expect(md).not.toMatch(chrome);
    const text = exportOf('docs-code.html', 'text');
    expect(text).toContain('function greet(name: string): string {\n  return `Hello, ${name}`;\n}');
    const html = exportOf('docs-code.html', 'html');
    expect(html.match(/<pre><code class="language-[\w+#.-]+">/g)).toHaveLength(27);
  });

  it('keeps MathML as markup in HTML, and as its text once in Markdown and plain text', () => {
    const html = exportOf('math-article.html', 'html');
    expect(html.match(/<math[\s>]/g)?.length).toBe(6);
    expect(html).toContain('<mfrac>');
    const md = exportOf('math-article.html', 'markdown');
    expect(md).not.toContain('<math');
    expect(md).toContain('The identity reads ∑\\_(k=1)^n(2k−1)=n^2, and it follows');
    expect(md).toContain('\n\n(n+1)^2=n^2+2n+1\n\n');
    expect(exportOf('math-article.html', 'text')).toContain('average of the first n odd numbers: (n^2)/n=n,');
  });

  it('writes each formula KaTeX, MathJax or MediaWiki drew once: its TeX where the page gives it, else its text', () => {
    const md = exportOf('rendered-math.html', 'markdown');
    // KaTeX's annotation and MathJax 2's script, inline and display.
    expect(md).toContain('the balance after some years is $A = P\\left(1+\\frac{r}{n}\\right)^{nt}$, where');
    expect(md).toContain('\n\n$$\ne = \\lim_{n\\to\\infty}\\left(1+\\frac{1}{n}\\right)^n\n$$\n\n');
    expect(md).toContain('a sum of $e^{rt}$ times the sum lent');
    // MediaWiki's annotation, without its `{\\displaystyle …}` wrapper.
    expect(md).toContain('a yearly one is $r_{c}=\\ln(1+r)$.');
    expect(md).toContain('\n\n$$\nA = P e^{\\int_0^t r(s)\\,ds}\n$$\n\n');
    // MathJax 3 gives no TeX: the MathML's text.
    expect(md).toContain('follows from it at once: t=(ln 2)/r, which');
    expect(md).toContain('\n\n∑\\_(k=0)^∞1/(k!)=e\n\n');
    const text = exportOf('rendered-math.html', 'text');
    // The front matter's excerpt quotes the start of the text again: the body only.
    for (const out of [md.slice(md.indexOf('\n# ')), text]) {
      for (const once of [
        '\\frac{r}{n}',
        '\\frac{1}{n}',
        'e^{rt}',
        'r(s)',
        't=(ln 2)/r',
        '1/(k!)=e',
        'r_{c}',
      ])
        expect(out.split(once), once).toHaveLength(2);
      // Nothing of the visual renderings: KaTeX's glyph spans read "A=P(1+nr)nt" (a zero-width space after the r), MathJax 2's "ert".
      expect(out).not.toMatch(/nr\u200b|\u200b|A=P\(1|\bert\b|<math|mjx-/);
    }
    const html = exportOf('rendered-math.html', 'html');
    expect(html.match(/<math[\s>]/g)).toHaveLength(7);
    expect(html.match(/<math display="block">/g)).toHaveLength(3);
    expect(html.match(/<annotation encoding="application\/x-tex">/g)).toHaveLength(5);
    expect(html).not.toMatch(/katex|<mjx-|MathJax[-_]|<script/);
  });

  it('keeps the SVG figure and its caption, and nothing in it that runs or loads', () => {
    for (const format of ['markdown', 'html'] as const) {
      const out = exportOf('svg-figure.html', format);
      expect(out).toMatch(/<svg[\s\S]*<path[\s\S]*<\/svg>/);
      expect(out).toContain('Figure 1. One day of water level');
      expect(out).not.toMatch(
        /<script|onload|foreignObject|tracker\.shoreline|ads\.shoreline|cdn\.shoreline/i,
      );
    }
  });

  it('shows video and audio as links to the original, the poster as the picture', () => {
    const md = exportOf('media-article.html', 'markdown');
    expect(md).toContain(
      '[![The ice front breaking at night](http://fixtures.pith.test/media/calving-poster.jpg)](http://fixtures.pith.test/media/calving.mp4)',
    );
    expect(md).toContain(
      '[♪ Hydrophone recording of the calving](http://fixtures.pith.test/media/calving-hydrophone.ogg)',
    );
    expect(md).toContain('*The ice front breaking, filmed from the moraine at 02:14.*');
    const html = exportOf('media-article.html', 'html');
    expect(html).not.toMatch(/<video|<audio|autoplay|preload/);
  });

  it('links footnotes and their references both ways', () => {
    const html = exportOf('footnotes.html', 'html');
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`<a href="#fn-${n}">${n}</a>`);
      expect(html).toContain(`id="fn-${n}"`);
      expect(html).toContain(`<a href="#fnref-${n}">↩</a>`);
      expect(html).toContain(`id="fnref-${n}"`);
    }
    expect(exportOf('footnotes.html', 'markdown')).toContain('[1](#fn-1)');
  });

  it('keeps all ten paragraphs of the vertical Japanese text', () => {
    for (const format of ['markdown', 'text', 'html'] as const) {
      const out = exportOf('vertical-japanese.html', format);
      for (const n of ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'])
        expect(out).toContain(`第${n}段落。`);
    }
  });

  it('keeps every picture of the gallery with its alt text and caption', () => {
    const md = exportOf('gallery.html', 'markdown');
    expect(md.match(/!\[[^\]]+\]\(http:\/\/fixtures\.pith\.test\/photos\/[\w-]+\.jpg\)/g)).toHaveLength(8);
    expect(md).toContain('![A curlew probing the mud](http://fixtures.pith.test/photos/curlew.jpg)');
    expect(md).toContain('*Curlew at low tide*');
    expect(exportOf('gallery.html', 'text')).toContain('Grey plover');
  });
});
