/**
 * The server's sanitiser of question HTML (decision 051): sanitize-html, without a DOM, allowing
 * what Markdown and the question texts use (paragraphs, emphasis, lists, tables with their
 * alignment, links, images, sub- and superscripts) and removing scripts and their content, event
 * handlers, `javascript:` and other non-web links, form controls, frames, styles sheets and ids.
 * Links open in a new tab without an opener. The browser's DOMPurify sanitiser gives the same
 * result on question text (the parity test); what an author could write beyond it (raw SVG or
 * MathML) is dropped here, its text kept.
 */
import sanitizeHtml from 'sanitize-html';
import type { Sanitizer } from './render-markdown.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins'],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang', 'dir', 'align', 'data-*'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  // A style attribute keeps only the layout a table or a figure needs.
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify)$/],
      'vertical-align': [/^[a-z-]+$/],
      width: [/^\d+(?:\.\d+)?(?:px|em|rem|%)?$/],
      height: [/^\d+(?:\.\d+)?(?:px|em|rem|%)?$/],
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs }),
  },
  disallowedTagsMode: 'discard',
};

/** Sanitised HTML, without a DOM (the server's renderer). */
export const serverSanitizer: Sanitizer = (html) => sanitizeHtml(html, OPTIONS);
