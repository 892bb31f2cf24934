// The learned engine (src/learned/) with the model `npm run train` wrote (models/learned.json, carried by the
// research build), on our own fixture pages in real Chromium: pages no training site resembles on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/types';
import { closeEngine, withEngine } from '../helpers/engine';

afterAll(closeEngine);

describe('learned engine, news article', () => {
  let x: Extraction;
  beforeAll(async () => {
    x = await withEngine('news-article.html', { method: 'learned', trace: true });
  });

  it('is an article with no problem, and says the classifier decided it', () => {
    expect(x.method).toBe('learned');
    expect(x.problem).toBeNull();
    expect(x.pageType).toBe('article');
    expect(x.trace?.map((t) => t.stage)).toContain('learned');
  });

  it('keeps the article text from the first to the last paragraph', () => {
    expect(x.article.text).toContain('After eleven dark winters, the old harbour lights');
    expect(x.article.text).toContain('to mark the anniversary of the relighting.');
  });

  it('leaves out navigation, sidebar, footer and hidden text', () => {
    for (const noise of ['Sidebar sentence', 'Footer sentence', 'Ferry timetable', 'Hidden promotional'])
      expect(x.article.text).not.toContain(noise);
  });
});

describe('learned engine, pages without an article', () => {
  it('reports no content on an empty page', async () => {
    const x = await withEngine('empty.html', { method: 'learned' });
    expect(x.problem?.code).toBe('no-content');
  });
});
