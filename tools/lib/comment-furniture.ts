// L3S-GN1 pages whose comment gold holds no reader comment on the page, each checked by hand
// (bench/gold/comments-furniture.json; how, in bench/gold/README.md). L3S-GN1 marks the comment *section*:
// on 25 of its 52 pages with comment gold that is all there is, its heading, count, form, notices and links
// ("53 Comments", "This article has no comments. Write a new comment", "Have your say"), a poll; on two more,
// a box of readers' comments on other stories. A reader mode that showed those as comments would be wrong, yet
// the set's comment F1 counted them as comments missed, and training learned them as comments. The bench and
// training read these pages as pages without comments: the bench counts comments found there as comments found
// where none; training labels those blocks noise and the page an article. Kept with the bench, like the
// per-comment gold.
import fs from 'node:fs';
import path from 'node:path';
import type { Gold } from './corpus';
import { ROOT } from './paths';

export const COMMENT_FURNITURE_FILE = path.join(ROOT, 'bench', 'gold', 'comments-furniture.json');

/** A page whose comment gold is not a comment on the page, with what it is instead. */
export interface CommentFurniturePage {
  set: string;
  id: string;
  /** `furniture`: the comment section's heading, count, form, notices or links, or a poll; `other-pages`:
   * readers' comments on other stories. */
  kind: 'furniture' | 'other-pages';
  /** The first five words of the page's comment gold (no more of it is kept): the list is stale where the gold
   * no longer starts with them. */
  start: string;
  note: string;
}

const KINDS = new Set(['furniture', 'other-pages']);

/** The checked pages keyed `set/id`; empty when the file is absent. */
export function readCommentFurniture(file = COMMENT_FURNITURE_FILE): Map<string, CommentFurniturePage> {
  const out = new Map<string, CommentFurniturePage>();
  if (!fs.existsSync(file)) return out;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: CommentFurniturePage[] };
  for (const page of data.pages ?? []) {
    if (!page.set || !page.id || !KINDS.has(page.kind) || !page.start?.trim() || !page.note)
      throw new Error(`${file}: ${page.set}/${page.id} needs set, id, kind (furniture or other-pages), start and note.`); // prettier-ignore
    out.set(`${page.set}/${page.id}`, page);
  }
  return out;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * `gold` as the bench reads it: on a page of `furniture`, no comments and the page type of a page without
 * them. A listed page whose comment gold does not start with the listed words is an error: the list is stale.
 */
export function withoutCommentFurniture(
  gold: Gold,
  set: string,
  furniture: Map<string, CommentFurniturePage>,
): Gold {
  const page = furniture.get(`${set}/${gold.id}`);
  if (!page) return gold;
  const start = words(page.start);
  const have = words((gold.comments ?? []).join(' ')).slice(0, start.length);
  if (have.join(' ') !== start.join(' '))
    throw new Error(`${set}/${gold.id} is listed in ${path.basename(COMMENT_FURNITURE_FILE)} but its comment gold does not start "${page.start}": the list is stale.`); // prettier-ignore
  return { ...gold, comments: [], pageType: 'article', commentFurniture: true };
}
