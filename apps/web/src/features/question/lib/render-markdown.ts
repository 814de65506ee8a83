/**
 * Question text → safe HTML (learning.md §3: bodies, options, passages, hints and solutions are
 * Markdown with LaTeX). markdown-it (pipe tables, raw HTML allowed, then sanitised) with
 * markdown-it-texmath drawing `$…$` inline and `$$…$$` display math through KaTeX (`throwOnError:
 * false`: a bad formula shows its source in red instead of failing); LaTeX `tabular` blocks become
 * HTML tables; DOMPurify removes scripts, event handlers and `javascript:` links while keeping
 * KaTeX's MathML and SVG. Blank markers `{{1}}`, `{{2}}`, … pass through as text for the question view.
 *
 * This module pulls markdown-it and KaTeX, so only lazily loaded pages may import it.
 */
import DOMPurify from 'dompurify';
// The CommonJS build on purpose: markdown-it-texmath `require`s it, so one copy of KaTeX is bundled.
import katex from 'katex/dist/katex.js';
import MarkdownIt from 'markdown-it';
import texmath from 'markdown-it-texmath';
import { findTabulars, tabularToHtml } from './latex-tabular.ts';

const KATEX_OPTIONS = { throwOnError: false, strict: 'ignore', trust: false, output: 'htmlAndMathml' } as const;

/**
 * KaTeX's HTML of the formulas of the text being rendered, while `renderMarkdown` runs (it is
 * synchronous): the math rules leave a token in their place, the sanitiser reads the text around
 * them, and the formulas go back in after it (`withFormulas`). KaTeX's output needs no sanitising:
 * with `trust: false` it refuses every command that could make a link, an id, a class or a style
 * of the author's choosing (\href, \url, \includegraphics, \html…), escapes all text, and checks
 * colours and sizes; the sanitiser took 60 % of a question's render time walking KaTeX's spans
 * (`npm run bench:katex`, docs/performance.md).
 */
let formulas: string[] | null = null;

/** The token of a formula while a text renders (its HTML kept aside), or the HTML itself outside a render. */
function formula(html: string): string {
  if (formulas === null) return html;
  formulas.push(html);
  return `${TOKEN_OPEN}M${formulas.length - 1}${TOKEN_CLOSE}`;
}

const formulaCache = new Map<string, string>();
const FORMULA_CACHE_SIZE = 2000;

/**
 * KaTeX HTML of one formula, rendered once per (formula, display mode, style). `displayStyle` sets
 * an inline formula in display style (`\displaystyle`: fractions, sums and limits at full size)
 * without making it a centred block of its own.
 */
export function renderTex(source: string, displayMode: boolean, displayStyle = false): string {
  const tex = source.trim();
  const styled = displayStyle && !displayMode;
  const key = `${displayMode ? 'D' : styled ? 'S' : 'I'}${tex}`;
  const hit = formulaCache.get(key);
  if (hit !== undefined) return hit;
  // In braces, so a `\\` or an environment inside the formula keeps its own grouping.
  const html = katex.renderToString(styled ? `\\displaystyle{${tex}}` : tex, { ...KATEX_OPTIONS, displayMode });
  if (formulaCache.size >= FORMULA_CACHE_SIZE) formulaCache.clear();
  formulaCache.set(key, html);
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const md = new MarkdownIt({ html: true, linkify: false, typographer: false, breaks: false });
md.use(texmath, { engine: katex, delimiters: 'dollars', katexOptions: { ...KATEX_OPTIONS } });
// Our own templates (texmath's `<eq>`/`<eqn>` are not HTML) and the formula cache.
/** What the renderer passes its math rules: whether inline formulas take display style. */
type MathEnv = Record<string, unknown> & { displayStyle?: boolean };
md.renderer.rules.math_inline = (tokens, idx, _options, env?: MathEnv) => formula(renderTex(tokens[idx]!.content, false, env?.displayStyle === true));
md.renderer.rules.math_inline_double = (tokens, idx) => formula(renderTex(tokens[idx]!.content, true));
md.renderer.rules.math_block = (tokens, idx) => `<div class="md-math">${formula(renderTex(tokens[idx]!.content, true))}</div>\n`;
md.renderer.rules.math_block_eqno = (tokens, idx) =>
  `<div class="md-math">${formula(renderTex(tokens[idx]!.content, true))}<span class="md-eqno">(${escapeHtml(tokens[idx]!.info)})</span></div>\n`;
// Wide tables scroll inside their own box instead of widening the page (360 px phones).
md.renderer.rules.table_open = () => '<div class="md-table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

const purify = typeof window === 'undefined' ? null : DOMPurify(window);
purify?.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true, svg: true, mathMl: true },
  // KaTeX's MathML keeps the TeX source in <semantics><annotation encoding="application/x-tex">.
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding', 'target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['id', 'name', 'autofocus', 'tabindex'],
};

