// A pipeline Decision for unit tests: an article with nothing decided, with the fields a test sets.
import type { Decision } from '../../src/pipeline/decision';

export function decisionWith(over: Partial<Decision> = {}): Decision {
  return {
    pageType: 'article',
    root: null,
    comments: [],
    posts: [],
    cut: new Set(),
    entry: null,
    mass: null,
    ...over,
  };
}
