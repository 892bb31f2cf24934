// Issue 21 item 1 in the engine, with the rules' pipeline (`sd`; the goldens pin the default method on the
// same fixtures): code listings whole with their language, highlighter comments as code, vertical text in
// full, a gallery as its pictures, and the stages' reasons in the trace.
import { afterAll, describe, expect, it } from 'vitest';
import { runEngine } from '../../tools/lib/render';
import type { Extraction } from '../../src/types';
import { closeEngine, withEngine, withHtml } from '../helpers/engine';

afterAll(closeEngine);

describe('fidelity of the rules pipeline', () => {
  it('keeps all 30 listings, 27 with the language the page gives, and none of the controls', async () => {
    const x = await withEngine('docs-code.html');
    const html = x.article.html;
    expect(html.match(/<pre><code[ >]/g)).toHaveLength(30);
    expect(html.match(/<code class="language-[\w+#.-]+">/g)).toHaveLength(27);
    for (const lang of ['ts', 'js', 'python', 'rust', 'sql', 'yaml', 'toml', 'diff'])
      expect(html).toContain(`<code class="language-${lang}">`);
    expect(x.article.text).not.toMatch(/\bTry\b|Copy|const value: number|^ts$/m);
  });

  // The end result, whichever stage keeps it: the SD-Tree's comment names skip code (code-names.test.ts)
  // and the listing's copy ignores the cuts inside it (assemble/code.ts).
  it('reads a highlighter token named "comment" as code, not as a reader comment', async () => {
    const lines = Array.from(
      { length: 8 },
      (_, i) =>
        `<span class="comment">// step ${i + 1}: the ledger is read again and every total is checked</span>\n` +
        `<span class="kw">check</span>(ledger, ${i});`,
    ).join('\n');
    const html = `<!doctype html><html lang="en"><head><title>Checking a ledger</title></head><body>
      <nav><a href="/">Home</a> <a href="/docs">Docs</a></nav>
      <article><h1>Checking a ledger</h1>
      <p>Every night the ledger is read again from the first line, and each total is checked against the sum
      of the lines above it. The listing below does it in eight steps, one comment for each.</p>
      <pre class="language-js"><code>${lines}</code></pre>
      <p>Run it after the import and before the backup; it takes under a second on a year of entries.</p>
      </article></body></html>`;
    for (const method of ['sd', 'learned']) {
      const x = await withHtml(html, (page) => runEngine<Extraction>(page, { method }));
      expect(x.pageType, method).toBe('article');
      expect(x.comments, method).toEqual([]);
      for (let i = 1; i <= 8; i++) expect(x.article.text, method).toContain(`// step ${i}: the ledger`);
    }
  });

  it('reads all ten paragraphs of vertical Japanese text', async () => {
    const x = await withEngine('vertical-japanese.html');
    for (const n of ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'])
      expect(x.article.text).toContain(`第${n}段落。`);
  });

  it('keeps the words of a sentence written with ruby in dictionary links, and leaves their readings out', async () => {
    for (const method of ['sd', 'learned']) {
      const x = await withEngine('ruby-article.html', { method });
      const text = x.article.text;
      expect(text, method).toContain(
        '町の真ん中を流れる川の水が、工場の排水を規制してから、とてもきれいになりました。',
      );
      expect(text, method).toContain('今は鮎や鯉が泳いでいるのが見えます。');
      expect(text, method).toContain('専門家は「水がきれいな川は、町の人たちの宝物です」と話しています。');
      expect(text, method).not.toMatch(/こうじょう|せんもんか|Sidebar sentence|Footer sentence/);
      // The reader shows each reading over its word.
      expect(x.article.html, method).toContain('<ruby><span>工場</span><rt>こうじょう</rt></ruby>');
    }
  });

  it('reads a gallery as its eight pictures and captions, and says why', async () => {
    const x = await withEngine('gallery.html', { trace: true });
    expect(x.article.html.match(/<img /g)).toHaveLength(8);
    expect(x.article.text).toContain('Curlew at low tide');
    expect(x.trace?.map((t) => t.stage)).toContain('gallery');
  });

  it('leaves an article with a few pictures alone', async () => {
    const x = await withEngine('news-article.html', { trace: true });
    expect(x.trace?.map((t) => t.stage)).not.toContain('gallery');
  });
});
