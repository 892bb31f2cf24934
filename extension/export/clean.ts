// Fragments from the page, made safe and portable for export: sanitised (DOMPurify, on top of the engine's
// own cleaning) and with every URL absolute against the page, so links and images work outside the page.
import DOMPurify from 'dompurify';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const URL_ATTRIBUTES = ['src', 'href', 'poster'];

/** Sanitises a fragment and makes every URL in it absolute against the page URL. */
export function cleanFragment(html: string, baseUrl: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] });
  for (const element of fragment.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, absolute(value, baseUrl));
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null) element.setAttribute('srcset', absoluteSrcset(srcset, baseUrl));
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

function absolute(value: string, baseUrl: string): string {
  if (value.startsWith('#')) return value;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return value;
  }
}

function absoluteSrcset(srcset: string, baseUrl: string): string {
  return srcset
    .split(',')
    .map((item) => {
      const [url, ...descriptor] = item.trim().split(/\s+/);
      return [absolute(url, baseUrl), ...descriptor].join(' ');
    })
    .join(', ');
}