/** Sanitised HTML (scripts, event handlers, `javascript:` URLs and form controls removed). */
export function sanitizeHtml(html: string): string {
  if (!purify) return escapeHtml(html);
  return purify.sanitize(html, PURIFY_CONFIG) as unknown as string;
}

const TOKEN_OPEN = '\uE000';
const TOKEN_CLOSE = '\uE001';
const tokenOf = (i: number) => `${TOKEN_OPEN}T${i}${TOKEN_CLOSE}`;

/** `\[ … \]` display math outside `$…$` → `$$ … $$` on its own block; newlines inside `$…$` → spaces. */
function normaliseMath(src: string): string {
  let out = '';
  let math: '$' | '$$' | null = null;
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i]!;
    if (c === '\\') {
      if (math === null && src[i + 1] === '[') {
        const close = src.indexOf('\\]', i + 2);
        if (close > 0) {
          out += `\n\n$$${src.slice(i + 2, close).trim()}$$\n\n`;
          i = close + 1;
          continue;
        }
      }
      out += src.slice(i, i + 2);
      i += 1;
    } else if (c === '$') {
      const double = src[i + 1] === '$';
      const tag = double ? '$$' : '$';
      math = math === null ? tag : math === tag ? null : math;
      out += tag;
      if (double) i += 1;
    } else if (c === '\n' && math === '$') {
      // Inline math may not span lines in Markdown; a formula broken over lines stays one formula.
      while (src[i + 1] === '\n' || src[i + 1] === ' ') i += 1;
      out += ' ';
    } else out += c;
  }
  return out;
}

/** Replaces `tabular` blocks by tokens (rendered separately), drops `center` wrappers, fixes math. */
function prepare(text: string): { source: string; tables: string[] } {
  const clean = text.replace(/[\uE000\uE001]/g, '').replace(/\\(?:begin|end)\{center\}/g, '');
  const tables: string[] = [];
  let source = '';
  let at = 0;
  for (const block of findTabulars(clean)) {
    source += clean.slice(at, block.start);
    source += `\n\n${tokenOf(tables.length)}\n\n`;
    tables.push(tabularToHtml(block, (cell) => md.renderInline(normaliseMath(cell))));
    at = block.end;
  }
  source += clean.slice(at);
  return { source: normaliseMath(source), tables };
}

/** The sanitised HTML with each formula token replaced by the formula's KaTeX HTML. */
function withFormulas(html: string, kept: string[]): string {
  return html.replace(new RegExp(`${TOKEN_OPEN}M(\\d+)${TOKEN_CLOSE}`, 'g'), (_, i: string) => kept[Number(i)] ?? '');
}

function insertTables(html: string, tables: string[]): string {
  const table = (i: string) => tables[Number(i)] ?? '';
  return html
    .replace(new RegExp(`<p>${TOKEN_OPEN}T(\\d+)${TOKEN_CLOSE}</p>\\n?`, 'g'), (_, i: string) => table(i))
    .replace(new RegExp(`${TOKEN_OPEN}T(\\d+)${TOKEN_CLOSE}`, 'g'), (_, i: string) => table(i));
}

const htmlCache = new Map<string, string>();
const HTML_CACHE_SIZE = 500;

