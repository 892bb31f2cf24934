// The JSON line `extract --corpus` writes per page (issue 2, item 4); bench and training read the same shape.
import type { Block, Extraction } from '../../src/types';

export interface CorpusLine {
  id: string;
  pageType: string;
  title: string;
  author: string | null;
  date: string | null;
  article: { text: string; html: string };
  comments: { text: string }[];
  posts: { text: string; author: string | null; date: string | null }[];
  /** The engine's own wall time inside the page, in milliseconds. */
  ms: number;
}

export interface ErrorLine {
  id: string;
  error: string;
}

/** The engine's result as `runEngine` returns it: the Extraction plus the time measured in the page. */
export type TimedExtraction = Partial<Extraction> & { ms: number };

export function toCorpusLine(id: string, result: TimedExtraction): CorpusLine {
  return {
    id,
    pageType: result.pageType ?? 'article',
    title: result.title ?? '',
    author: result.author ?? null,
    date: result.date ?? null,
    article: { text: result.article?.text ?? '', html: result.article?.html ?? '' },
    comments: (result.comments ?? []).map((c: Block) => ({ text: c.text })),
    posts: (result.posts ?? []).map((p: Block) => ({
      text: p.text,
      author: p.author ?? null,
      date: p.date ?? null,
    })),
    ms: roundMs(result.ms),
  };
}

export function isErrorLine(line: CorpusLine | ErrorLine): line is ErrorLine {
  return 'error' in line;
}

function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}
