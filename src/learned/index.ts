// The learned engine (issue 19): the default pipeline's stages 1-3 measured as a block table, each block
// classified main / comment / noise by boosted trees (model.ts), the page type read off those classes
// (page-type.ts), each block classified again from the classes around it (the second look, model.ts), the
// classes turned into the pipeline's Decision (decide.ts), and stage 4 assembling it as it assembles the
// rules' decision.
import { measureBlocks } from '../blocks/table';
import { extractMetadata } from '../metadata';
import type { Method } from '../methods';
import { NO_CONTENT, TOO_LARGE } from '../pipeline';
import { assembleDecision } from '../pipeline/content';
import { describeChange } from '../pipeline/decision';
import { galleryDecision } from '../pipeline/gallery';
import { withRegions } from '../pipeline/lazy-regions';
import { highlightRegions } from '../pipeline/regions';
import { timed } from '../trace';
import type { Extraction, ExtractOptions } from '../types';
import type { GbdtModel } from '../blocks/gbdt';
import { declaresDiscussion, learnedDecision } from './decide';
import { pageFeatures, pageTypeOf } from './page-type';
import { CLASSES, classifyBlocks, secondLook, type LearnedModel } from './model';

export { classifyBlocks, secondLook, type LearnedModel } from './model';
export { learnedDecision } from './decide';
export { pageFeatures, pageTypeOf, PAGE_FEATURES, PAGE_KINDS, type PageKind } from './page-type';

/** The `learned` method over `model` (the trained one, read when first needed), or the model the options give
 * (the bench's folds). */
export function learnedMethod(model: () => LearnedModel): Method {
  return (doc, options) => extractLearned(doc, options, options.model ?? model());
}

export function extractLearned(doc: Document, options: ExtractOptions, model: LearnedModel): Extraction {
  const timings: Record<string, number> = {};
  const meta = timed(timings, 'metadata', () => extractMetadata(doc));
  const { table, decided, members } = timed(timings, 'blocks', () =>
    measureBlocks(doc, options, timings, model.units ?? 'elements'),
  );
  const { tree, page } = decided;
  const first = classifyBlocks(table, model, timings);
  const declared = declaresDiscussion(doc, tree);
  // A page that declares a discussion is a thread whatever the page type says, and on threads the second
  // look stands aside: neither is computed for it.
  const pageType =
    !declared && model.pageType
      ? timed(timings, 'page-type', () => {
          // `location` cannot be overridden by a named element; a page's `<form name="URL">` can shadow `URL`.
          const url = doc.location?.href ?? (typeof doc.URL === 'string' ? doc.URL : undefined);
          const features = pageFeatures(table, first.probabilities, url);
          return pageTypeOf(model.pageType as GbdtModel, features);
        })
      : undefined;
  const kind = declared ? 'multiple' : pageType?.kind;
  // The second look learned from articles (a few threads among four thousand pages): on a thread, where a
  // post's text is main wherever it stands, the first look stands.
  const { labels, probabilities } =
    model.context && kind !== 'multiple'
      ? secondLook(table, first, model.context, pageType?.probabilities ?? [], timings)
      : first;
  const { decision, change } = timed(timings, 'learned-decision', () =>
    learnedDecision(
      tree,
      decided.decision,
      table.blocks,
      labels,
      probabilities.map((p) => p[CLASSES.indexOf('noise')]),
      kind,
      declared,
      // Runs only where the model reads them: a model of whole elements has none to take or leave.
      table.units === 'runs' ? members : undefined,
    ),
  );
  const gallery = galleryDecision(tree, decision);
  const final = gallery?.decision ?? decision;
  const content = timed(timings, 'assemble', () => assembleDecision(final, tree, meta.title, meta.date));
  const changes = [...decided.changes, change, ...(gallery ? [gallery.change] : [])];
  const empty = !content.article.text && !content.posts.length && !content.comments.length;
  const regions = () => timed(timings, 'regions', () => highlightRegions(page, final, changes));
  return withRegions(options.regions ?? 'lazy', regions, {
    ...meta,
    pageType: final.pageType,
    ...content,
    regions: [],
    timings,
    method: 'learned',
    problem: empty ? (tree.truncated ? TOO_LARGE : NO_CONTENT) : null,
    ...(options.trace
      ? {
          trace: [
            ...changes.map((c) => ({
              stage: c.stage,
              detail: describeChange(c),
            })),
          ],
        }
      : {}),
  });
}
