// Huge pages made by the tests that need them (never committed as fixtures): a page of about 100,000 elements
// whose article comes last, after a sidebar of link lists and teasers, and a page of about 20 MB whose article
// alone is larger than the reader shows. Deterministic: the same bytes on every call.

/** Sentences of the generated article: each paragraph is several of them, numbered so a test can find one. */
const ARTICLE_SENTENCES = [
  'The river authority opened the old lock gates for the first time in forty years on a grey morning in March.',
  'Engineers had spent two winters replacing the oak timbers, which had been sealed with clay since the war.',
  'Boatmen who remembered the last crossing came down to watch, some with photographs of their fathers at the tiller.',
  'The water rose slowly in the chamber while a crowd of children counted the stones as they went under.',
  'When the upper gates finally swung open, a narrowboat painted green and red slid through without a sound.',
];

function paragraph(k: number): string {
  const s = ARTICLE_SENTENCES;
  return `<p>Paragraph ${k}. ${s[k % s.length]} ${s[(k + 1) % s.length]} ${s[(k + 2) % s.length]} ${s[(k + 3) % s.length]}</p>`;
}

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>
<header><a href="/">The Valley Courier</a><nav><a href="/news">News</a> <a href="/sport">Sport</a> <a href="/weather">Weather</a></nav></header>
${body}
<footer><p>The Valley Courier, 12 Mill Lane. All rights reserved.</p></footer>
</body></html>`;
}

/** The first words of the generated article and a sentence from its last paragraph (what a reader must show). */
export const LATE_ARTICLE = {
  title: 'The lock gates open again',
  first: 'Paragraph 0. The river authority opened the old lock gates',
  last: 'Paragraph 11.',
};

/**
 * About `elements` elements (3 a sidebar item), the article last: a sidebar of story links, each with a teaser
 * line of its own, then the article (12 paragraphs). The sidebar holds far more text than the article.
 */
export function lateArticlePage(elements = 100_000): string {
  const items: string[] = [];
  const count = Math.round((elements - 40) / 3);
  for (let i = 0; i < count; i++) {
    items.push(
      `<li><a href="/story/${i}">Council notice ${i}: parking changes on the high street</a><span>Updated ${i % 60} minutes ago</span></li>`,
    );
  }
  const paragraphs = Array.from({ length: 12 }, (_, k) => paragraph(k)).join('\n');
  return shell(
    LATE_ARTICLE.title,
    `<aside class="sidebar"><h2>Latest notices</h2><ul>${items.join('\n')}</ul></aside>
<main><article><h1>${LATE_ARTICLE.title}</h1>\n${paragraphs}\n</article></main>`,
  );
}

/** A page of about `bytes` bytes whose article is all of it: far more text than the reader shows. */
export function hugeArticlePage(bytes = 20_000_000): string {
  const parts: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const p = paragraph(k);
    parts.push(p);
    size += p.length + 1;
  }
  return shell(
    'The complete river survey',
    `<main><article><h1>The complete river survey</h1>\n${parts.join('\n')}\n</article></main>`,
  );
}
