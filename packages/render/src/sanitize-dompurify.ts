/**
 * The browser's sanitiser of question HTML (decision 051): DOMPurify with HTML, SVG and MathML
 * allowed (KaTeX's MathML keeps its TeX in `<annotation>`), form controls, styles sheets, frames and
 * ids removed, and every link opened in a new tab without an opener. Used by the web app's renderer
 * and by the prerendered study pages (over jsdom); the server's sanitiser (`sanitize-server.ts`)
 * gives the same result on question text (the parity test).
 */
import DOMPurify from 'dompurify';
import type { Sanitizer } from './render-markdown.ts';

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true, svg: true, mathMl: true },
  // KaTeX's MathML keeps the TeX source in <semantics><annotation encoding="application/x-tex">.
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding', 'target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['id', 'name', 'autofocus', 'tabindex'],
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A sanitiser over `window` (the browser's, or jsdom's); without a window (a server without a DOM)
 * it escapes everything, so nothing the author wrote can run.
 */
export function domPurifySanitizer(window: (Window & typeof globalThis) | undefined): Sanitizer {
  if (!window) return escapeHtml;
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purify.sanitize(html, PURIFY_CONFIG) as unknown as string;
}
