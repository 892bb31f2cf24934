// Extracted HTML, sanitised, then enhanced (scrollable tables and code). Plain text is the fallback when a
// block came without HTML: one paragraph per blank-line-separated chunk.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { enhanceContent } from '../enhance-content';
import { sanitizeHtml } from '../sanitize';

interface Props {
  html: string;
  text?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  class?: string;
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

export function HtmlContent({ html, text, lang, dir, class: className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const clean = sanitizeHtml(html);
    container.innerHTML = clean;
    if (!container.textContent?.trim() && !container.querySelector('img, video, svg, table')) {
      container.replaceChildren();
      textParagraphs(container, text ?? '');
    }
    enhanceContent(container);
  }, [html, text]);
  return <div ref={ref} class={`content ${className ?? ''}`} lang={lang} dir={dir} />;
}
