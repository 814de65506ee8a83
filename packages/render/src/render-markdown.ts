// The ambient types of markdown-it-texmath, for every program that compiles this file (web, server).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./markdown-it-texmath.d.ts" />
/**
 * Question text → safe HTML (learning.md §3: bodies, options, passages, hints and solutions are
 * Markdown with LaTeX), the one renderer of the browser, the server and the prerendered study pages
 * (decision 051). markdown-it (pipe tables, raw HTML allowed, then sanitised) with
 * markdown-it-texmath drawing `$…$` inline and `$$…$$` display math through KaTeX (`throwOnError:
 * false`: a bad formula shows its source in red instead of failing); LaTeX `tabular` blocks become
 * HTML tables. The sanitiser is the caller's (DOMPurify in the browser, sanitize-html on the
 * server): it removes scripts, event handlers and `javascript:` links from what the author wrote.
 * Blank markers `{{1}}`, `{{2}}`, … pass through as text, or become empty slots
 * (`<span data-blank="n">`) where the question view mounts a blank's input.
 *
 * Pure string work (no DOM), so it runs in Node and in the browser alike. It pulls markdown-it and
 * KaTeX (about 110 KB gzipped): in the web app only lazily loaded code may import it.
 */
// The CommonJS build on purpose: markdown-it-texmath `require`s it, so one copy of KaTeX is bundled.
import katex from 'katex/dist/katex.js';
import MarkdownIt from 'markdown-it';
import texmath from 'markdown-it-texmath';
import { blankSlots } from './blanks.ts';
import { findTabulars, tabularToHtml } from './latex-tabular.ts';

/** Removes what is unsafe from HTML an author wrote (never sees KaTeX's output). */
export type Sanitizer = (html: string) => string;

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

export interface Renderer {
  /**
   * Sanitised HTML of Markdown-with-LaTeX `text`, memoised per string: `$…$` inline and `$$…$$`
   * display math (KaTeX; `\$` is a dollar sign), `\[…\]` display math, pipe tables and LaTeX
   * `tabular` tables, blank markers `{{n}}` left as text. Never throws on bad LaTeX.
   */
  renderMarkdown(text: string, options?: RenderOptions): string;
  /**
   * Like `renderMarkdown`, with every `{{n}}` written in the text (not inside a formula, not in an
   * attribute) replaced by an empty `<span data-blank="n"></span>`.
   */
  renderMarkdownWithBlanks(text: string, options?: RenderOptions): string;
  /**
   * KaTeX HTML of one formula, rendered once per (formula, display mode, style). `displayStyle` sets
   * an inline formula in display style (`\displaystyle`) without making it a centred block.
   */
  renderTex(source: string, displayMode: boolean, displayStyle?: boolean): string;
}

const KATEX_OPTIONS = { throwOnError: false, strict: 'ignore', trust: false, output: 'htmlAndMathml' } as const;
const FORMULA_CACHE_SIZE = 2000;
const HTML_CACHE_SIZE = 500;
const TOKEN_OPEN = '\uE000';
const TOKEN_CLOSE = '\uE001';
const tokenOf = (i: number) => `${TOKEN_OPEN}T${i}${TOKEN_CLOSE}`;
const FORMULA_TOKEN = new RegExp(`${TOKEN_OPEN}M(\\d+)${TOKEN_CLOSE}`, 'g');
const TABLE_IN_PARAGRAPH = new RegExp(`<p>${TOKEN_OPEN}T(\\d+)${TOKEN_CLOSE}</p>\\n?`, 'g');
const TABLE_TOKEN = new RegExp(`${TOKEN_OPEN}T(\\d+)${TOKEN_CLOSE}`, 'g');

/** What the renderer passes its math rules: whether inline formulas take display style. */
type MathEnv = Record<string, unknown> & { displayStyle?: boolean };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

function insertTables(html: string, tables: string[]): string {
  const table = (i: string) => tables[Number(i)] ?? '';
  return html.replace(TABLE_IN_PARAGRAPH, (_, i: string) => table(i)).replace(TABLE_TOKEN, (_, i: string) => table(i));
}

