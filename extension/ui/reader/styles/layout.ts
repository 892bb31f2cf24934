// The overlay's own chrome: toolbar, popovers, page column, header, cards. Interface text uses the system UI
// font at fixed sizes so the toolbar does not grow with the reading font size.

export const LAYOUT_CSS = `
.bar { position: sticky; top: 0; z-index: 2; }
.toolbar {
  display: flex; align-items: center; gap: 4px;
  padding: 8px 12px;
  background: var(--toolbar);
  -webkit-backdrop-filter: saturate(1.4) blur(10px);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid var(--border);
  font: 500 14px/1.2 var(--ui-font);
  letter-spacing: normal; word-spacing: normal;
}
.toolbar .spacer { flex: 1; }
.message {
  display: flex; align-items: center; gap: 8px;
  padding: 4px 12px 4px 16px;
  background: var(--card); color: var(--fg);
  border-bottom: 1px solid var(--border);
  font: 400 14px/1.4 var(--ui-font);
  letter-spacing: normal; word-spacing: normal;
}
.message p { flex: 1; margin: 0; }
.message .tool { min-width: 32px; height: 32px; padding: 0 6px; }
.tool[aria-pressed='true'] { background: var(--surface-2); border-color: var(--accent); }
.popover.aloud { width: min(300px, calc(100vw - 24px)); }
.aloud-skip { display: flex; gap: 8px; justify-content: center; margin: 0 0 14px; }
.aloud-skip .text-button { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; height: 40px; }
.aloud-skip svg { width: 20px; height: 20px; }
.popover .range:has(> input:only-of-type) { grid-template-columns: 1fr auto; }
.popover .range:has(> input:only-of-type) input { grid-column: 1 / 3; }
.aloud-voice {
  width: 100%; margin: 0 0 12px; padding: 6px 8px;
  border: 1px solid var(--border); border-radius: 8px; background: var(--surface); color: var(--fg);
  font: 400 14px/1.3 var(--ui-font);
}
.aloud-keys { margin: 0; font-size: 13px; color: var(--muted); }
mark.aloud { background: var(--mark); color: inherit; border-radius: 2px; box-shadow: 0 0 0 2px var(--mark); }
.tool {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-width: 40px; height: 40px; padding: 0 10px;
  border: 1px solid transparent; border-radius: 8px;
  background: transparent; color: var(--fg);
  font: inherit; cursor: pointer;
}
.tool:hover { background: var(--surface); }
.tool[aria-expanded='true'] { background: var(--surface-2); border-color: var(--border); }
.tool svg { width: 20px; height: 20px; flex: none; }
.tool .label { white-space: nowrap; }
.tool-group { position: relative; display: inline-flex; }

.popover {
  position: absolute; top: calc(100% + 8px); inset-inline-end: 0; z-index: 3;
  width: min(340px, calc(100vw - 24px));
  padding: 16px;
  background: var(--card); color: var(--fg);
  border: 1px solid var(--card-border); border-radius: var(--radius);
  box-shadow: var(--shadow);
  font: 400 14px/1.4 var(--ui-font);
  letter-spacing: normal; word-spacing: normal;
}
.popover h2 { margin: 0 0 12px; font-size: 15px; font-weight: 600; }
.popover fieldset { margin: 0 0 14px; padding: 0; border: 0; min-width: 0; }
.popover legend, .popover .field-label { display: block; margin: 0 0 6px; padding: 0; font-size: 13px; font-weight: 600; color: var(--muted); }
.choices { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
.choice { position: relative; display: block; cursor: pointer; }
.choice input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.choice > span {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px;
  min-height: 48px; padding: 6px 4px;
  border: 1px solid var(--border); border-radius: 8px;
  font-size: 12px; text-align: center;
}
.choice .sample { font-size: 18px; line-height: 1; }
.choice input:checked + span { border: 2px solid var(--accent); padding: 5px 3px; font-weight: 600; }
.choice input:focus-visible + span { outline: 3px solid var(--focus); outline-offset: 2px; }
.swatch-light > span { background: #fdfdfc; color: #1d1d1f; }
.swatch-dark > span { background: #1a1b1e; color: #e4e2dd; }
.swatch-sepia > span { background: #f5ecd9; color: #3a2e21; }
.swatch-system > span { background: linear-gradient(135deg, #fdfdfc 0 50%, #1a1b1e 50% 100%); color: #1d1d1f; }
.swatch-system > span .name { background: rgba(253, 253, 252, 0.9); border-radius: 4px; padding: 0 4px; }
.range { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 8px; margin: 0 0 14px; }
.range label { grid-column: 1 / 3; margin: 0; }
.range output { grid-row: 1; grid-column: 3; justify-self: end; }
.range .step:last-of-type { justify-self: end; }
.range input[type='range'] { width: 100%; margin: 0; accent-color: var(--accent); }
.range output { min-width: 3.5em; text-align: end; font-variant-numeric: tabular-nums; color: var(--muted); }
.step {
  width: 32px; height: 32px; border: 1px solid var(--border); border-radius: 8px;
  background: var(--surface); color: var(--fg); font: 600 14px/1 var(--ui-font); cursor: pointer;
}
.step:disabled { opacity: 0.45; cursor: default; }
.menu { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.menu button {
  display: flex; width: 100%; align-items: center; gap: 10px; padding: 10px 12px;
  border: 0; border-radius: 8px; background: transparent; color: var(--fg);
  font: 500 14px/1.2 var(--ui-font); text-align: start; cursor: pointer;
}
.menu button:hover { background: var(--surface); }
.text-button {
  padding: 8px 12px; border: 1px solid var(--border); border-radius: 8px;
  background: var(--surface); color: var(--fg); font: 500 13px/1.2 var(--ui-font); cursor: pointer;
}
.popover.export { width: 240px; padding: 6px; }

.page {
  width: 100%;
  max-width: calc(var(--measure) + 48px);
  margin: 0 auto;
  padding: 48px 24px 96px;
}
.page > * { max-width: var(--measure); margin-inline: auto; }

.head { margin-bottom: 2.2em; }
.kicker {
  display: inline-block; margin: 0 0 0.9em; color: var(--muted);
  font: 600 13px/1.3 var(--ui-font); letter-spacing: 0.06em; text-transform: uppercase; text-decoration: none;
}
a.kicker:hover { color: var(--accent); }
.title {
  margin: 0 0 0.45em;
  font-family: var(--body-font); font-size: clamp(1.55em, 1.1em + 2.2vw, 2.1em); font-weight: 700; line-height: 1.18;
  letter-spacing: -0.01em; text-wrap: balance; overflow-wrap: break-word;
}
.meta {
  display: flex; flex-wrap: wrap; align-items: center; gap: 4px 0;
  margin: 0; padding: 0; list-style: none;
  color: var(--muted); font: 400 15px/1.5 var(--ui-font);
}
/* The separator trails its item, so a wrapped line never starts with a dot. */
.meta li:not(:last-child)::after { content: '·'; margin: 0 0.55em; }
.meta .author { color: var(--fg); font-weight: 600; }
.rule { height: 1px; margin-top: 1.6em; background: var(--border); border: 0; }

/* A page too large to show whole: said once, above the text (src/assemble/budget.ts). */
.shortened {
  margin: 1.4em 0 0; padding: 0.7em 1em; border: 1px solid var(--card-border); border-radius: var(--radius);
  background: var(--card); color: var(--muted); font: 400 15px/1.5 var(--ui-font);
}

.problem {
  margin: 3em auto; padding: 1.2em 1.4em; border: 1px solid var(--card-border); border-radius: var(--radius);
  background: var(--card); font: 400 16px/1.5 var(--ui-font);
}

.blocks { margin-top: 2.6em; padding-top: 0.4em; }
.blocks > h2 {
  margin: 0 0 1em; font: 700 1.25em/1.3 var(--ui-font); letter-spacing: -0.005em;
  display: flex; align-items: baseline; gap: 0.5em;
}
.blocks > h2 .count {
  display: inline-block; min-width: 1.8em; padding: 0.05em 0.5em; border-radius: 999px;
  background: var(--surface-2); color: var(--muted); font-size: 0.7em; font-weight: 600; text-align: center;
}
.cards { display: flex; flex-direction: column; gap: 14px; margin: 0; padding: 0; list-style: none; }
/* Long threads: cards off screen skip layout and paint until scrolled near (they stay in the accessibility
   tree and find-in-page); the size placeholder is remembered once a card has been laid out. */
.cards > li { content-visibility: auto; contain-intrinsic-size: auto 160px; }
.card {
  padding: 16px 20px 14px;
  background: var(--card); border: 1px solid var(--card-border); border-radius: var(--radius);
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.03);
  font-size: 0.9em;
}
.card-head {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 10px;
  margin: 0 0 0.6em; font: 400 14px/1.4 var(--ui-font); color: var(--muted);
}
.card-head .who { color: var(--fg); font-weight: 650; font-size: 15px; }
a.who { text-decoration: none; }
a.who:hover, a.who:focus-visible { text-decoration: underline; }
.card-head .num { margin-inline-start: auto; font-variant-numeric: tabular-nums; }
.avatar {
  display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px;
  margin-inline-end: 2px; border-radius: 50%; align-self: center;
  background: var(--surface-2); color: var(--fg); font: 700 13px/1 var(--ui-font);
}
.card-foot { margin-top: 0.6em; font: 500 13px/1.3 var(--ui-font); }
/* Replies: indented by their depth (set on the item, at most 4), a rule marking the thread they answer. */
.cards > li.reply { margin-inline-start: calc(var(--depth, 1) * 20px); padding-inline-start: 10px; border-inline-start: 2px solid var(--card-border); }
.card-head .votes { font-variant-numeric: tabular-nums; }
.card-head .accepted-mark { color: var(--accent, var(--fg)); font-weight: 650; }
.card.accepted { border-color: var(--accent, var(--card-border)); }
.card-foot a, .card-foot button {
  display: inline-flex; align-items: center; gap: 4px; padding: 4px 0;
  border: 0; background: none; color: var(--link); font: inherit; text-decoration: none; cursor: pointer;
}
.card-foot a:hover, .card-foot button:hover { text-decoration: underline; }
.card-foot svg { width: 14px; height: 14px; }
`;
