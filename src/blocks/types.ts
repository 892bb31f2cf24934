// The block table (issue 19): every visible text block of the rendered page once, in reading order, with the
// raw measures the learned engine's features are computed from (features.ts, a pure function of this table).
// The engine measures it once per page (table.ts); training caches it, so a feature change re-runs only the
// pure function, not the renders. Everything here is plain data (JSON), no DOM references.

/** The classes the learned engine tells apart. */
export type BlockLabel = 'main' | 'comment' | 'noise';

export interface Block {
  /** The block's element as an SD-Tree node index, and its ancestors' (nearest first): blocks that share an
   * ancestor are in the same container, so container measures are sums over the table (features.ts). */
  node: number;
  ancestors: number[];
  /** Visible text of the block (its own text and that of inline elements inside it), whitespace collapsed. */
  text: string;
  /** Characters of `text` inside links. */
  linkChars: number;
  /** The block's element tag (lower case) and its ancestors' tags, nearest first, up to `<body>`. */
  tag: string;
  path: string[];
  /** Heading level (1-6) of the heading the block is or is inside, 0 when none. */
  heading: number;
  /** Layout box (CSS px, page coordinates) and the computed font of the block's element. A box off the page's
   * sides inside a box that scrolls sideways is placed where scrolling that box shows it (table.ts). */
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  fontWeight: number;
  /** Class and id name tokens (vocabulary/names.ts) of the block's element, and of its ancestors (deduped). */
  names: string[];
  ancestorNames: string[];
  /** HTML5 sectioning tags and ARIA roles of the block's ancestors, nearest first (`article`, `nav`, `role:main`). */
  landmarks: string[];
  /** SD-Tree values of the block's node (Pappas et al. 3.1) and of the SD region holding it. */
  sd: {
    depth: number;
    strong: boolean;
    cardinality: number;
    ancestorTitleDepth: number | null;
    /** Density and dfm of the nearest region whose node holds the block; -1 when none does. */
    regionDensity: number;
    regionDfm: number;
    /** What SD made of that region: `article`, `comments`, `posts`, or `other`. */
    regionKind: 'article' | 'comments' | 'posts' | 'other';
  };
  /** One of several runs of its element's own text, cut by blocks inside the element (table.ts, units `runs`):
   * its box and place are the run's, the other fields its element's. */
  run?: boolean;
  /** Today's pipeline as signals, not verdicts. */
  signals: {
    /** Inside the article element the default pipeline chose (text mass root after the rules). */
    inRoot: boolean;
    /** Cut from the article by the pipeline (clutter, furniture, comments, posts). */
    cut: boolean;
    /** Page furniture or a side column by the text mass (mass/furniture.ts). */
    side: boolean;
    /** A comment keyword in the class/id names of the block or an ancestor (vocabulary/comment-words.ts). */
    commentWord: boolean;
    /** Where the default pipeline's output put the block's text. */
    output: 'article' | 'comment' | 'post' | 'none';
  };
}

export interface BlockTable {
  /** Page size, for layout relative to the page. */
  pageWidth: number;
  pageHeight: number;
  /** The body text's font size (the most common font size over the blocks' characters). */
  bodyFontSize: number;
  /** The default pipeline's page type. */
  pageType: string;
  /** What the blocks are (table.ts, BlockUnits); absent for `elements`. */
  units?: 'runs';
  blocks: Block[];
}
