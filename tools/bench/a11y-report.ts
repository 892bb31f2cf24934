// What `npm run bench:a11y` writes (bench/out/a11y/a11y.json and a11y.md) and prints: per page, the rules
// axe found broken (id, impact, elements); over the run, pages clean of all, and each rule's pages and elements.
import fs from 'node:fs';
import path from 'node:path';
import { isClean, type PageCheck } from './a11y';

export interface RuleTotal {
  id: string;
  impact: string;
  pages: number;
  elements: number;
}

export interface A11ySummary {
  pages: number;
  clean: number;
  /** Pages where Pith showed something and axe (or the fragment check) found a problem. */
  withViolations: number;
  /** Pages that could not be checked (render, reader or axe failed): not clean either. */
  failed: number;
  /** What Pith showed: the reader, or the notice that there is nothing to read. */
  readers: number;
  notices: number;
  rules: RuleTotal[];
}

export interface A11yRun {
  command: string;
  date: string;
  commit: string;
  chromium: string;
  axe: string;
  extension: string;
  corpus: string;
  summary: A11ySummary;
  rows: PageCheck[];
}

/** Rules by the pages they break (then elements, then id); dangling fragment links count as a rule. */
export function summarize(rows: PageCheck[]): A11ySummary {
  const rules = new Map<string, RuleTotal>();
  const add = (id: string, impact: string, elements: number) => {
    const total = rules.get(id) ?? { id, impact, pages: 0, elements: 0 };
    total.pages++;
    total.elements += elements;
    rules.set(id, total);
  };
  for (const row of rows) {
    for (const v of row.violations) add(v.id, v.impact, v.count);
    if (row.dangling.length) add('dangling-fragment-link', 'moderate', row.dangling.length);
  }
  const failed = rows.filter((r) => r.error).length;
  const clean = rows.filter(isClean).length;
  return {
    pages: rows.length,
    clean,
    withViolations: rows.length - clean - failed,
    failed,
    readers: rows.filter((r) => r.view === 'reader').length,
    notices: rows.filter((r) => r.view === 'notice').length,
    rules: [...rules.values()].sort(
      (a, b) => b.pages - a.pages || b.elements - a.elements || a.id.localeCompare(b.id),
    ),
  };
}

/** The line printed at the end of a run. */
export function summaryLine(s: A11ySummary): string {
  const rules = s.rules.map((r) => `${r.id} (${r.impact}) on ${r.pages}`).join(', ');
  return (
    `bench:a11y: ${s.clean}/${s.pages} pages clean (${s.readers} readers, ${s.notices} notices); ` +
    `${s.withViolations} with violations, ${s.failed} failed${rules ? `; ${rules}` : ''}`
  );
}

export function a11yMarkdown(run: A11yRun): string {
  const s = run.summary;
  const failed = run.rows.filter((r) => r.error);
  const broken = run.rows.filter((r) => !r.error && !isClean(r));
  return [
    '# axe-core on the reader over corpus pages',
    '',
    `\`${run.command}\`, ${run.date}, commit ${run.commit}, Chromium ${run.chromium}, axe-core ${run.axe}; ` +
      `extension ${run.extension}; corpus ${run.corpus}.`,
    '',
    'Each page rendered the corpus way (page JavaScript off, nothing but the page loaded), the toolbar button',
    'clicked, and axe run on what Pith showed (the reader’s dialog, or the notice) with every rule at every',
    'impact but skip-link, whose place takes a check that each "#fragment" link has its target in the reader.',
    '',
    `**${s.clean} of ${s.pages} pages clean** (${s.readers} readers, ${s.notices} notices); ` +
      `${s.withViolations} with violations, ${s.failed} failed.`,
    '',
    ...(s.rules.length
      ? [
          '| rule | impact | pages | elements |',
          '| --- | --- | ---: | ---: |',
          ...s.rules.map((r) => `| ${r.id} | ${r.impact} | ${r.pages} | ${r.elements} |`),
        ]
      : ['No violations.']),
    '',
    broken.length ? '## Pages with violations' : '## Pages with violations: none',
    '',
    ...broken.flatMap((r) => [
      `- ${r.set} ${r.id} (${r.view}, ${r.url})`,
      ...r.violations.flatMap((v) => [
        `  - ${v.id} (${v.impact}), ${v.count}: ${v.targets.join(' ')}`,
        ...v.html.map((h) => `    - \`${h.replace(/`/g, "'").replace(/\s+/g, ' ')}\``),
      ]),
      ...(r.dangling.length ? [`  - dangling fragment links: ${r.dangling.join(', ')}`] : []),
    ]),
    ...(broken.length ? [''] : []),
    failed.length ? '## Failed pages' : '## Failed pages: none',
    '',
    ...failed.map((r) => `- ${r.set} ${r.id} (${r.url}): ${r.error}`),
    ...(failed.length ? [''] : []),
    'Every page’s row: `a11y.json`.',
    '',
  ].join('\n');
}

export function writeA11yReport(out: string, run: A11yRun): { json: string; markdown: string } {
  fs.mkdirSync(out, { recursive: true });
  const json = path.join(out, 'a11y.json');
  const markdown = path.join(out, 'a11y.md');
  fs.writeFileSync(json, `${JSON.stringify(run, null, 2)}\n`);
  fs.writeFileSync(markdown, a11yMarkdown(run));
  return { json, markdown };
}
