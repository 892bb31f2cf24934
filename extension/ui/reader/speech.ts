// Read aloud (issue 21 item 5): the article spoken by the browser's own speech synthesis
// (window.speechSynthesis), one utterance per sentence, the sentence being read marked and kept in view.
//
// Sentences are found per block (paragraph, heading, list item, ...) with Intl.Segmenter's sentence
// granularity in the article's language, and remembered as character offsets into the block's text, which
// marking never changes. The mark is a <mark class="aloud"> wrapped around the sentence's text inside the
// reader's own shadow root. The CSS Custom Highlight API is deliberately not used: its registry
// (CSS.highlights) belongs to the document, so a page script could enumerate it and follow the Range into the
// closed shadow root, reading the article the closed root keeps from it (README, "Pages that fight back").

/** Elements whose text is read as one run; a block holding another block is read through its children. */
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, figcaption, dt, dd, td, th, pre, caption';
/** Never read: marks and controls of our own, and content that is not prose. */
const SKIP = 'script, style, svg, math, button, .visually-hidden, [aria-hidden="true"]';

export interface Sentence {
  block: Element;
  start: number;
  end: number;
  text: string;
}

/** Sentence spans of `text` in `lang` (Intl.Segmenter; one span for the whole text where it is missing). */
export function splitSentences(text: string, lang?: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const push = (start: number, end: number) => {
    // Leading and trailing white space stays outside the sentence (nothing to mark or say there).
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) out.push({ start, end });
  };
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) {
    push(0, text.length);
    return out;
  }
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Segmenter(lang, { granularity: 'sentence' });
  } catch {
    segmenter = new Segmenter(undefined, { granularity: 'sentence' });
  }
  for (const { index, segment } of segmenter.segment(text)) push(index, index + segment.length);
  return out;
}

