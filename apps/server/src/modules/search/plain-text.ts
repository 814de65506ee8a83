import katex from 'katex';

/**
 * Markdown with LaTeX maths as one line of plain text, for search titles, suggestions and the
 * indexed body (issue 15: titles showed `\[ w=- d V P ext \]`, `400\ nm` and lost ρ).
 *
 * Each formula (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`) is parsed by KaTeX, which knows every command
 * and symbol, into MathML; that tree is read out as text: symbols as their Unicode characters
 * (ρ, ∫, −, ′), scripts as superscript or subscript characters when all of them have one (x², Pₑₓₜ,
 * cm⁻³) and as `^(…)` otherwise, fractions as `a/b` (bracketed when longer than one term), roots
 * as `√x`, accents as combining marks (F⃗). A formula KaTeX cannot parse is stripped of its
 * commands instead. Markdown marks, images and blanks (`{{1}}` → …) leave the text around them.
 */
export function plainText(markdown: string): string {
  const out: string[] = [];
  let last = 0;
  for (const m of markdown.matchAll(MATH)) {
    out.push(markdownText(markdown.slice(last, m.index)));
    const tex = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    out.push(` ${mathText(tex)} `);
    last = m.index + m[0].length;
  }
  out.push(markdownText(markdown.slice(last)));
  return tidy(out.join(''));
}

/** Display and inline formulas: $$…$$, \[…\], \(…\), $…$ (a `\$` is a dollar sign, not a delimiter). */
const MATH = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|(?<!\\)\$((?:\\\$|[^$])+?)\$/gu;

