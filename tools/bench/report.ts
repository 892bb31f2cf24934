// bench/out/report.md: the summary table, one side-by-side table per set, worst pages, charts, notes.
import { COMMENT_LENGTH_RATIO, commentCardsScore, type CommentCardsScore } from './comment-gold';
import type { PageResult } from './page-result';
import { PUBLISHED } from './published';
import { PEER_NAMES, PEERS } from './peers';
import { bestPeer, pageF1, scoreSet, type EngineSetScore, type PageScore, type SetScore } from './score';
import { LCS_CHAR_CELL_LIMIT } from './metrics';

export interface ReportInput {
  command: string;
  when: string;
  commit: string;
  method: string;
  rate: number;
  concurrency: number;
  sets: SetScore[];
  pages: PageScore[];
  outputs: Map<string, PageResult>;
  golds: Map<string, string>;
  charts: string[];
}

export const WORST_PAGES = 10;

export function f(n: number | undefined, digits = 3): string {
  return n === undefined || !Number.isFinite(n) ? 'n/a' : n.toFixed(digits);
}

export function summaryTable(sets: SetScore[]): string {
  const head =
    '| set | pages | errors | shingle F1 Pith / Read. | word F1 Pith / Read. | LCS F1 Pith / Read. | snippet F1 Pith / Read. | page type acc. | ms median Pith / Read. | ratio median |';
  const rows = sets.map((s) =>
    [
      s.set,
      s.pages,
      s.errors,
      pair(s, (e) => e.shingle.f1),
      pair(s, (e) => e.word.f1),
      pair(s, (e) => e.lcs.f1),
      pair(s, (e) => e.snippets.f1),
      f(s.pageType.accuracy),
      `${f(s.time.pithMedian, 1)} / ${f(s.time.readabilityMedian, 1)}`,
      f(s.time.ratioMedian, 2),
    ].join(' | '),
  );
  return [head, `|${' --- |'.repeat(10)}`, ...rows.map((r) => `| ${r} |`)].join('\n');
}

/** The set whose pages carry WCXB's page types (article, forum, service, ...), broken down by type. */
const PAGE_TYPE_SET = 'wcxb';

/** `sets`, each followed by one row per gold page type where the set is WCXB's (issue 19's per-type tables). */
export function withPageTypes(sets: SetScore[], pages: PageScore[]): SetScore[] {
  return sets.flatMap((s) => {
    if (s.set !== PAGE_TYPE_SET) return [s];
    const ofSet = pages.filter((p) => p.set === s.set);
    const types = [...new Set(ofSet.map((p) => p.goldType).filter((t): t is string => !!t))].sort();
    return [
      s,
      ...types.map((type) =>
        scoreSet(
          `${s.set}: ${type}`,
          ofSet.filter((p) => p.goldType === type),
        ),
      ),
    ];
  });
}

/**
 * Pith beside each peer and the best of them, one table per measure: word and shingle F1 where gold is full
 * text, snippet F1 where it is snippets; rows are the sets (WCXB also by page type). `Pith − best` is the
 * margin the issue asks for: positive where Pith is ahead of every peer.
 */
export function peersTables(rows: SetScore[]): string {
  const measures: [string, (e: EngineSetScore) => number, (e: EngineSetScore) => number][] = [
    ['word F1', (e) => e.word.f1, (e) => e.word.pages],
    ['shingle F1', (e) => e.shingle.f1, (e) => e.shingle.pages],
    ['snippet F1', (e) => e.snippets.f1, (e) => e.snippets.pages],
  ];
  const tables = measures.flatMap(([name, pick, count]) => {
    const scored = rows.filter((s) => count(s.pith) > 0);
    if (!scored.length) return [];
    const head = `| set | pages | Pith | best peer | Pith − best | ${PEERS.map((p) => PEER_NAMES[p]).join(' | ')} |`;
    const lines = scored.map((s) => {
      const best = bestPeer(s, pick);
      const cells = [
        s.set,
        count(s.pith),
        f(pick(s.pith)),
        best ? `${f(best.value)} (${PEER_NAMES[best.peer]})` : 'n/a',
        best ? signed(pick(s.pith) - best.value) : 'n/a',
        ...PEERS.map((p) => (s[p] ? f(pick(s[p] as EngineSetScore)) : 'n/a')),
      ];
      return `| ${cells.join(' | ')} |`;
    });
    return [`### ${name}\n\n${head}\n|${' --- |'.repeat(5 + PEERS.length)}\n${lines.join('\n')}`];
  });
  const timeHead = '| set | Pith ms median / p95 | Readability | Defuddle |';
  const timeRows = rows.map(
    (s) =>
      `| ${s.set} | ${f(s.time.pithMedian, 1)} / ${f(s.time.pithP95, 1)} | ${f(s.time.readabilityMedian, 1)} / ${f(s.time.readabilityP95, 1)} | ${f(s.peerTime.defuddle?.median, 1)} / ${f(s.peerTime.defuddle?.p95, 1)} |`,
  );
  tables.push(`### time in the page (ms)\n\n${timeHead}\n|${' --- |'.repeat(4)}\n${timeRows.join('\n')}`);
  const stages = stagesTable(rows);
  if (stages) tables.push(stages);
  return tables.join('\n\n');
}

