// Comment keywords in class names (Pappas et al. 2012) name reader comments, except inside a code listing,
// where a syntax highlighter names its comment tokens so (`<span class="comment">`, Prism's `token comment`).
import { describe, expect, it } from 'vitest';
import { nodeCommentKeyword, type SdNode } from '../../src/sdtree';

/** A chain of nodes, outermost first: [tag, className]. Only the fields nodeCommentKeyword reads. */
function chain(...levels: [string, string][]): SdNode {
  let parent: SdNode | null = null;
  for (const [tag, className] of levels) parent = { tag, className, id: '', parent } as unknown as SdNode;
  return parent as SdNode;
}

describe('nodeCommentKeyword', () => {
  it('finds a comment name outside code', () => {
    expect(nodeCommentKeyword(chain(['div', 'post'], ['div', 'comment-body']))).toBe('comment');
    expect(nodeCommentKeyword(chain(['article', ''], ['span', 'comment']))).toBe('comment');
  });

  it('finds none inside a listing or inline code', () => {
    expect(nodeCommentKeyword(chain(['pre', 'language-js'], ['code', ''], ['span', 'comment']))).toBeNull();
    expect(nodeCommentKeyword(chain(['pre', ''], ['span', 'token comment']))).toBeNull();
    expect(nodeCommentKeyword(chain(['p', ''], ['code', ''], ['span', 'hljs-comment']))).toBeNull();
  });

  it('finds none where there is no name', () => {
    expect(nodeCommentKeyword(chain(['div', '']))).toBeNull();
  });
});
