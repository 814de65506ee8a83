/**
 * The browser's question renderer (decision 051): the shared renderer of `@abhyas/render`
 * (markdown-it, KaTeX, LaTeX tables, blank slots) with DOMPurify as its sanitiser, which removes
 * scripts, event handlers, `javascript:` links and form controls from what the author wrote while
 * keeping MathML and SVG. The prerendered study pages use it too (over jsdom).
 *
 * This module pulls markdown-it, KaTeX and DOMPurify (about 120 KB gzipped), so only lazily loaded
 * code may import it: the `Markdown` component loads it on first need (`render-loader.ts`), and
 * draws the HTML the server rendered (a test paper's `html`) without it.
 */
import { createRenderer } from '@abhyas/render/render-markdown';
import { domPurifySanitizer } from '@abhyas/render/sanitize-dompurify';

export { splitAtBlanks, BLANK_SLOT_ATTRIBUTE } from '@abhyas/render/blanks';
export type { RenderOptions } from '@abhyas/render/render-markdown';

/** Sanitised HTML (scripts, event handlers, `javascript:` URLs and form controls removed); escaped text without a window. */
export const sanitizeHtml = domPurifySanitizer(typeof window === 'undefined' ? undefined : window);

const renderer = createRenderer(sanitizeHtml);

/** Sanitised HTML of Markdown-with-LaTeX `text` (see `Renderer.renderMarkdown` in `@abhyas/render`). */
export const renderMarkdown = renderer.renderMarkdown;
/** Like `renderMarkdown`, with each `{{n}}` an empty `<span data-blank="n">` (see `Renderer.renderMarkdownWithBlanks`). */
export const renderMarkdownWithBlanks = renderer.renderMarkdownWithBlanks;
/** KaTeX HTML of one formula, memoised (see `Renderer.renderTex`). */
export const renderTex = renderer.renderTex;
