// The output cap: how much text the reader is given at most, and what is shown when a page has more. A 20 MB
// page gave the reader 20 MB of HTML to lay out (tens of seconds, then a page the reader could not scroll); the
// copy now stops at OUTPUT_CHARS, or where the walk stopped reading (sdtree/build.ts), and says so.

/**
 * Characters of text the reader is given at most, article, posts and comments together: about 50,000 words,
 * above the longest article in the corpus (dragnet 39, 183,000 characters), so only pages far beyond any
 * article are cut. Counted on the text as copied: the reader's text differs from it by its line breaks.
 */
export const OUTPUT_CHARS = 300_000;

/** What is left to copy; shared by the article and every post and comment of one extraction. */
export interface OutputBudget {
  /** Characters still to give. */
  left: number;
  /** The first element the walk did not read: the copy stops there, the rest was never looked at. */
  stopAt: Element | null;
  /** True once the copy left something out for want of budget. */
  cut: boolean;
}

export function outputBudget(stopAt: Element | null = null, chars = OUTPUT_CHARS): OutputBudget {
  return { left: chars, stopAt, cut: false };
}

/** `text` as far as the budget goes: whole, or cut at the last space before it runs out. */
export function spendText(budget: OutputBudget, text: string): string {
  if (text.length <= budget.left) {
    budget.left -= text.length;
    return text;
  }
  budget.cut = true;
  const room = text.slice(0, budget.left);
  budget.left = 0;
  const space = room.search(/\s\S*$/);
  return `${space > 0 ? room.slice(0, space) : room} …`;
}

/** The copy must stop before `el`: the budget is spent, or the walk never read it. */
export function stopsAt(budget: OutputBudget, el: Element): boolean {
  if (budget.cut) return true;
  if (el !== budget.stopAt) return false;
  budget.cut = true;
  return true;
}
