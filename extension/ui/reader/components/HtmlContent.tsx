// Extracted HTML, sanitised in an inert document and adopted from there (never parsed in the page), then
// enhanced (scrollable tables and code, lists around stray list items). Plain text is the fallback when a block came without HTML: one
// paragraph per blank-line-separated chunk.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { dropDuplicateLead } from '../dedupe-lead';
import { enhanceContent } from '../enhance-content';
import { sanitizeHtml } from '../sanitize';

interface Props {
  html: string;
  text?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  class?: string;
  /** The header's title and author: leading elements that only repeat them are dropped (article only). */
  lead?: { title: string; author: string | null };
  /** Level the content's first heading gets (2 under the title; deeper inside a comment or post). */
  topHeading?: number;
  /** The comment or post the content is in ("Post 3 of 20"), for the names of its tables and code. */
  context?: string;
}

function textParagraphs(container: HTMLElement, text: string): void {
  for (const chunk of text.split(/\n\s*\n/)) {
    const trimmed = chunk.trim();
    if (!trimmed) continue;
    const p = container.ownerDocument.createElement('p');
    p.textContent = trimmed;
    container.append(p);
  }
}

export function HtmlContent({ html, text, lang, dir, class: className, lead, topHeading, context }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.replaceChildren(sanitizeHtml(html));
    if (!container.textContent?.trim() && !container.querySelector('img, video, svg, table')) {
      container.replaceChildren();
      textParagraphs(container, text ?? '');
    }
    if (lead) dropDuplicateLead(container, lead);
    enhanceContent(container, topHeading, context);
  }, [html, text, lead?.title, lead?.author, context]);
  return <div ref={ref} class={`content ${className ?? ''}`} lang={lang} dir={dir} />;
}