function textNodes(block: Element): Text[] {
  const doc = block.ownerDocument;
  const walker = doc.createTreeWalker(block, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(SKIP) && block.contains(node.parentElement!.closest(SKIP))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const out: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
  return out;
}

function readableText(block: Element): string {
  return textNodes(block)
    .map((n) => n.data)
    .join('');
}

/** The sentences of `roots` in reading order: every innermost block (one that holds no other block). */
export function collectSentences(roots: readonly Element[], lang?: string): Sentence[] {
  const out: Sentence[] = [];
  for (const root of roots) {
    const inner = [...root.querySelectorAll(BLOCKS)].filter(
      (el) => !el.closest(SKIP) && !el.querySelector(BLOCKS),
    );
    for (const block of inner.length ? inner : [root]) {
      const text = readableText(block);
      for (const { start, end } of splitSentences(text, lang))
        out.push({ block, start, end, text: text.slice(start, end).replace(/\s+/g, ' ') });
    }
  }
  return out;
}

/** Wraps the sentence's text in <mark class="aloud"> elements (one per text node it spans). */
export function markSentence(sentence: Sentence): HTMLElement[] {
  const marks: HTMLElement[] = [];
  let offset = 0;
  for (const node of textNodes(sentence.block)) {
    const from = offset;
    const to = offset + node.data.length;
    offset = to;
    if (to <= sentence.start || from >= sentence.end) continue;
    let piece = node;
    const cutStart = Math.max(sentence.start - from, 0);
    if (cutStart > 0) piece = piece.splitText(cutStart);
    const keep = Math.min(sentence.end, to) - Math.max(sentence.start, from);
    if (keep < piece.data.length) piece.splitText(keep);
    const mark = piece.ownerDocument.createElement('mark');
    mark.className = 'aloud';
    piece.replaceWith(mark);
    mark.append(piece);
    marks.push(mark);
  }
  return marks;
}

/** Takes the marks out again; the block's text nodes are merged back (its text is exactly as before). */
export function unmark(marks: readonly HTMLElement[]): void {
  const parents = new Set<Node>();
  for (const mark of marks) {
    if (!mark.parentNode) continue;
    parents.add(mark.parentNode);
    mark.replaceWith(...mark.childNodes);
  }
  for (const parent of parents) parent.normalize();
}

export function speechAvailable(): boolean {
  return typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** Voices for `lang` first (same primary language, the exact region before others), then the rest. */
export function orderVoices(voices: readonly SpeechSynthesisVoice[], lang?: string): SpeechSynthesisVoice[] {
  const want = (lang ?? '').toLowerCase();
  const primary = want.split('-')[0];
  const rank = (v: SpeechSynthesisVoice) => {
    const l = v.lang.toLowerCase().replace(/_/g, '-');
    if (want && l === want) return 0;
    if (primary && l.split('-')[0] === primary) return 1;
    return 2;
  };
  return [...voices]
    .map((voice, i) => ({ voice, i, r: rank(voice) }))
    .sort((a, b) => a.r - b.r || Number(b.voice.default) - Number(a.voice.default) || a.i - b.i)
    .map((x) => x.voice);
}

export type SpeechState = 'stopped' | 'playing' | 'paused';

export interface NarratorOptions {
  sentences: Sentence[];
  lang?: string;
  onState(state: SpeechState, index: number, error?: string): void;
}

/**
 * Speaks the sentences one utterance at a time. Pausing cancels the current utterance and remembers which
 * it was, so "resume" says that sentence again from its start (speechSynthesis.pause()/resume() differ between
 * engines and speech back ends); a new speed or voice restarts the current sentence the same way.
 */
export class Narrator {
  private index = 0;
  private state: SpeechState = 'stopped';
  private marks: HTMLElement[] = [];
  private utterance: SpeechSynthesisUtterance | null = null;
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;

  constructor(private readonly options: NarratorOptions) {}

  get current(): number {
    return this.index;
  }

  get playing(): boolean {
    return this.state === 'playing';
  }

  play(): void {
    if (!this.options.sentences.length) return;
    if (this.index >= this.options.sentences.length) this.index = 0;
    this.speak();
  }

  pause(): void {
    if (this.state !== 'playing') return;
    this.silence();
    this.set('paused');
  }

  toggle(): void {
    if (this.state === 'playing') this.pause();
    else this.play();
  }

  /** Move by `step` sentences; keeps playing if it was. */
  skip(step: number): void {
    const last = this.options.sentences.length - 1;
    this.index = Math.min(Math.max(this.index + step, 0), Math.max(last, 0));
    if (this.state === 'playing') this.speak();
    else this.highlight();
  }

  /** Apply a new speed or voice: the current sentence is said again with it. */
  restart(): void {
    if (this.state === 'playing') this.speak();
  }

  stop(): void {
    this.silence();
    this.clearMarks();
    this.index = 0;
    this.set('stopped');
  }

  private set(state: SpeechState, error?: string): void {
    this.state = state;
    this.options.onState(state, this.index, error);
  }

  private silence(): void {
    const current = this.utterance;
    this.utterance = null;
    if (current) speechSynthesis.cancel();
  }

  private clearMarks(): void {
    unmark(this.marks);
    this.marks = [];
  }

  private highlight(): void {
    this.clearMarks();
    const sentence = this.options.sentences[this.index];
    if (!sentence) return;
    this.marks = markSentence(sentence);
    const first = this.marks[0];
    if (first && !inView(first)) {
      const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      first.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    }
  }

  private speak(): void {
    this.silence();
    const sentence = this.options.sentences[this.index];
    if (!sentence) {
      this.stop();
      return;
    }
    this.highlight();
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    if (this.options.lang) utterance.lang = this.options.lang;
    if (this.voice) {
      utterance.voice = this.voice;
      utterance.lang = this.voice.lang;
    }
    utterance.rate = this.rate;
    const mine = () => this.utterance === utterance;
    utterance.onend = () => {
      if (!mine()) return;
      this.utterance = null;
      this.index++;
      if (this.index < this.options.sentences.length) this.speak();
      else this.stop();
    };
    utterance.onerror = (event) => {
      // cancel() of our own (pause, skip, close) reports "interrupted"/"canceled": not a failure.
      if (!mine() || event.error === 'interrupted' || event.error === 'canceled') return;
      this.utterance = null;
      this.clearMarks();
      this.set('stopped', event.error);
    };
    this.utterance = utterance;
    this.set('playing');
    speechSynthesis.speak(utterance);
  }
}

function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const height = element.ownerDocument.defaultView?.innerHeight ?? 0;
  // Below the sticky toolbar (about 60px) and above the bottom edge.
  return rect.top >= 64 && rect.bottom <= height - 16;
}
