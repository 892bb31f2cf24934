// Hand-written pages and extractions for the overlay tests (no corpus pages in the repository).
import type { Block, Extraction } from '../../../src/types';

/**
 * A page that tries hard to break the overlay: universal !important rules, a custom-element selector, styles
 * on html/body (one with an inline style written oddly, one without a style attribute), a long body to scroll.
 */
export function hostilePage(paragraphs = 80): string {
  const filler = Array.from(
    { length: paragraphs },
    (_, i) => `<p id="p${i}">Page paragraph ${i} of the host page, which must stay exactly as it was.</p>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hostile host page</title>
<style>
  * { color: red !important; font-size: 50px; font-family: "Comic Sans MS", cursive !important; }
  div, section, article, p, h1, h2, button { background: yellow !important; border: 4px dashed lime; margin: 30px; }
  pith-reader, [data-pith] { display: none !important; opacity: 0.2 !important; position: static !important; }
  html { scroll-behavior: smooth; }
  body { line-height: 3; }
</style></head>
<body style="margin:0 ;  padding : 8px">
<header><button id="page-button" type="button">A page button</button></header>
<main><h1>Host page</h1>
${filler}
<div id="post-2" class="post">Forum post two on the live page</div>
<div class="post" data-n="3">Forum post three on the live page</div>
</main>
</body></html>`;
}

const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800">
  <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#2f6f8f"/>
  <stop offset="1" stop-color="#e0b357"/></linearGradient></defs><rect width="1600" height="800" fill="url(#g)"/>
  <circle cx="1150" cy="260" r="120" fill="#f6e7b4"/><path d="M0 640 L420 360 L760 600 L1100 420 L1600 700 V800 H0Z"
  fill="#1f3b4d"/></svg>`,
)}`;

const ARTICLE_HTML = `
<p>The first thing you notice about the harbour at dawn is the silence. Fishing boats sit low in the water,
their hulls still wet from the night, and the only sound is the slap of small waves against the stone quay.
By seven the cafés open and the town remembers itself.</p>
<figure><img src="${IMAGE}" alt="Hills above a harbour at sunrise" width="1600" height="800">
<figcaption>The hills above the harbour, just after sunrise. Drawn for this test page.</figcaption></figure>
<h2>What the tide tables say</h2>
<p>Tides here follow a semi-diurnal pattern: two highs and two lows each lunar day. The table below lists the
first week of the month, which is all a visitor needs to plan a walk along the flats.</p>
<table><caption>Tide times, first week</caption>
<thead><tr><th>Day</th><th>High 1</th><th>Low 1</th><th>High 2</th><th>Low 2</th><th>Range (m)</th><th>Sunrise</th><th>Sunset</th><th>Moon</th></tr></thead>
<tbody>
<tr><td>Monday</td><td>04:12</td><td>10:31</td><td>16:40</td><td>22:58</td><td>4.1</td><td>06:58</td><td>19:02</td><td>Waxing</td></tr>
<tr><td>Tuesday</td><td>04:55</td><td>11:14</td><td>17:22</td><td>23:41</td><td>4.4</td><td>06:59</td><td>19:00</td><td>Waxing</td></tr>
<tr><td>Wednesday</td><td>05:37</td><td>11:56</td><td>18:03</td><td>—</td><td>4.6</td><td>07:01</td><td>18:58</td><td>Full</td></tr>
</tbody></table>
<blockquote><p>“You do not walk the flats against the tide. You walk them with it, or you swim.”</p></blockquote>
<p>The harbour master keeps a small script that turns the official tables into something readable; he was
happy to share it, and it shows why code blocks must never reflow:</p>
<pre><code>for (const day of tideTable.days) {
  const [high1, low1, high2, low2] = day.events.map((event) =&gt; event.time.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }));
  console.log(\`\${day.name.padEnd(10)} \${high1}  \${low1}  \${high2}  \${low2}\`);
}</code></pre>
<h3>Getting there</h3>
<ul><li>By train to the junction, then the 41 bus.</li><li>By road, park above the town: the quay is pedestrian only.</li></ul>
<p>Use <code>tides --week</code> for the same table on the command line, and see the footnote<sup><a href="#fn1">1</a></sup>.</p>
<p id="fn1">1. Heights are above chart datum.</p>
<script>window.__pwned = true;</script>
<img src="x:" onerror="window.__pwned = true" alt="">
`;

const comment = (author: string, date: string | null, text: string): Block => ({
  author,
  date,
  text,
  html: `<p>${text}</p>`,
  link: null,
});

export function baseExtraction(overrides: Partial<Extraction> = {}): Extraction {
  return {
    title: 'A morning at the harbour: tides, boats and the people who read them',
    author: 'Marta Oliveira',
    date: '2024-03-05',
    site: 'The Coastal Review',
    lang: 'en',
    dir: 'ltr',
    url: 'http://pith.test/harbour',
    pageType: 'article',
    article: { html: ARTICLE_HTML, text: ARTICLE_HTML.replace(/<[^>]+>/g, ' ') },
    comments: [],
    posts: [],
    regions: [],
    timings: { total: 1 },
    method: 'sd',
    problem: null,
    ...overrides,
  };
}

export function blogExtraction(): Extraction {
  return baseExtraction({
    pageType: 'article-with-comments',
    comments: [
      comment(
        'Jonas Berg',
        '2024-03-06T09:15:00Z',
        'Walked the flats last week following this table. Spot on.',
      ),
      comment('Aisha Khan', null, 'The quote from the harbour master made my day.'),
      {
        ...comment('', '3 days ago', 'Anonymous visitor here: the 41 bus now runs every half hour.'),
        author: null,
      },
    ],
  });
}

export function forumExtraction(): Extraction {
  const post = (author: string, date: string, text: string, link: string | null): Block => ({
    author,
    date,
    text,
    html: `<p>${text}</p>`,
    link,
  });
  return baseExtraction({
    title: 'Which tide app do you trust for the northern flats?',
    author: null,
    date: null,
    site: 'Tidewalkers Forum',
    pageType: 'multiple',
    article: { html: '', text: '' },
    posts: [
      {
        ...post(
          'saltmarsh_sam',
          '2024-02-01T18:20:00Z',
          'I keep getting different times from different apps.',
          'http://example.org/t/1#p1',
        ),
        authorUrl: 'http://example.org/u/saltmarsh_sam',
      },
      {
        ...post(
          'mudlark',
          '2024-02-01T19:02:00Z',
          'Use the official tables and add ten minutes for the north side.',
          '#post-2',
        ),
        authorUrl: 'javascript:alert(1)',
      },
      post(
        'Old Pete',
        '2024-02-02T07:45:00Z',
        'Never trust an app over the harbour master.',
        'div.post[data-n="3"]',
      ),
    ],
  });
}

export function rtlExtraction(): Extraction {
  return baseExtraction({
    title: 'صباح في الميناء',
    author: 'ليلى حداد',
    lang: 'ar',
    dir: 'rtl',
    article: {
      html: '<p>أول ما تلاحظه في الميناء عند الفجر هو الصمت. تجلس قوارب الصيد منخفضة في الماء.</p><blockquote><p>لا تمشِ ضد المد.</p></blockquote>',
      text: 'أول ما تلاحظه في الميناء عند الفجر هو الصمت. تجلس قوارب الصيد منخفضة في الماء. لا تمشِ ضد المد.',
    },
  });
}
