// What the default pipeline's stages pass along: the decision (page type, article element, comments, posts,
// what is cut from the article) and the page it is about. Each stage takes the decision and returns it
// changed, or null when it leaves it alone; the runner records every stage that changed something, with
// its reason, for the trace and for highlight mode.
import { furnitureOf, type Mass } from '../mass';
import type { SdNode, SdOutcome, SdTree } from '../sdtree';
import type { PageType } from '../types';

export interface Decision {
  pageType: PageType;
  /** The element the article is read from; null when the page has none (a thread). */
  root: SdNode | null;
  comments: readonly Element[];
  posts: readonly Element[];
  /** Elements inside the root left out of the article, besides the comments and posts. */
  cut: ReadonlySet<Element>;
  /** A blog entry that SD grouped with its comments: it is the article (entry-with-comments). */
  entry: SdNode | null;
  /** The text mass the root was chosen by, and the nodes it did not count. */
  mass: { m: Mass; skipped: ReadonlySet<SdNode> } | null;
  /** Elements inside the posts left out of them (a post's header line, a signature), where a stage says. */
  postCut?: ReadonlySet<Element>;
  /** Runs of an element's own text inside the root left out of the article, node by node (its text nodes and
   * the inline elements wholly in it): the learned engine's runs (blocks/table.ts, units `runs`). */
  cutText?: ReadonlySet<Node>;
  /** Comments that are runs of an element's own text (units `runs`), each a card, besides `comments`. */
  commentRuns?: readonly TextRun[];
}

/** A run of an element's own text between its blocks: the element, and the run's text nodes and the inline
 * elements wholly in it (blocks/table.ts, units `runs`). */
export interface TextRun {
  el: Element;
  nodes: readonly Node[];
}

/** What a stage can change, as highlight mode draws it. */
export type Part = 'page type' | 'article' | 'comments' | 'posts';

export interface Change {
  stage: string;
  reason: string;
  parts: Part[];
}

/** A change as the trace says it: its reason and the parts it changed ("nothing": it agreed with the stage before). */
export function describeChange(c: Change): string {
  return `${c.reason} (changed: ${c.parts.length ? c.parts.join(', ') : 'nothing'})`;
}

/** The page the stages read: its SD-Tree and SD's outcome, and what is read from them on first use. */
export class Page {
  private furnitureFlags: number[] | null = null;
  constructor(
    readonly tree: SdTree,
    readonly sd: SdOutcome,
  ) {}

  /** Page furniture per node (mass/furniture.ts), judged against SD's article region. */
  get furniture(): readonly number[] {
    this.furnitureFlags ??= furnitureOf(this.tree, this.sd.region);
    return this.furnitureFlags;
  }

  private readonly nodesByList = new WeakMap<readonly Element[], SdNode[]>();

  /**
   * The tree's nodes of `els`, in document order. A decision's lists are kept until a stage replaces them,
   * so the pass over the tree is made once per list (three rules read the comments' nodes).
   */
  nodesOf(els: readonly Element[]): SdNode[] {
    let nodes = this.nodesByList.get(els);
    if (!nodes) {
      const set = new Set(els);
      nodes = set.size ? this.tree.nodes.filter((n) => set.has(n.el)) : [];
      this.nodesByList.set(els, nodes);
    }
    return nodes;
  }
}

export interface Stage {
  /** A short name, as the trace shows it (`furniture-comments`). */
  name: string;
  /** Why the stage changes the decision, in one line of plain words. */
  reason: string;
  apply(d: Decision, page: Page): Decision | null;
}

/** SD's outcome as the first decision. */
export function fromSd(sd: SdOutcome): Decision {
  return {
    pageType: sd.pageType,
    root: sd.article,
    comments: sd.comments,
    posts: sd.posts.map((n) => n.el),
    cut: new Set(),
    entry: null,
    mass: null,
  };
}

/** Runs the stages in order; `changes` gets one entry per stage that changed what the reader shows. */
export function runStages(
  stages: readonly Stage[],
  first: Decision,
  page: Page,
  changes: Change[],
): Decision {
  let d = first;
  for (const stage of stages) {
    const next = stage.apply(d, page);
    if (!next) continue;
    const parts = changedParts(d, next);
    if (parts.length) changes.push({ stage: stage.name, reason: stage.reason, parts });
    d = next;
  }
  return d;
}

/** The parts of what the reader shows that differ between two decisions. */
export function changedParts(a: Decision, b: Decision): Part[] {
  const parts: Part[] = [];
  if (a.pageType !== b.pageType) parts.push('page type');
  if (a.root !== b.root || !sameSet(a.cut, b.cut)) parts.push('article');
  if (!sameList(a.comments, b.comments)) parts.push('comments');
  if (!sameList(a.posts, b.posts)) parts.push('posts');
  return parts;
}

function sameList(a: readonly Element[], b: readonly Element[]): boolean {
  return a === b || (a.length === b.length && a.every((el, i) => el === b[i]));
}

function sameSet(a: ReadonlySet<Element>, b: ReadonlySet<Element>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const el of a) if (!b.has(el)) return false;
  return true;
}

/** Elements the article leaves out: the comments, the posts and what was cut. */
export function leftOut(d: Decision, withPosts = true): Set<Element> {
  return new Set([...d.comments, ...(withPosts ? d.posts : []), ...d.cut]);
}