/**
 * A renderer whose author-written HTML goes through `sanitize`. Formulas are set aside while the
 * text is sanitised and put back after it: KaTeX's output needs no sanitising (with `trust: false`
 * it refuses every command that could make a link, an id, a class or a style of the author's
 * choosing, escapes all text, and checks colours and sizes), and the sanitiser took 60 % of a
 * question's render time walking KaTeX's spans (`npm run bench:katex`, docs/performance.md).
 */
export function createRenderer(sanitize: Sanitizer): Renderer {
  /** KaTeX's HTML of the formulas of the text being rendered (rendering is synchronous). */
  let formulas: string[] | null = null;
  const formula = (html: string): string => {
    if (formulas === null) return html;
    formulas.push(html);
    return `${TOKEN_OPEN}M${formulas.length - 1}${TOKEN_CLOSE}`;
  };

  const formulaCache = new Map<string, string>();
  const renderTex = (source: string, displayMode: boolean, displayStyle = false): string => {
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
  };

  const md = new MarkdownIt({ html: true, linkify: false, typographer: false, breaks: false });
  md.use(texmath, { engine: katex, delimiters: 'dollars', katexOptions: { ...KATEX_OPTIONS } });
  // Our own templates (texmath's `<eq>`/`<eqn>` are not HTML) and the formula cache.
  md.renderer.rules.math_inline = (tokens, idx, _options, env?: MathEnv) => formula(renderTex(tokens[idx]!.content, false, env?.displayStyle === true));
  md.renderer.rules.math_inline_double = (tokens, idx) => formula(renderTex(tokens[idx]!.content, true));
  md.renderer.rules.math_block = (tokens, idx) => `<div class="md-math">${formula(renderTex(tokens[idx]!.content, true))}</div>\n`;
  md.renderer.rules.math_block_eqno = (tokens, idx) =>
    `<div class="md-math">${formula(renderTex(tokens[idx]!.content, true))}<span class="md-eqno">(${escapeHtml(tokens[idx]!.info)})</span></div>\n`;
  // Wide tables scroll inside their own box instead of widening the page (360 px phones).
  md.renderer.rules.table_open = () => '<div class="md-table"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';

  /** Replaces `tabular` blocks by tokens (rendered separately), drops `center` wrappers, fixes math. */
  const prepare = (text: string): { source: string; tables: string[] } => {
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
  };

  const htmlCache = new Map<string, string>();
  const cached = (key: string, make: () => string): string => {
    const hit = htmlCache.get(key);
    if (hit !== undefined) return hit;
    const html = make();
    if (htmlCache.size >= HTML_CACHE_SIZE) htmlCache.delete(htmlCache.keys().next().value!);
    htmlCache.set(key, html);
    return html;
  };

  const render = (text: string, options: RenderOptions, withBlanks: boolean): string => {
    const inline = options.inline ?? false;
    const env: MathEnv = { displayStyle: options.displayMath === true };
    return cached(`${withBlanks ? 's' : ''}${inline ? 'i' : 'b'}${env.displayStyle ? 'd' : ''}\u0000${text}`, () => {
      const kept: string[] = [];
      formulas = kept;
      try {
        const { source, tables } = prepare(text);
        const html = inline && tables.length === 0 && !source.includes('\n\n') ? md.renderInline(source, env) : md.render(source, env);
        // Blanks are placed before the formulas go back: a `{{n}}` inside a formula stays its text.
        const safe = sanitize(insertTables(html, tables));
        const slotted = withBlanks && safe.includes('{{') ? blankSlots(safe) : safe;
        return slotted.replace(FORMULA_TOKEN, (_, i: string) => kept[Number(i)] ?? '');
      } finally {
        formulas = null;
      }
    });
  };

  return {
    renderMarkdown: (text, options = {}) => render(text, options, false),
    renderMarkdownWithBlanks: (text, options = {}) => render(text, options, true),
    renderTex,
  };
}
