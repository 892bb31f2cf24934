// Scores others publish on comparable sets, copied from the corpus README ("for orientation" only: other
// harnesses, other renderings, sometimes other data).

export interface Published {
  metric: string;
  figures: string;
}

export const PUBLISHED: Record<string, Published[]> = {
  wcxb: [
    { metric: 'word F1', figures: 'rs-trafilatura 0.859, trafilatura 0.791, Readability (port) 0.675' },
    { metric: 'word F1, forum pages', figures: 'rs-trafilatura 0.808, trafilatura 0.585, Readability 0.466' },
  ],
  trafilatura: [{ metric: 'snippet F1', figures: 'trafilatura 0.924, readability-lxml 0.826' }],
  '*': [
    { metric: 'LCS F1 (Louvan, own data)', figures: 'news 0.905, blogs 0.844, forums 0.754' },
    {
      metric: 'region accuracy / page type (Pappas)',
      figures: 'RA 0.78 on 600 pages; 3-class precision 0.74',
    },
  ],
};
