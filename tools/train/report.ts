// models/LOUVAN.md: the model card written by `npm run train:louvan`, with cross-validation tables in the form of
// the Louvan thesis's tables 6.6 (segment), 6.8 (content, two-phase) and 6.10 (single-phase).
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import type { TreeModel, TreeNode } from '../../src/research/classify/model';
import { FOLDS, scores, type Confusion } from './cv';
import { OTHERS_PER_PAGE, POSITIVES_PER_PAGE, type Task } from './dataset';
import { GOOD_SHARE, MAIN_UNIFORM, NOISE_UNIFORM, SHINGLE } from './label';
import { PAGES_PER_TYPE, SEED } from './sample';
import { TOP_FEATURES } from './select';

export interface TypeResult {
  type: string;
  pages: number;
  sites: number;
  tasks: Partial<Record<Task, { cfn: number; cv: { cfn: number; m: Confusion }[]; model: TreeModel }>>;
}

/** Hand check of the leaf labels (the alignment), done once on 20 random training pages (seed 42) by reading
 * each page's text marked main next to its gold text; update it when the alignment changes. */
const LABEL_QUALITY = [
  '- Label quality, hand-checked on 20 random training pages (8 WCXB, 6 Dragnet, 3 CleanEval, 3 L3S-GN1):',
  '  on no page was gold text left unmarked; 7 pages were labelled exactly; 10 had a few short spurious main',
  '  leaves (the headline repeated in the page title, breadcrumb or a related link, a photo caption); 3 had a',
  '  navigation block marked main because its entries also occur in the gold text (a table of contents repeating',
  "  the article's headings, a book menu, a category menu). The L3S-GN1 pages, labelled from annotations, were exact.",
];

const TITLES: Record<Task, string> = {
  segment: 'Table 6.6 (form): segment classification, two-phase classifier (positive class: good segment)',
  content: 'Table 6.8 (form): content classification, two-phase classifier (positive class: main content)',
  single: 'Table 6.10 (form): single-phase classifier (positive class: main content)',
};

export async function writeReport(file: string, results: TypeResult[], pages: number): Promise<void> {
  const lines = [
    '# Decision-tree models (Louvan 2009): training report',
    '',
    'Written by `npm run train:louvan` (tools/train/louvan-cli.ts); rerunning it on the same corpus rebuilds these files',
    'byte for byte. Do not edit by hand.',
    '',
    '## Data',
    '',
    `- ${pages} rendered pages, a seeded sample (seed ${SEED}) of at most ${JSON.stringify(PAGES_PER_TYPE)} per type,`,
    '  because rendering and dumping costs 1-2 s a page on the 2 shared cores. Each page is dumped once its layout',
    '  has settled (no image loading, animations finished or stopped: tools/lib/render.ts settleLayout), so two',
    '  runs read the same boxes.',
    '- Page types: pages of `harvest-forums` and WCXB `forum` pages are **forum**; pages whose gold has comments',
    '  (Dragnet, L3S-GN1 `article-with-comments`) are **blog** (an article followed by reader comments, the',
    "  thesis's blog setting); every other page with full-text gold (WCXB, Dragnet, L3S-GN1, CleanEval) is **news**.",
    `- Labels: gold text aligned with the page's text leaves by runs of ${SHINGLE} tokens (L3S-GN1: its`,
    '  annotated copy, classes 1 and 2 are main). A node is main when at least',
    `  ${MAIN_UNIFORM} of its tokens are; a good segment is a node that is uniformly main (>= ${MAIN_UNIFORM}) or`,
    `  uniformly noise (<= ${NOISE_UNIFORM}) and holds at least ${GOOD_SHARE} of the tokens of its largest uniform`,
    '  ancestor of the same kind (not too coarse, not too fine); single-phase main = good and main (table 6.4).',
    ...LABEL_QUALITY,
    `- Rows: per page all main/good-main nodes (at most ${POSITIVES_PER_PAGE}) and ${OTHERS_PER_PAGE} other candidates at random.`,
    `- Learner: C4.5 as J48 (confidence 0.25, minObj 2, subtree replacement; no subtree raising), top ${TOP_FEATURES}`,
    '  features by information gain (chosen inside each training fold), false negatives weighted by CFN.',
    `- Evaluation: ${FOLDS}-fold cross-validation grouped by site (host; pages without a URL are their own site).`,
    '',
  ];
  for (const task of ['segment', 'content', 'single'] as Task[]) lines.push(...taskTable(task, results));
  lines.push(
    '## Models',
    '',
    '| file | features | nodes | leaves | CFN | bytes |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  );
  let total = 0;
  for (const r of results) {
    for (const [task, t] of Object.entries(r.tasks)) {
      if (!t) continue;
      const bytes = JSON.stringify(t.model).length + 1;
      total += bytes;
      const n = count(t.model.root);
      lines.push(
        `| ${r.type}-${task}.json | ${t.model.features.join(', ')} | ${n.nodes} | ${n.leaves} | ${t.cfn} | ${bytes} |`,
      );
    }
  }
  lines.push('', `Total size of the models: ${total} bytes (before minification and gzip).`, '');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    await prettier.format(`${lines.join('\n')}\n`, { parser: 'markdown', proseWrap: 'preserve' }),
  );
}

function taskTable(task: Task, results: TypeResult[]): string[] {
  const out = [
    `## ${TITLES[task]}`,
    '',
    '| data set | CFN | tp | fn | fp | tn | accuracy | precision | recall | f1 |',
  ];
  out.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const t = r.tasks[task];
    for (const { cfn, m } of t?.cv ?? []) {
      const s = scores(m);
      const mark = cfn === t?.cfn ? ' **(chosen)**' : '';
      const f = (x: number) => x.toFixed(3);
      out.push(
        `| ${r.type} (${r.pages} pages, ${r.sites} sites) | ${cfn}${mark} | ${m.tp} | ${m.fn} | ${m.fp} | ${m.tn} | ${f(s.accuracy)} | ${f(s.precision)} | ${f(s.recall)} | ${f(s.f1)} |`,
      );
    }
  }
  out.push('');
  return out;
}

function count(node: TreeNode): { nodes: number; leaves: number } {
  if (!node.k) return { nodes: 1, leaves: 1 };
  return node.k
    .map(count)
    .reduce((a, b) => ({ nodes: a.nodes + b.nodes, leaves: a.leaves + b.leaves }), { nodes: 1, leaves: 0 });
}
