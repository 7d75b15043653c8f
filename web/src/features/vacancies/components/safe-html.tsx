import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Vacancy descriptions are stored as HTML (spec section 3). They are shown without ever handing
 * HTML to the browser: the text is parsed into an inert document (`DOMParser` runs no script and
 * loads no image), then rebuilt as React elements from an allow-list of plain formatting tags.
 * Anything else is unwrapped to its text; scripts, styles and embedded content are dropped with
 * their text; links keep only http(s) and mailto addresses. No attribute is copied except a
 * checked `href`. So a stored `<img onerror>` or `<a href="javascript:…">` can never run.
 */
const KEEP = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'blockquote']);
/** Headings inside a description would break the page's outline: they become bold paragraphs. */
const AS_BOLD_PARAGRAPH = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const DROP = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title']);

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes, (child, i) => convert(child, `${key}.${i}`));
  if (tag === 'br') return createElement('br', { key });
  if (KEEP.has(tag)) return createElement(tag, { key }, ...children);
  if (AS_BOLD_PARAGRAPH.has(tag)) return createElement('p', { key }, createElement('strong', null, ...children));
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    return href
      ? createElement('a', { key, href, rel: 'noopener noreferrer nofollow', target: '_blank' }, ...children)
      : createElement(Fragment, { key }, ...children);
  }
  return createElement(Fragment, { key }, ...children);
}

/** The allowed formatting of `html`, as React nodes (never as HTML). */
export function safeHtmlNodes(html: string): ReactNode[] {
  return Array.from(parse(html).body.childNodes, (node, i) => convert(node, String(i)));
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** The language of the text, when it differs from the page's. */
  lang?: string | undefined;
}

/** Stored HTML shown safely (see the module comment). */
export function SafeHtml({ html, className, lang }: SafeHtmlProps) {
  if (!html?.trim()) return null;
  return (
    <div className={className} lang={lang}>
      {safeHtmlNodes(html)}
    </div>
  );
}

/** The plain text of stored HTML (for search), block elements separated by spaces. */
export function htmlToText(html: string): string {
  if (!html) return '';
  const body = parse(html.replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, '$& ')).body;
  for (const el of Array.from(body.querySelectorAll([...DROP].join(',')))) el.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