/**
 * Where Pith's time goes: each stage's median / p95 per set (the Extraction's `timings`). `blocks` is the time
 * of the stages from `scope` to `table` together; the others do not overlap.
 */
export function stagesTable(rows: SetScore[]): string | null {
  const names = [...new Set(rows.flatMap((s) => Object.keys(s.stages)))];
  if (!names.length) return null;
  const head = `| stage | ${rows.map((s) => s.set).join(' | ')} |`;
  const lines = names.map(
    (name) =>
      `| ${name} | ${rows.map((s) => (s.stages[name] ? `${f(s.stages[name].median, 1)} / ${f(s.stages[name].p95, 1)}` : 'n/a')).join(' | ')} |`,
  );
  return `### Pith's time by stage (ms, median / p95)\n\n\`blocks\` is the stages from \`scope\` to \`table\` together.\n\n${head}\n|${' --- |'.repeat(rows.length + 1)}\n${lines.join('\n')}`;
}

function signed(n: number): string {
  return `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(3)}`;
}

function pair(s: SetScore, pick: (e: EngineSetScore) => number): string {
  return `${f(pick(s.pith))} / ${f(pick(s.readability))}`;
}

function setTable(s: SetScore, pages: PageScore[]): string {
  const rows: [string, (e: EngineSetScore) => string][] = [
    ['shingle P / R / F1', (e) => `${f(e.shingle.precision)} / ${f(e.shingle.recall)} / ${f(e.shingle.f1)}`],
    ['word P / R / F1 (WCXB)', (e) => `${f(e.word.precision)} / ${f(e.word.recall)} / ${f(e.word.f1)}`],
    ['LCS P / R / F1', (e) => `${f(e.lcs.precision)} / ${f(e.lcs.recall)} / ${f(e.lcs.f1)}`],
    ['snippet P / R / acc / F1', (e) => snippets(e)],
    ['comments F1 (pages with comments)', (e) => `${f(e.comments.f1)} (${e.comments.pagesWithComments})`],
    ['comments found where none', (e) => `${f(e.comments.falsePositiveRate)} (${e.comments.pagesWithout})`],
    [
      'posts P / R / F1',
      (e) => `${f(e.posts.precision)} / ${f(e.posts.recall)} / ${f(e.posts.f1)} (${e.posts.pages})`,
    ],
    ['post author / date accuracy', (e) => `${f(e.posts.authorAccuracy)} / ${f(e.posts.dateAccuracy)}`],
    ['region accuracy (eq. 4)', (e) => `${f(e.region.accuracy)} (${e.region.pages})`],
  ];
  const forum = pages.filter((p) => !p.error && p.goldType === 'forum');
  const peers = (['defuddle', 'trafilatura'] as const).filter((p) => s[p]);
  const lines = [
    `| metric | Pith | Readability |${peers.map((p) => ` ${PEER_NAMES[p]} |`).join('')}`,
    `| --- | --- | --- |${' --- |'.repeat(peers.length)}`,
    ...rows.map(
      ([name, get]) =>
        `| ${name} | ${get(s.pith)} | ${get(s.readability)} |${peers.map((p) => ` ${get(s[p] as EngineSetScore)} |`).join('')}`,
    ),
  ];
  if (forum.length && s.set === 'wcxb') {
    const mean = (e: 'pith' | 'readability' | 'defuddle' | 'trafilatura') =>
      forum.reduce((a, p) => a + (p[e]?.word?.f1 ?? 0), 0) / forum.length;
    lines.push(
      `| word F1, forum pages (${forum.length}) | ${f(mean('pith'))} | ${f(mean('readability'))} |${peers.map((p) => ` ${f(mean(p))} |`).join('')}`,
    );
  }
  const peerMs = peers.map((p) =>
    p === 'defuddle'
      ? ` ${f(s.peerTime.defuddle?.median, 1)} / ${f(s.peerTime.defuddle?.p95, 1)} |`
      : ' n/a |',
  );
  lines.push(
    `| ms median / p95 | ${f(s.time.pithMedian, 1)} / ${f(s.time.pithP95, 1)} | ${f(s.time.readabilityMedian, 1)} / ${f(s.time.readabilityP95, 1)} |${peerMs.join('')}`,
  );
  const published = [...(PUBLISHED[s.set] ?? [])].map((p) => `- ${p.metric}: ${p.figures}`);
  const notes = [
    `LCS on words for ${s.pith.lcs.wordLevel} (Pith) / ${s.readability.lcs.wordLevel} (Readability) long pages` +
      `, skipped ${s.pith.lcs.skipped} / ${s.readability.lcs.skipped}.`,
    `Page type accuracy ${f(s.pageType.accuracy)} over ${s.pageType.pages} pages with an SD type in gold` +
      ` (Readability has no page type). Confusion (gold → Pith): ${confusion(s.pageType.confusion)}`,
  ];
  const omitted = pages.filter((p) => p.commentsOmitted).map((p) => p.id);
  if (omitted.length)
    notes.push(
      `Comments not scored on ${omitted.length} pages whose gold leaves out the reader comments they show,` +
        ` checked by hand (bench/gold/comments-omitted.json): ${omitted.join(', ')}.`,
    );
  const furniture = pages.filter((p) => p.commentFurniture).map((p) => p.id.slice(0, 8));
  if (furniture.length)
    notes.push(
      `Read as pages without comments: ${furniture.length} pages whose comment gold is the comment section's` +
        ` furniture or readers' comments on other stories, checked by hand (bench/gold/comments-furniture.json):` +
        ` ${furniture.join(', ')}.`,
    );
  if (published.length) notes.push(`Published (corpus README, for orientation):\n${published.join('\n')}`);
  return `${lines.join('\n')}\n\n${notes.join('\n\n')}`;
}

