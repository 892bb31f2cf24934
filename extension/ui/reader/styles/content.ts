// Typography of the extracted HTML (article body and the body of each card). Logical properties
// (margin-inline, border-inline-start) so right-to-left pages come out mirrored without extra rules.

export const CONTENT_CSS = `
.content { overflow-wrap: break-word; hyphens: auto; }
.content > :first-child { margin-top: 0; }
.content > :last-child { margin-bottom: 0; }
.content p { margin: 0 0 1.15em; }
.content h1, .content h2, .content h3, .content h4, .content h5, .content h6 {
  margin: 1.8em 0 0.6em; line-height: 1.25; font-weight: 700; text-wrap: balance;
}
.content h1 { font-size: 1.6em; }
.content h2 { font-size: 1.4em; }
.content h3 { font-size: 1.2em; }
.content h4, .content h5, .content h6 { font-size: 1em; }
.content a { color: var(--link); text-decoration: underline; text-decoration-thickness: 1px; text-underline-offset: 0.18em; }
.content a:visited { color: var(--link-visited); }
.content a:hover { text-decoration-thickness: 2px; }
.content strong, .content b { font-weight: 700; }
.content mark { background: var(--mark); color: inherit; padding: 0 0.1em; }
.content small { font-size: 0.85em; }
.content sub, .content sup { font-size: 0.75em; line-height: 0; }

.content img, .content video, .content svg, .content canvas, .content picture, .content audio {
  max-width: 100%; height: auto;
}
.content img { border-radius: 4px; }
.content figure svg { display: block; margin-inline: auto; }
/* "block math", not "block": a plain block box lays a formula's parts out as blocks, one under the other. */
.content math[display="block"] { display: block; display: block math; margin: 1em 0; overflow-x: auto; }
.content figure { margin: 2em 0; }
.content figure img, .content figure video, .content figure picture, .content p > img:only-child {
  display: block; margin-inline: auto;
}
.content figcaption, .content caption {
  margin-top: 0.7em; color: var(--muted); font: 400 0.8em/1.45 var(--ui-font); text-align: start;
}

.content blockquote {
  margin: 1.6em 0; padding: 0.1em 0 0.1em 1.1em; padding-inline: 1.1em 0;
  border-inline-start: 3px solid var(--accent); color: var(--fg); font-style: italic;
}
.content blockquote p:last-child { margin-bottom: 0; }
.content q { font-style: italic; }

.content ul, .content ol { margin: 0 0 1.15em; padding-inline-start: 1.6em; }
.content li { margin: 0.3em 0; }
.content li > ul, .content li > ol { margin: 0.3em 0; }
/* enhance-content.ts tidyLists: a page's bare <ul> used to indent, and what a list held between its items. */
.content .indent { margin: 0 0 1.15em; padding-inline-start: 1.6em; }
.content li.bare { list-style: none; }
.content dl { margin: 0 0 1.15em; }
.content dt { font-weight: 700; }
.content dd { margin: 0 0 0.6em; margin-inline-start: 1.6em; }
.content hr { height: 1px; margin: 2.4em auto; border: 0; background: var(--border); width: 40%; }

.content code, .content kbd, .content samp, .content tt {
  font-family: var(--mono-font); font-size: 0.86em; letter-spacing: normal; word-spacing: normal;
}
.content :not(pre) > code, .content kbd {
  padding: 0.12em 0.35em; border-radius: 4px; background: var(--code-bg); overflow-wrap: anywhere;
}
.content kbd { border: 1px solid var(--border); border-bottom-width: 2px; }
.content pre {
  margin: 1.6em 0; padding: 1em 1.2em; overflow-x: auto;
  border: 1px solid var(--border); border-radius: 8px; background: var(--code-bg);
  font-family: var(--mono-font); font-size: 0.82em; line-height: 1.55;
  white-space: pre; word-wrap: normal; overflow-wrap: normal; hyphens: none; tab-size: 4;
  direction: ltr; text-align: left; unicode-bidi: isolate;
}
.content pre code { font-size: inherit; padding: 0; background: none; white-space: inherit; }
/* A listing's language (enhance-content.ts): a tab on the listing's top edge, at its end. */
.content .code-language {
  display: table; margin: 1.6em 0 0 auto; padding: 0.15em 0.7em; direction: ltr;
  border: 1px solid var(--border); border-bottom: 0; border-radius: 6px 6px 0 0; background: var(--code-bg);
  font-family: var(--mono-font); font-size: 0.72em; line-height: 1.5; color: var(--muted);
  user-select: none; /* a listing selected and copied is its code only */
}
.content .code-language + pre { margin-top: 0; border-top-right-radius: 0; }

.table-wrap {
  margin: 1.6em 0; overflow-x: auto; border: 1px solid var(--border); border-radius: 8px;
}
.content table {
  width: 100%; border-collapse: collapse; font: 400 0.82em/1.45 var(--ui-font); font-variant-numeric: tabular-nums;
}
.content th, .content td { padding: 0.55em 0.8em; border-bottom: 1px solid var(--border); text-align: start; vertical-align: top; }
.content thead th { background: var(--surface); font-weight: 650; white-space: nowrap; }
.content tr:last-child > td { border-bottom: 0; }
.content table caption { caption-side: bottom; padding: 0.6em 0.8em; }

.content details { margin: 1em 0; }
.content summary { cursor: pointer; }
.content abbr[title] { text-decoration: underline dotted; }
`;
