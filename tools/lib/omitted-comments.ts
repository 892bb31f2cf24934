// Pages whose gold says "no comments" while the saved page shows reader comments, each checked by hand
// (bench/gold/comments-omitted.json; how, in bench/gold/README.md). Dragnet's annotators left some comment
// sections out of their text files: on those pages any extractor that finds the comments is counted as
// finding comments where there are none, which is the opposite of what the measure is for, and training
// learned their comments as noise and the pages as articles. The bench and training read their comments as
// unknown: the bench neither scores them nor counts the page among those without comments; training leaves the
// blocks outside the article unlabelled and takes the page as one with comments. Kept with the bench, like the
// per-comment gold.
import fs from 'node:fs';
import path from 'node:path';
import {
  readCommentFurniture,
  withoutCommentFurniture,
  type CommentFurniturePage,
} from './comment-furniture';
import { readGold, repairGold, type Gold } from './corpus';
import { ROOT } from './paths';

export const OMITTED_COMMENTS_FILE = path.join(ROOT, 'bench', 'gold', 'comments-omitted.json');

/** A page the gold gives no comments, with the evidence that it shows some. */
export interface OmittedCommentsPage {
  set: string;
  id: string;
  /** About how many reader comments the saved page shows. */
  comments: number;
  /** The first commenter's name as the page prints it. */
  author: string;
  /** The first five words of that comment (no more of the page is kept: the corpus licences). */
  start: string;
}

/** The checked pages keyed `set/id`; empty when the file is absent. */
export function readOmittedComments(file = OMITTED_COMMENTS_FILE): Map<string, OmittedCommentsPage> {
  const out = new Map<string, OmittedCommentsPage>();
  if (!fs.existsSync(file)) return out;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: OmittedCommentsPage[] };
  for (const page of data.pages ?? []) {
    if (!page.set || !page.id || !(page.comments > 0) || !page.author || !page.start)
      throw new Error(`${file}: ${page.set}/${page.id} needs set, id, comments, author and start.`);
    out.set(`${page.set}/${page.id}`, page);
  }
  return out;
}

/**
 * `gold` as the bench reads it: on a page of `omitted`, the comments unknown (null: neither scored nor a page
 * without comments) and the page type the corpus gives a page with comments. A listed page whose gold has
 * comments is an error: the list is stale.
 */
export function withOmittedComments(
  gold: Gold,
  set: string,
  omitted: Map<string, OmittedCommentsPage>,
): Gold {
  if (!omitted.has(`${set}/${gold.id}`)) return gold;
  if (gold.comments?.some((c) => c.trim()))
    throw new Error(`${set}/${gold.id} is listed in ${path.basename(OMITTED_COMMENTS_FILE)} but its gold has comments: the list is stale.`); // prettier-ignore
  return { ...gold, comments: null, pageType: 'article-with-comments', commentsOmitted: true };
}

/**
 * A set's gold as the bench scores it and training learns it: repaired (repairGold), the comments of
 * `omitted`'s pages unknown, and `furniture`'s pages without comments (comment-furniture.ts).
 */
export function readGoldAsScored(
  corpus: string,
  set: string,
  omitted: Map<string, OmittedCommentsPage> = readOmittedComments(),
  furniture: Map<string, CommentFurniturePage> = readCommentFurniture(),
): Gold[] {
  return readGold(path.join(corpus, set)).map((gold) =>
    withoutCommentFurniture(withOmittedComments(repairGold(gold), set, omitted), set, furniture),
  );
}

/** The gold of `sets` as scored (readGoldAsScored), keyed `set/id`. */
export function goldIndex(corpus: string, sets: Iterable<string>): Map<string, Gold> {
  const index = new Map<string, Gold>();
  const omitted = readOmittedComments();
  const furniture = readCommentFurniture();
  for (const set of sets)
    for (const g of readGoldAsScored(corpus, set, omitted, furniture)) index.set(`${set}/${g.id}`, g);
  return index;
}
