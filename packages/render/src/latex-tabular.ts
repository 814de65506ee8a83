/**
 * LaTeX `tabular` environments → HTML tables (content-format: JEE Advanced bodies carry
 * `\begin{tabular}{|l|l|} \hline \textbf{List-I} & \textbf{List-II} \\ \hline (P) … \\ \end{tabular}`).
 * Pure string work: the caller passes the renderer of a cell's inline Markdown (which draws `$…$` math),
 * and sanitises the result with the rest of the text.
 */

/** Renders one cell's inline Markdown (with `$…$` math) to HTML. */
export type InlineRenderer = (markdown: string) => string;

/** A `tabular` block found in a text: where it starts and ends (surrounding `$`/`$$` included). */
export interface TabularBlock {
  start: number;
  end: number;
  /** The column spec, e.g. `|l|c|`. */
  spec: string;
  /** The text between the spec and `\end{tabular}`. */
  body: string;
}

const BEGIN = '\\begin{tabular}';
const END = '\\end{tabular}';

/** Index just past the `{…}` group that opens at `open` (balanced braces), or -1. */
function groupEnd(src: string, open: number): number {
  if (src[open] !== '{') return -1;
  let depth = 0;
  for (let i = open; i < src.length; i += 1) {
    const c = src[i];
    if (c === '\\') i += 1;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Whether position `at` of `src` is inside `$…$` / `$$…$$` math (unescaped dollars before it are odd). */
function insideMath(src: string, at: number): '$' | '$$' | null {
  let math: '$' | '$$' | null = null;
  for (let i = 0; i < at; i += 1) {
    const c = src[i];
    if (c === '\\') i += 1;
    else if (c === '$') {
      const double = src[i + 1] === '$';
      if (double) i += 1;
      const tag = double ? '$$' : '$';
      math = math === null ? tag : math === tag ? null : math;
    }
  }
  return math;
}

/**
 * Every `\begin{tabular}{spec} … \end{tabular}` of `src`, in order. A block written inside math
 * (`$\begin{tabular}…\end{tabular}$`) takes its enclosing dollars with it.
 */
export function findTabulars(src: string): TabularBlock[] {
  const blocks: TabularBlock[] = [];
  let from = 0;
  for (;;) {
    const begin = src.indexOf(BEGIN, from);
    if (begin < 0) break;
    const specEnd = groupEnd(src, begin + BEGIN.length);
    const close = src.indexOf(END, Math.max(specEnd, begin));
    if (specEnd < 0 || close < 0) break;
    let start = begin;
    let end = close + END.length;
    const math = insideMath(src, begin);
    if (math) {
      const before = src.slice(0, begin).match(/\${1,2}\s*$/);
      const after = src.slice(end).match(/^\s*\${1,2}/);
      if (before) start = begin - before[0].length;
      if (after) end += after[0].length;
    }
    blocks.push({ start, end, spec: src.slice(begin + BEGIN.length + 1, specEnd - 1), body: src.slice(specEnd, close) });
    from = end;
  }
  return blocks;
}

/**
 * Splits LaTeX at `&` (cells) or `\\` (rows) written at the top level: not inside `{…}`, not inside
 * `$…$` math (so `\begin{array}…\\…\end{array}` in a cell stays whole), not escaped (`\&`).
 */
export function splitTopLevel(src: string, separator: '&' | '\\\\'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let math: '$' | '$$' | null = null;
  let last = 0;
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i];
    if (c === '\\') {
      if (separator === '\\\\' && src[i + 1] === '\\' && depth === 0 && math === null) {
        parts.push(src.slice(last, i));
        last = i + 2;
      }
      i += 1;
    } else if (c === '$') {
      const double = src[i + 1] === '$';
      if (double) i += 1;
      const tag = double ? '$$' : '$';
      math = math === null ? tag : math === tag ? null : math;
    } else if (c === '{') depth += 1;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '&' && separator === '&' && depth === 0 && math === null) {
      parts.push(src.slice(last, i));
      last = i + 1;
    }
  }
  parts.push(src.slice(last));
  return parts;
}

type Align = 'left' | 'center' | 'right';

/** Column alignments of a spec (`|l|c|r|`, `p{3cm}`, `*{3}{c}`); rules and `@{…}` are skipped. */
export function columnAlignments(spec: string): Align[] {
  const out: Align[] = [];
  for (let i = 0; i < spec.length; i += 1) {
    const c = spec[i];
    if (c === 'l') out.push('left');
    else if (c === 'c') out.push('center');
    else if (c === 'r') out.push('right');
    else if (c === 'p' || c === 'm' || c === 'b' || c === 'X') {
      out.push('left');
      if (spec[i + 1] === '{') i = groupEnd(spec, i + 1) - 1;
    } else if (c === '@' || c === '>' || c === '<' || c === '!') {
      if (spec[i + 1] === '{') i = groupEnd(spec, i + 1) - 1;
    } else if (c === '*' && spec[i + 1] === '{') {
      const countEnd = groupEnd(spec, i + 1);
      const inner = groupEnd(spec, countEnd);
      if (countEnd < 0 || inner < 0) break;
      const count = Math.min(50, Number(spec.slice(i + 2, countEnd - 1)) || 0);
      const repeated = columnAlignments(spec.slice(countEnd + 1, inner - 1));
      for (let k = 0; k < count; k += 1) out.push(...repeated);
      i = inner - 1;
    }
  }
  return out;
}

const RULES = /^(?:\s|\\hline|\\toprule|\\midrule|\\bottomrule|\\cline\s*\{[^}]*\}|\\cmidrule\s*(?:\([^)]*\))?\s*\{[^}]*\}|\[[^\]]*\])*/;
const TEXT_COMMANDS: Record<string, [string, string]> = {
  textbf: ['<strong>', '</strong>'],
  bf: ['<strong>', '</strong>'],
  textit: ['<em>', '</em>'],
  emph: ['<em>', '</em>'],
  underline: ['<u>', '</u>'],
  text: ['', ''],
  textrm: ['', ''],
  mbox: ['', ''],
};