function markdownText(text: string): string {
  return (
    text
      .replace(/!\[[^\]]*\]\([^)]*\)/gu, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
      .replace(/\{\{\d+\}\}/gu, ' … ')
      // A stray dollar (an unclosed formula) or brace is not text; an escaped one is.
      .replace(/(?<!\\)[${}]/gu, ' ')
      .replace(/\\([$%&#_{}])/gu, '$1')
      .replace(/\\[a-zA-Z]+\*?/gu, ' ')
      .replace(/\\[,;:!> ]/gu, ' ')
      .replace(/[*#>`|~]|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, ' ')
  );
}

/** One formula as text (see plainText). */
export function mathText(tex: string): string {
  let mathml: string;
  try {
    mathml = katex.renderToString(tex, { output: 'mathml', throwOnError: true, strict: 'ignore' });
  } catch {
    return stripTex(tex);
  }
  return tidy(read(parseMathml(mathml)));
}

/** The last resort for a formula KaTeX refuses: commands, braces and scripts marks removed. */
function stripTex(tex: string): string {
  return tex
    .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/gu, ' $1/$2 ')
    .replace(/\\(?:text|mathrm|mathbf|textbf|operatorname)\{([^}]*)\}/gu, ' $1 ')
    .replace(/\\[a-zA-Z]+|\\[^a-zA-Z]/gu, ' ')
    .replace(/[{}^_&]/gu, ' ');
}

const tidy = (s: string) =>
  s
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.;:?!)\]])/gu, '$1')
    .replace(/([([])\s+/gu, '$1')
    .trim();

interface Node {
  tag: string;
  attrs: string;
  children: (Node | string)[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/gu, (_, e: string) => ENTITIES[e] ?? '');

/** KaTeX's MathML (well-formed, no comments or CDATA) as a tree. */
function parseMathml(markup: string): Node {
  const root: Node = { tag: '#root', attrs: '', children: [] };
  const stack = [root];
  for (const m of markup.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>|([^<]+)/gu)) {
    const top = stack.at(-1)!;
    if (m[5] !== undefined) top.children.push(decode(m[5]));
    else if (m[1]) {
      if (stack.length > 1) stack.pop();
    } else {
      const node: Node = { tag: m[2]!, attrs: m[3] ?? '', children: [] };
      top.children.push(node);
      if (!m[4]) stack.push(node);
    }
  }
  return root;
}

const RELATIONS = new Set(['=', '<', '>', '≤', '≥', '≠', '≈', '∝', '≡', '→', '⇒', '⇌', '⟶', '∈', '≅', '∼', '⊂']);
const BINARY = new Set(['+', '−', '×', '÷', '±', '·']);
/** Accents over (or under) a base, as combining marks. */
const ACCENTS: Record<string, string> = {
  '→': '\u20d7',
  '⃗': '\u20d7',
  '^': '\u0302',
  ˆ: '\u0302',
  '‾': '\u0305',
  '¯': '\u0304',
  '~': '\u0303',
  '˜': '\u0303',
  '˙': '\u0307',
  '¨': '\u0308',
  '˘': '\u0306',
  ˇ: '\u030c',
  '´': '\u0301',
  '`': '\u0300',
};
const SUP: Record<string, string> = Object.fromEntries(
  [...'0123456789+−-=()niabcdefghjklmoprstuvwxyzABDEGHIJKLMNOPRTUVWγβδθφχ'].map((c, i) => [
    c,
    [...'⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱᵃᵇᶜᵈᵉᶠᵍʰʲᵏˡᵐᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵞᵝᵟᶿᵠᵡ'][i]!,
  ]),
);
const SUB: Record<string, string> = Object.fromEntries(
  [...'0123456789+−-=()aehijklmnoprstuvxβγρφχ'].map((c, i) => [c, [...'₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ'][i]!]),
);

/** A script as raised or lowered characters when each has one; else `^x` / `_(xy)`. Primes and degrees stay as they are. */
function script(text: string, map: Record<string, string>, mark: '^' | '_'): string {
  const s = text.replace(/\s+/gu, '');
  if (s === '') return '';
  if (mark === '^' && /^[′″‴°∘*]+$/u.test(s)) return s.replace(/∘/gu, '°');
  const chars = [...s];
  if (chars.every((c) => map[c] !== undefined)) return chars.map((c) => map[c]).join('');
  return `${mark}${chars.length > 1 ? `(${s})` : s}`;
}

/** A fraction's part, bracketed unless it is one number or one letter (with its scripts). */
const term = (s: string) => (/^(?:\p{N}+(?:\.\p{N}+)?|[\p{L}][\p{M}\u2070-\u209f\u1d2c-\u1dbf′]*)$/u.test(s) ? s : `(${s})`);

function read(node: Node | string): string {
  if (typeof node === 'string') return node;
  const kids = node.children;
  const all = () => kids.map(read).join('');
  const at = (i: number) => (kids[i] === undefined ? '' : tidy(read(kids[i]!)));
  /** The base of a script, keeping the space around it (a function name, a unit after a number). */
  const base = () => {
    const b = kids[0] === undefined ? '' : read(kids[0]);
    return { before: /^\s/u.test(b) ? ' ' : '', text: tidy(b) };
  };
  const scripted = (...parts: string[]) => {
    const b = base();
    return `${b.before}${b.text}${parts.join('')}`;
  };
  switch (node.tag) {
    case 'annotation':
      return '';
    case 'mstyle':
      // KaTeX draws an unknown command (e.g. \ce) as red text of its name: leave the name out.
      return /mathcolor="#cc0000"/u.test(node.attrs) ? '' : all();
    case 'mspace':
      return ' ';
    case 'mi': {
      const t = all();
      return [...t].length > 1 ? ` ${t} ` : t;
    }
    case 'mo': {
      const t = all().replace(/\u2061/gu, ' ');
      if (RELATIONS.has(t)) return ` ${t} `;
      if (BINARY.has(t)) return ` ${t} `;
      return t === ',' ? ', ' : t;
    }
    case 'msup':
      return scripted(script(at(1), SUP, '^'), ' ');
    case 'msub':
      return scripted(script(at(1), SUB, '_'), ' ');
    case 'msubsup':
      return scripted(script(at(1), SUB, '_'), script(at(2), SUP, '^'), ' ');
    case 'mover':
    case 'munder': {
      const mark = ACCENTS[at(1)];
      if (/accent(?:under)?="true"/u.test(node.attrs) && mark) return scripted(mark);
      return node.tag === 'mover' ? scripted(script(at(1), SUP, '^'), ' ') : scripted(script(at(1), SUB, '_'), ' ');
    }
    case 'munderover':
      return scripted(script(at(1), SUB, '_'), script(at(2), SUP, '^'), ' ');
    case 'mfrac':
      return ` ${term(at(0))}/${term(at(1))} `;
    case 'msqrt':
      return `√${term(tidy(all()))}`;
    case 'mroot':
      return `${script(at(1), SUP, '^')}√${term(at(0))}`;
    case 'mtable':
      return ` ${kids.map((row) => (typeof row === 'string' ? row : row.children.map((cell) => tidy(read(cell))).join(', '))).join('; ')} `;
    default:
      return all();
  }
}
