// @vitest-environment jsdom
// The pipeline's stage runner: a stage that returns a decision is recorded only when what the reader shows
// changed (page type, article, comments, posts), with the parts it changed; null leaves the decision alone.
import { describe, expect, it } from 'vitest';
import { runStages, type Change, type Decision, type Page, type Stage } from '../../src/pipeline/decision';
import type { SdNode } from '../../src/sdtree';

const el = (tag: string) => document.createElement(tag);
const node = (e: Element) => ({ el: e }) as unknown as SdNode;
const [a, b, c] = [el('div'), el('div'), el('div')];
const first: Decision = {
  pageType: 'article-with-comments',
  root: node(a),
  comments: [b, c],
  posts: [],
  cut: new Set(),
  entry: null,
  mass: null,
};
const page = {} as Page;
const stage = (name: string, apply: Stage['apply']): Stage => ({ name, reason: `because ${name}`, apply });

describe('runStages', () => {
  it('records each stage that changed something, with its reason and the parts it changed', () => {
    const changes: Change[] = [];
    const last = runStages(
      [
        stage('untouched', () => null),
        stage('to-thread', (d) => ({
          ...d,
          pageType: 'multiple',
          posts: d.comments,
          comments: [],
          root: null,
        })),
        stage('same-again', (d) => ({ ...d, posts: [...d.posts] })),
        stage('cut', (d) => ({ ...d, cut: new Set([a]) })),
      ],
      first,
      page,
      changes,
    );
    expect(last.pageType).toBe('multiple');
    expect(last.posts).toEqual([b, c]);
    expect(changes).toEqual([
      {
        stage: 'to-thread',
        reason: 'because to-thread',
        parts: ['page type', 'article', 'comments', 'posts'],
      },
      { stage: 'cut', reason: 'because cut', parts: ['article'] },
    ]);
  });

  it('passes the decision on unchanged when a stage returns null', () => {
    const seen: Decision[] = [];
    runStages([stage('x', () => null), stage('y', (d) => (seen.push(d), null))], first, page, []);
    expect(seen[0]).toBe(first);
  });
});