function cached(key: string, make: () => string): string {
  const hit = htmlCache.get(key);
  if (hit !== undefined) return hit;
  const html = make();
  if (htmlCache.size >= HTML_CACHE_SIZE) htmlCache.delete(htmlCache.keys().next().value!);
  htmlCache.set(key, html);
  return html;
}

export interface RenderOptions {
  /** One line (an option, a cell): no `<p>` around the text. Tables and display math still render. */
  inline?: boolean;
  /**
   * Inline formulas in display style (issue 15 Major 5): answer options, whose formulas are the
   * whole answer, show fractions and exponents at the size of the question text instead of the
   * reduced sizes of text style (a numerator at 70 %, an exponent in a fraction at 50 %).
   */
  displayMath?: boolean;
}

/**
 * Sanitised HTML of Markdown-with-LaTeX `text`, memoised per string: `$…$` inline and `$$…$$`
 * display math (KaTeX; `\$` is a dollar sign), `\[…\]` display math, pipe tables and LaTeX `tabular`
 * tables, blank markers `{{n}}` left as text. Never throws on bad LaTeX.
 */
export function renderMarkdown(text: string, options: RenderOptions = {}): string {
  const inline = options.inline ?? false;
  const env: MathEnv = { displayStyle: options.displayMath === true };
  return cached(`${inline ? 'i' : 'b'}${env.displayStyle ? 'd' : ''}\u0000${text}`, () => {
    const kept: string[] = [];
    formulas = kept;
    try {
      const { source, tables } = prepare(text);
      const html = inline && tables.length === 0 && !source.includes('\n\n') ? md.renderInline(source, env) : md.render(source, env);
      return withFormulas(sanitizeHtml(insertTables(html, tables)), kept);
    } finally {
      formulas = null;
    }
  });
}

/** A piece of a text split at blank markers: text, or the blank numbered `blank` (1-based). */
export type BlankPart = { kind: 'text'; text: string } | { kind: 'blank'; blank: number };

const BLANK = /\{\{(\d+)\}\}/g;

/**
 * Splits `text` (a body, or HTML rendered from it) at its blank markers `{{1}}`, `{{2}}`, …:
 * `'a {{1}} b'` → text `'a '`, blank 1, text `' b'`. Empty text pieces are left out.
 */
export function splitAtBlanks(text: string): BlankPart[] {
  const parts: BlankPart[] = [];
  let at = 0;
  for (const m of text.matchAll(BLANK)) {
    if (m.index > at) parts.push({ kind: 'text', text: text.slice(at, m.index) });
    parts.push({ kind: 'blank', blank: Number(m[1]) });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The attribute of the empty `<span>` that stands where blank n goes (see {@link renderMarkdownWithBlanks}). */
export const BLANK_SLOT_ATTRIBUTE = 'data-blank';

/**
 * Like {@link renderMarkdown}, with every `{{n}}` written in the text (not inside a formula) replaced
 * by an empty `<span data-blank="n">` where the question view mounts the input of blank n.
 */
export function renderMarkdownWithBlanks(text: string, options: RenderOptions = {}): string {
  const html = renderMarkdown(text, options);
  if (!html.includes('{{')) return html;
  return cached(`s${options.inline ? 'i' : 'b'}${options.displayMath ? 'd' : ''}\u0000${text}`, () => {
    const template = document.createElement('template');
    template.innerHTML = html;
    const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node as Text).data.includes('{{') && !node.parentElement?.closest('.katex')) texts.push(node as Text);
    }
    for (const node of texts) {
      const parts = splitAtBlanks(node.data);
      if (!parts.some((p) => p.kind === 'blank')) continue;
      const pieces = parts.map((part) => {
        if (part.kind === 'text') return document.createTextNode(part.text);
        const slot = document.createElement('span');
        slot.setAttribute(BLANK_SLOT_ATTRIBUTE, String(part.blank));
        return slot;
      });
      node.replaceWith(...pieces);
    }
    return template.innerHTML;
  });
}
