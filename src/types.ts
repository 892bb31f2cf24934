// The engine's public contract. Every host (content script, CLI, bench, training, tests) sees exactly this.
import type { LearnedModel } from './learned/model';

/** Page types of the SD algorithm (Pappas et al. 2012, section 3.3, step 7). */
export type PageType = 'article' | 'article-with-comments' | 'multiple';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A piece of content the reader shows as its own card: a comment or a forum post. */
export interface Block {
  text: string;
  html: string;
  /** The author's name only (no "by", date or badges). */
  author?: string | null;
  /** The author's profile on the site, where the byline links to one. */
  authorUrl?: string | null;
  /** ISO date (YYYY-MM-DD) or instant where the page's date could be read, else the date as printed. */
  date?: string | null;
  /** Permalink or `#selector`-style anchor back to the block on the live page. */
  link?: string | null;
  /** How deep a reply it is, as the page nests its comments or posts: 0 answers the article or the thread. */
  depth?: number;
  /** A Q&A answer's score, where the page shows one. */
  votes?: number | null;
  /** The answer the asker accepted, where the page marks one. */
  accepted?: boolean;
}

export type RegionKind =
  'article' | 'title' | 'comment' | 'post' | 'navigation' | 'header' | 'footer' | 'sidebar' | 'ad' | 'noise';

/**
 * Why a region is what highlight mode calls it, as a closed set the interface words in the user's language
 * (`reason_*` messages). Each is read off a measurement or a decision the engine made (pipeline/reasons.ts):
 * - noise: `landmark-element` (the page marks it up: `<nav>`, `<aside>`, an ARIA role), `named-like` (its class
 *   or id names it so), `mostly-links` (most of its text is link text), `advert-frame` (a frame or ad slot);
 * - the article: `densest-text` (it holds SD's densest region), `under-title` (a heading stands above that
 *   region), `most-prose` (the text mass chose it), `whole-entry` (the blog entry it lies in),
 *   `introduces-posts` (prose above the posts), `above-comments` (it stands above the comments),
 *   `mostly-pictures` (a gallery);
 * - the title: `main-heading` (the page's h1), `heading-above` (the last heading before the article);
 * - comments and posts: `repeats` (alike siblings), `comment-words` (comment words in its names or text),
 *   `has-byline` (an author or a date), `no-article-above` (a thread's posts), `marked-up-qa` (schema.org
 *   question and answers), `marked-up-post` (schema.org forum posts);
 * - any content: `learned` (the trained classifier chose it), `changed-by-rule` (a rule with no words of its
 *   own changed it: the `why` names the rule).
 */
export type ReasonCode =
  | 'landmark-element'
  | 'named-like'
  | 'mostly-links'
  | 'advert-frame'
  | 'densest-text'
  | 'under-title'
  | 'most-prose'
  | 'whole-entry'
  | 'introduces-posts'
  | 'above-comments'
  | 'mostly-pictures'
  | 'main-heading'
  | 'heading-above'
  | 'repeats'
  | 'comment-words'
  | 'has-byline'
  | 'no-article-above'
  | 'marked-up-qa'
  | 'marked-up-post'
  | 'learned'
  | 'changed-by-rule';

/** A detected region on the live page; drawn by highlight mode, scored by the bench. */
export interface Region {
  kind: RegionKind;
  /** A CSS selector that finds the region's element again on the same document. */
  selector: string;
  /** Document coordinates (page, not viewport) at extraction time. */
  box: Box;
  /** The stage's confidence or density score, for display and region accuracy. */
  score: number;
  /** Why, in the closed vocabulary highlight mode words for the user (shown on hover). */
  reasons: ReasonCode[];
  /** The developer's reason: the features and rules that decided (CLI, golden files, the trace). */
  why?: string;
}

export interface Metadata {
  title: string;
  author: string | null;
  date: string | null;
  site: string | null;
  lang: string | null;
  dir: 'ltr' | 'rtl';
  url: string;
}

/** What went wrong, as a value the user can read (house style 9). */
export interface Problem {
  code: 'no-content' | 'not-html' | 'too-large' | 'error';
  message: string;
}

/** A page too large to read or show whole: how much the reader was given, and what it says about it. */
export interface Shortened {
  /** Characters of text given (article, posts and comments). */
  chars: number;
  message: string;
}

export interface Extraction extends Metadata {
  pageType: PageType;
  article: { html: string; text: string };
  comments: Block[];
  posts: Block[];
  regions: Region[];
  /** Milliseconds per stage, plus `total`. */
  timings: Record<string, number>;
  /** Which pipeline produced this, e.g. `sd` or `cs2+lbs`. */
  method: string;
  problem: Problem | null;
  /** Present only when the page was too large to read or show whole (the reader says so above the text). */
  shortened?: Shortened;
  /** What each stage changed, in order (only with `options.trace`). */
  trace?: TraceEntry[];
  /** One result per `options.sdGrid` pair (threshold tuning); absent otherwise. */
  grid?: GridResult[];
}

/** One stage's report for the trace (dom-distiller style). */
export interface TraceEntry {
  stage: string;
  detail: string;
}

/** The SD algorithm's outcome for one (T1, T2) pair, evaluated on the same SD-Tree. */
export interface GridResult {
  t1: number;
  t2: number;
  pageType: PageType;
  /** Article text (block text of the article region), for word-F1 scoring. */
  text: string;
}

/** Engine method: `sd` is the SD algorithm alone; other values are added by the classifier pipeline. */
export type Method = string;

export interface ExtractOptions {
  method?: Method;
  /** Override the SD thresholds (tuning); `mass: false` keeps the paper's article region (no mass.ts). */
  sd?: { t1?: number; t2?: number; mass?: boolean };
  /** Keep a trace of the stages in `timings`/`regions` (highlight mode). */
  trace?: boolean;
  /** Tuning: also run steps 2-7 for each (t1, t2) pair on the same SD-Tree; results in `Extraction.grid`. */
  sdGrid?: { t1: number; t2: number }[];
  /**
   * When `Extraction.regions` is computed. Only highlight mode draws regions, so by default (`lazy`) they
   * are computed on the first read of `regions`, from the page as it is then; `eager` computes them
   * during extract().
   */
  regions?: 'lazy' | 'eager';
  /** The learned engine's model instead of the one the build carries (the bench's out-of-fold runs). */
  model?: LearnedModel;
  /**
   * Reads an element's shadow root, open or closed: an extension's content script passes the browser's
   * (`chrome.dom.openOrClosedShadowRoot`, Firefox's `el.openOrClosedShadowRoot()`). Without it only open
   * roots are read (dom/composed.ts).
   */
  shadowRoot?: (el: Element) => ShadowRoot | null | undefined;
}
