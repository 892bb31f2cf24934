// Summarises an `extract --corpus` output against its gold: pages done/errors, page-type accuracy, engine ms.
// Usage: npx tsx tools/extract/summarise.ts OUT.jsonl CORPUS_SET_DIR
import fs from 'node:fs';
import { readGold } from '../lib/corpus';
import { expectedPageType } from '../lib/page-type';
import { median, percentile } from '../lib/stats';
import { isErrorLine, type CorpusLine, type ErrorLine } from './line';

export interface ExtractSummary {
  pages: number;
  errors: number;
  typed: number;
  typeCorrect: number;
  confusion: Record<string, Record<string, number>>;
  msMedian: number;
  msP95: number;
}

export function summarise(
  lines: (CorpusLine | ErrorLine)[],
  goldTypes: Map<string, string | null>,
): ExtractSummary {
  const ok = lines.filter((l): l is CorpusLine => !isErrorLine(l));
  const confusion: Record<string, Record<string, number>> = {};
  let typed = 0;
  let typeCorrect = 0;
  for (const line of ok) {
    const expected = expectedPageType(goldTypes.get(line.id));
    if (!expected) continue;
    typed++;
    if (line.pageType === expected) typeCorrect++;
    confusion[expected] ??= {};
    confusion[expected][line.pageType] = (confusion[expected][line.pageType] ?? 0) + 1;
  }
  const ms = ok.map((l) => l.ms);
  return {
    pages: lines.length,
    errors: lines.length - ok.length,
    typed,
    typeCorrect,
    confusion,
    msMedian: median(ms),
    msP95: percentile(ms, 95),
  };
}

function main(outFile: string, setDir: string): void {
  const lines = fs
    .readFileSync(outFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusLine | ErrorLine);
  const s = summarise(lines, new Map(readGold(setDir).map((g) => [g.id, g.pageType])));
  const accuracy = s.typed ? (s.typeCorrect / s.typed).toFixed(3) : 'n/a';
  console.log(`pages ${s.pages}, errors ${s.errors}`);
  console.log(
    `page type accuracy ${accuracy} (${s.typeCorrect}/${s.typed} pages with an SD page type in gold)`,
  );
  console.log(`confusion (gold -> ours) ${JSON.stringify(s.confusion)}`);
  console.log(`engine ms median ${s.msMedian.toFixed(1)}, p95 ${s.msP95.toFixed(1)}`);
}

if (process.argv[1]?.endsWith('summarise.ts')) {
  const [outFile, setDir] = process.argv.slice(2);
  if (!outFile || !setDir) {
    console.error('Usage: npx tsx tools/extract/summarise.ts OUT.jsonl CORPUS_SET_DIR');
    process.exit(2);
  }
  main(outFile, setDir);
}