/** A cell's LaTeX as HTML: `\textbf{…}` bold, `\textit{…}`/`\emph{…}` italic, the rest inline Markdown. */
export function cellHtml(latex: string, renderInline: InlineRenderer): string {
  let text = latex.replace(/\s*\n\s*/g, ' ').trim();
  // A cell wrapped whole in braces (`{$…$}`), but never a blank marker `{{1}}`.
  while (text.startsWith('{') && groupEnd(text, 0) === text.length && !/^\{\{\d+\}\}$/.test(text)) text = text.slice(1, -1).trim();
  let html = '';
  let plain = '';
  let math: '$' | '$$' | null = null;
  const flush = () => {
    // Inline Markdown trims its ends; the spaces around a `\textbf{…}` are kept here.
    if (plain.trim()) html += `${/^\s/.test(plain) ? ' ' : ''}${renderInline(plain.trim())}${/\s$/.test(plain) ? ' ' : ''}`;
    else if (plain) html += ' ';
    plain = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\' && math === null) {
      const command = /^\\([a-zA-Z]+)\s*\{/.exec(text.slice(i));
      const tags = command ? TEXT_COMMANDS[command[1]!] : undefined;
      if (command && tags) {
        const open = i + command[0].length - 1;
        const close = groupEnd(text, open);
        if (close > 0) {
          flush();
          html += `${tags[0]}${cellHtml(text.slice(open + 1, close - 1), renderInline)}${tags[1]}`;
          i = close - 1;
          continue;
        }
      }
      plain += text.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (c === '\\') {
      plain += text.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (c === '$') {
      const double = text[i + 1] === '$';
      const tag = double ? '$$' : '$';
      math = math === null ? tag : math === tag ? null : math;
      plain += tag;
      if (double) i += 1;
      continue;
    }
    plain += c;
  }
  flush();
  return html.trim();
}

interface Row {
  cells: { html: string; colspan: number }[];
  ruledAfter: boolean;
  hasDigits: boolean;
  allBold: boolean;
}

function readRows(body: string, renderInline: InlineRenderer): Row[] {
  const chunks = splitTopLevel(body, '\\\\').map((chunk) => {
    const rules = RULES.exec(chunk)?.[0] ?? '';
    const rest = chunk.slice(rules.length);
    // Rules written at the end of the last chunk (`\hline \end{tabular}`) belong to no row.
    return { ruledBefore: /\\(?:hline|cline|midrule|bottomrule|cmidrule)/.test(rules), text: rest.replace(/(?:\s|\\hline|\\bottomrule)+$/, '') };
  });
  const rows: Row[] = [];
  chunks.forEach((chunk, i) => {
    if (!chunk.text.trim()) return;
    const raw = splitTopLevel(chunk.text, '&').map((cell) => cell.trim());
    const cells = raw.map((cell) => {
      const multi = /^\\multicolumn\s*\{\s*(\d+)\s*\}\s*\{[^}]*\}\s*/.exec(cell);
      if (multi) {
        const open = multi[0].length;
        const close = groupEnd(cell, open);
        if (close > 0) return { html: cellHtml(cell.slice(open + 1, close - 1), renderInline), colspan: Math.max(1, Math.min(50, Number(multi[1]))) };
      }
      return { html: cellHtml(cell, renderInline), colspan: 1 };
    });
    const outsideMath = raw.map((cell) => cell.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ''));
    rows.push({
      cells,
      ruledAfter: chunks[i + 1]?.ruledBefore ?? false,
      hasDigits: outsideMath.some((cell) => /\d/.test(cell.replace(/\\multicolumn\s*\{\s*\d+\s*\}/, ''))),
      allBold: raw.every((cell) => cell === '' || /^\{?\s*\\(?:textbf|bf)\b/.test(cell)),
    });
  });
  return rows;
}

/**
 * The HTML table of a tabular block (unsanitised; the caller sanitises): rows split at `\\`, cells at
 * `&`, `\hline`/`\cline` dropped, `\multicolumn{n}{…}{…}` spans n columns, alignment from the spec.
 * The first row becomes a header when a rule separates it from the rest and it reads as one (bold, or
 * no digits outside math while later rows are ruled individually).
 */
export function tabularToHtml(block: Pick<TabularBlock, 'spec' | 'body'>, renderInline: InlineRenderer): string {
  const rows = readRows(block.body, renderInline);
  if (rows.length === 0) return '';
  const aligns = columnAlignments(block.spec);
  const first = rows[0]!;
  const everyRowRuled = rows.slice(0, -1).every((r) => r.ruledAfter);
  const header = rows.length > 1 && first.ruledAfter && (first.allBold || !everyRowRuled || !first.hasDigits);
  const rowHtml = (row: Row, tag: 'td' | 'th') => {
    let column = 0;
    const cells = row.cells.map((cell) => {
      const align = aligns[column];
      column += cell.colspan;
      const attrs = [
        tag === 'th' ? ' scope="col"' : '',
        cell.colspan > 1 ? ` colspan="${cell.colspan}"` : '',
        align && align !== 'left' ? ` style="text-align:${align}"` : '',
      ].join('');
      return `<${tag}${attrs}>${cell.html}</${tag}>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  };
  const head = header ? `<thead>${rowHtml(first, 'th')}</thead>` : '';
  const body = (header ? rows.slice(1) : rows).map((row) => rowHtml(row, 'td')).join('');
  return `<div class="md-table"><table>${head}<tbody>${body}</tbody></table></div>`;
}
