// `--methods`: one table of every classifier configuration (thesis table 6.16) against Readability, per set
// (issue 4: "for each configuration of table 6.16 its F1 on each set"). Scoring is score.ts's, per method.
import type { Job } from './runner';
import type { PageResult } from './page-result';
import { f } from './report';
import { scorePage, scoreSet, type EngineSetScore } from './score';
import { median } from './metrics';

export const READABILITY_ROW = 'Readability';

/** One column of the table: a set, its pages and what its cells show. */
export interface ConfigColumn {
  set: string;
  pages: number;
  /** Pages whose render failed: out of every row alike. */
  errors: number;
  /** `word`: word F1 / shingle F1 (full-text gold); `snippets`: snippet F1 (trafilatura's gold is snippets). */
  kind: 'word' | 'snippets';
}

/** One row: a method (or Readability), its score on each set, its median time over every scored page. */
export interface ConfigRow {
  name: string;
  sets: Record<string, EngineSetScore>;
  msMedian: number;
  /** Pages where this method failed inside the page (scored as an empty extraction). */
  engineErrors: number;
}

export interface ConfigsScore {
  columns: ConfigColumn[];
  rows: ConfigRow[];
}

/** Scores every method of a `--methods` run on every set, plus Readability (the same renders, run once). */
export function scoreConfigs(jobs: Job[], results: PageResult[], methods: string[]): ConfigsScore {
  const setNames = [...new Set(jobs.map((j) => j.set))];
  const bySet = (method: string) => {
    const pages = results.map((r, i) =>
      scorePage({ ...r, pith: r.configs?.[method] }, jobs[i].gold, jobs[i].comments),
    );
    return setNames.map((name) =>
      scoreSet(
        name,
        pages.filter((p) => p.set === name),
      ),
    );
  };
  const scored = methods.map((m) => ({ method: m, sets: bySet(m) }));
  const reference = scored[0]?.sets ?? [];
  const columns = reference.map((s) => ({
    set: s.set,
    pages: s.pages,
    errors: s.errors,
    kind: columnKind(s.readability),
  }));
  const rendered = results.filter((r) => !r.error);
  const rows: ConfigRow[] = scored.map(({ method, sets }) => {
    const outputs = rendered.map((r) => r.configs?.[method]);
    return {
      name: method,
      sets: Object.fromEntries(sets.map((s) => [s.set, s.pith])),
      msMedian: median(outputs.map((o) => o?.ms ?? NaN).filter(Number.isFinite)),
      engineErrors: outputs.filter((o) => !o || o.error).length,
    };
  });
  rows.push({
    name: READABILITY_ROW,
    sets: Object.fromEntries(reference.map((s) => [s.set, s.readability])),
    msMedian: median(rendered.map((r) => r.readability?.ms ?? NaN).filter(Number.isFinite)),
    engineErrors: rendered.filter((r) => !r.readability || r.readability.error).length,
  });
  return { columns, rows };
}

/** Word and shingle F1 where any page of the set has full-text gold, else snippet F1. */
export function columnKind(score: EngineSetScore): ConfigColumn['kind'] {
  return score.word.pages > 0 || score.snippets.pages === 0 ? 'word' : 'snippets';
}

/** The value a column ranks rows by (word F1, or snippet F1). */
function headline(score: EngineSetScore | undefined, kind: ConfigColumn['kind']): number {
  if (!score) return NaN;
  return kind === 'word' ? score.word.f1 : score.snippets.f1;
}

export function configCell(score: EngineSetScore | undefined, kind: ConfigColumn['kind']): string {
  if (!score) return 'n/a';
  return kind === 'word' ? `${f(score.word.f1)} / ${f(score.shingle.f1)}` : f(score.snippets.f1);
}

/**
 * The markdown table: rows = methods then Readability, columns = sets then the median ms. The best method
 * on each set (by word F1, or snippet F1; Readability not counted) is in bold, ties all bold.
 */
export function configsTable(score: ConfigsScore): string {
  const { columns, rows } = score;
  const methods = rows.filter((r) => r.name !== READABILITY_ROW);
  const best = columns.map((c) => {
    const values = methods.map((r) => headline(r.sets[c.set], c.kind)).filter(Number.isFinite);
    return values.length ? Math.max(...values) : NaN;
  });
  const head = [
    'method',
    ...columns.map((c) => `${c.set} (${c.pages})${c.kind === 'snippets' ? ' snippet F1' : ''}`),
    'ms median',
  ];
  const body = rows.map((r) => {
    const cells = columns.map((c, i) => {
      const cell = configCell(r.sets[c.set], c.kind);
      const isBest = r.name !== READABILITY_ROW && headline(r.sets[c.set], c.kind) === best[i];
      return isBest ? `**${cell}**` : cell;
    });
    return [r.name === READABILITY_ROW ? r.name : `\`${r.name}\``, ...cells, f(r.msMedian, 1)];
  });
  return [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** configs.md: how the run was made, the table, and what the cells mean. */
export function renderConfigs(
  score: ConfigsScore,
  meta: { command: string; when: string; commit: string; rate: number; concurrency: number },
): string {
  const failed = score.columns.filter((c) => c.errors).map((c) => `${c.set} ${c.errors}`);
  const engineErrors = score.rows.filter((r) => r.engineErrors).map((r) => `${r.name} ${r.engineErrors}`);
  const pages = score.columns.reduce((a, c) => a + c.pages, 0);
  return `# Configurations (thesis table 6.16) against Readability.js

Command: \`${meta.command}\`
Run: ${meta.when}, commit ${meta.commit}, ${pages} pages, ${meta.concurrency} pages at a time, ${meta.rate.toFixed(2)} pages/s.

${configsTable(score)}

Each page is rendered once; every method runs on that render (in an order rotated page by page, so no method
always runs first), then Readability.js once. Cells: word F1 / shingle F1 (WCXB's mean per-page bag-of-words
F1; ScrapingHub's 4-token shingle F1), or snippet F1 on sets whose gold is snippets only (trafilatura). The
column header gives the set and its page count; bold is the best method on the set (Readability not counted).
ms median: the method's own time inside the page, over every rendered page of every set; compare the rows
with each other only, since they run lower than a single-method run's (on one render the browser computes the
page's style and layout once for all methods).

Pages whose render failed (left out of every row): ${failed.length ? failed.join(', ') : 'none'}.
Pages where a method failed inside the page (scored as empty): ${engineErrors.length ? engineErrors.join(', ') : 'none'}.
`;
}
