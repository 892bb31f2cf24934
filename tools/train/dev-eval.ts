// Quick dev check (issue 4 item 5): every pipeline and Readability.js on the same render of pages NOT in the
// training sample, word F1 (bags of lower-cased \w+ tokens, averaged over pages) and engine time. Every method
// runs in the research build (the shipped methods plus the classifier's), on the same injection.
//   npx tsx tools/train/dev-eval.ts [--per-set 25] [--methods sd,pith,cs2+lbs,...]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../lib/browser';
import { pagePath, readGold, readPageBytes, urlFor } from '../lib/corpus';
import { DEFAULT_CORPUS } from '../lib/paths';
import { engineScript, renderPage } from '../lib/render';
import { rng, shuffled } from '../lib/random';
import { samplePages } from './sample';
import { mainText, trainingPages } from './sets';

const { values: args } = parseArgs({
  options: {
    'per-set': { type: 'string', default: '25' },
    methods: { type: 'string', default: 'sd,pith,cs2,cs2+lbs,cs2+sls,cs2+tp,cs1,cs1+lbs,cs1+sls,cs1+tp' },
    sets: { type: 'string', default: 'wcxb,dragnet,l3s-gn1,cleaneval,wcxb-forum' },
    seed: { type: 'string', default: '7' },
    verbose: { type: 'boolean', default: false },
  },
});
const corpus = DEFAULT_CORPUS;
const methods = (args.methods as string).split(',');
const trained = new Set(samplePages(trainingPages(corpus)).map((p) => `${p.set}/${p.gold.id}`));
const require = createRequire(import.meta.url);
const readabilitySource = fs.readFileSync(require.resolve('@mozilla/readability/Readability.js'), 'utf8');

function wordF1(got: string, want: string): number {
  const bag = (s: string) => {
    const m = new Map<string, number>();
    for (const t of s.toLowerCase().match(/\w+/g) ?? []) m.set(t, (m.get(t) ?? 0) + 1);
    return m;
  };
  const a = bag(got);
  const b = bag(want);
  let common = 0;
  for (const [t, n] of a) common += Math.min(n, b.get(t) ?? 0);
  const na = [...a.values()].reduce((x, y) => x + y, 0);
  const nb = [...b.values()].reduce((x, y) => x + y, 0);
  if (!na || !nb) return na === nb ? 1 : 0;
  const p = common / na;
  const r = common / nb;
  return p + r ? (2 * p * r) / (p + r) : 0;
}

const scores: Record<string, Record<string, number[]>> = {};
const times: Record<string, number[]> = {};
const browser = await launchBrowser();
try {
  for (const spec of (args.sets as string).split(',')) {
    const set = spec === 'wcxb-forum' ? 'wcxb' : spec;
    const golds = readGold(path.join(corpus, set)).filter(
      (g) =>
        !trained.has(`${set}/${g.id}`) &&
        mainText(g).trim().length > 50 &&
        (spec === 'wcxb-forum' ? g.pageType === 'forum' : spec !== 'wcxb' || g.pageType !== 'forum'),
    );
    const pick = shuffled(golds, rng(Number(args.seed))).slice(0, Number(args['per-set']));
    for (const gold of pick) {
      const rendered = await renderPage(
        browser,
        urlFor(gold, set),
        readPageBytes(pagePath(path.join(corpus, set), gold.id)),
      );
      try {
        await rendered.page.evaluate(engineScript('research'));
        await rendered.page.evaluate(`${readabilitySource}\nglobalThis.Readability = Readability;`);
        const want = mainText(gold);
        for (const m of [...methods, 'readability']) {
          const out = await rendered.page.evaluate((method) => {
            const t0 = performance.now();
            let text: string;
            if (method === 'readability') {
              const R = (
                globalThis as unknown as {
                  Readability: new (d: Document) => { parse(): { textContent?: string } | null };
                }
              ).Readability;
              text = new R(document.cloneNode(true) as Document).parse()?.textContent ?? '';
            } else {
              const e = (
                globalThis as unknown as {
                  PithEngine: {
                    extract(
                      d: Document,
                      o: unknown,
                    ): { article: { text: string }; posts: { text: string }[] };
                  };
                }
              ).PithEngine;
              const r = e.extract(document, { method });
              text = r.article.text || r.posts.map((p) => p.text).join('\n');
            }
            return { text, ms: performance.now() - t0 };
          }, m);
          const f1 = wordF1(out.text, want);
          ((scores[spec] ??= {})[m] ??= []).push(f1);
          if (args.verbose)
            console.error(`${set}/${gold.id}\t${m}\t${f1.toFixed(3)}\t${out.text.length}\t${want.length}`);
          (times[m] ??= []).push(out.ms);
        }
      } catch (error) {
        console.error(`${set}/${gold.id}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await rendered.close();
      }
    }
    console.error(`${spec}: ${pick.length} pages`);
  }
} finally {
  await browser.close();
}

const all = [...methods, 'readability'];
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`| method | ${Object.keys(scores).join(' | ')} | median ms |`);
console.log(
  `| --- | ${Object.keys(scores)
    .map(() => '---:')
    .join(' | ')} | ---: |`,
);
for (const m of all) {
  const cells = Object.keys(scores).map(
    (s) => `${mean(scores[s][m] ?? []).toFixed(3)} (${scores[s][m]?.length ?? 0})`,
  );
  console.log(`| ${m} | ${cells.join(' | ')} | ${median(times[m] ?? [0]).toFixed(1)} |`);
}
