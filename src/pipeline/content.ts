// Stage 4: the decision as the reader's content: the article as clean HTML and text without what the
// decision leaves out, and each comment and post as a card (assemble/).
import { assemble, type Assembled } from '../assemble';
import { toBlocks } from '../assemble/block';
import type { SdTree } from '../sdtree';
import type { Block } from '../types';
import { leftOut, type Decision } from './decision';

export interface Content {
  article: Assembled;
  comments: Block[];
  posts: Block[];
}

const EMPTY: Assembled = { html: '', text: '' };

export function assembleDecision(d: Decision, tree: SdTree, title: string): Content {
  const hidden = tree.hidden;
  const comments = [...d.comments];
  const posts = [...d.posts];
  return {
    article: d.root ? assemble(d.root.el, { hidden, exclude: leftOut(d), title }) : EMPTY,
    comments: toBlocks(comments, { hidden }),
    posts: toBlocks(posts, { hidden, exclude: d.postCut }),
  };
}