function snippets(e: EngineSetScore): string {
  const s = e.snippets;
  return `${f(s.precision)} / ${f(s.recall)} / ${f(s.accuracy)} / ${f(s.f1)} (${s.pages})`;
}

function confusion(matrix: Record<string, Record<string, number>>): string {
  const rows = Object.entries(matrix).map(
    ([gold, row]) =>
      `${gold} → ${Object.entries(row)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
  );
  return rows.length ? rows.join('; ') : 'n/a';
}

function worstPages(input: ReportInput, set: string): string {
  const pages = input.pages
    .filter((p) => p.set === set && !p.error && pageF1(p.pith) !== null)
    .sort((a, b) => (pageF1(a.pith) as number) - (pageF1(b.pith) as number))
    .slice(0, WORST_PAGES);
  if (!pages.length) return 'n/a';
  const rows = pages.map((p) => {
    const out = input.outputs.get(`${p.set}/${p.id}`);
    const cells = [p.id, f(pageF1(p.pith) ?? NaN), f(pageF1(p.readability) ?? NaN)];
    cells.push(
      firstLine(out?.pith?.text),
      firstLine(out?.readability?.text),
      firstLine(input.golds.get(`${p.set}/${p.id}`)),
    );
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '| id | Pith | Read. | Pith first line | Readability first line | gold first line |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function firstLine(text: string | undefined, max = 80): string {
  const line =
    (text ?? '')
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '(empty)';
  const cut = line.length > max ? `${line.slice(0, max)}…` : line;
  return cut.replace(/\|/g, '\\|');
}

/** Pages of the `readability` set where Readability's own output is below this shingle F1 are listed. */
const READABILITY_CHECK_F1 = 0.95;

/** Issue 3: Readability's shingle F1 on its own test pages should be ~1.0; list the pages where it is not. */
function readabilityCheck(input: ReportInput): string {
  const set = input.sets.find((s) => s.set === 'readability');
  if (!set) return '';
  const low = input.pages.filter((p) => {
    const c = p.set === 'readability' ? p.readability?.shingle : undefined;
    return c && c.tp < READABILITY_CHECK_F1;
  });
  const list = low.map((p) => `${p.id} (${f(p.readability?.shingle?.tp)})`).join(', ') || 'none';
  return `## Readability check

Readability.js's shingle F1 on the \`readability\` set (its own expected outputs as gold): ${f(set.readability.shingle.f1)}
over ${set.readability.shingle.pages} pages; pages whose normalised true-positive share is below ${READABILITY_CHECK_F1}: ${list}.
`;
}

/**
 * Pith's comment cards on the pages of the per-comment gold in the run (bench/gold/README.md), per set and
 * overall; empty when the run has none of them. The peers give no comment cards, so they have no row.
 */
export function commentCardsTable(sets: SetScore[], pages: PageScore[]): string {
  const cards = pages.flatMap((p) => (p.pith?.commentCards ? [p.pith.commentCards] : []));
  if (!cards.length) return '';
  const row = (name: string, c: CommentCardsScore) =>
    `| ${[
      name,
      c.pages,
      c.gold,
      c.found,
      c.matched,
      f(c.precision),
      f(c.recall),
      f(c.f1),
      `${f(c.authorAccuracy)} (${c.authorsChecked})`,
      `${f(c.dateAccuracy)} (${c.datesChecked})`,
    ].join(' | ')} |`;
  const rows = sets.filter((s) => s.pith.commentCards.pages > 0).map((s) => row(s.set, s.pith.commentCards));
  return `## Comment cards (per-comment gold)

Pith's comment cards on the pages of \`bench/gold/comments.jsonl\` in this run (how the gold was made:
\`bench/gold/README.md\`; \`--comment-gold\` runs exactly those pages). A card matches a gold comment one-to-one,
best fit first, where it holds the gold's first or last words and the two lengths in words are within
${COMMENT_LENGTH_RATIO}×; author and date are checked on matched cards whose gold has them (n in brackets), the
date at day precision. Readability.js, Defuddle and trafilatura give no comment cards: n/a for them.

| set | pages | gold comments | cards found | matched | P | R | F1 | author acc. (n) | date acc. (n) |
|${' --- |'.repeat(10)}
${[...rows, row('all', commentCardsScore(cards))].join('\n')}
`;
}

export function renderReport(input: ReportInput): string {
  const sections = input.sets.map((s) => {
    const pages = input.pages.filter((p) => p.set === s.set);
    return `## ${s.set}\n\n${setTable(s, pages)}\n\n### Worst ${WORST_PAGES} pages (by Pith's page score)\n\n${worstPages(input, s.set)}`;
  });
  const charts = input.charts.map((c) => `![${c}](${c})`).join('\n');
  return `# Pith and its peers (Readability.js, Defuddle, trafilatura)

Command: \`${input.command}\`
Run: ${input.when}, commit ${input.commit}, Pith method \`${input.method}\`, ${input.concurrency} pages at a time,
${input.rate.toFixed(2)} pages/s.

${summaryTable(input.sets)}

Scores: shingle F1 as the ScrapingHub benchmark (4-token shingles, per-page counts normalised to 1); word F1 as
WCXB (lower-cased bag of words, mean per page); LCS as Louvan 5.2 on whitespace-normalised characters, on words
where chars × chars > ${LCS_CHAR_CELL_LIMIT.toExponential(1)}; snippets as trafilatura (counts summed over the
set); Pith's text is its article followed by its forum posts; Readability's is \`textContent\`. Page score
(worst pages, charts): word F1 where gold is full text, snippet accuracy otherwise. A page whose render failed
is left out for both engines and counted under errors.

## Pith and the peers

Readability.js and Defuddle run in the same render as Pith (each on a clone of the document; Defuddle's text
is its content's, one line per block); trafilatura 2.2.0 is scored from its outputs on the raw HTML
(\`../shared/peers\`, default settings; its time is not comparable and not shown). A peer's cell is n/a where it
has no output for the set. The best peer is the highest of the three on that row.

${peersTables(withPageTypes(input.sets, input.pages))}

${readabilityCheck(input)}
${commentCardsTable(input.sets, input.pages)}
${charts}

${sections.join('\n\n')}
`;
}
