import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownWithBlanks, renderTex, sanitizeHtml, splitAtBlanks } from './render-markdown.ts';

/** The rendered HTML as a DOM fragment, to query like a browser would. */
function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

/** TeX sources KaTeX kept in its MathML annotations, in order. */
function formulas(html: string): string[] {
  return [...dom(html).querySelectorAll('annotation')].map((a) => a.textContent ?? '');
}

describe('renderMarkdown: math', () => {
  it('renders $…$ inline with KaTeX (HTML and MathML) inside the paragraph', () => {
    const html = renderMarkdown('Let $x^2 + 1 = 0$ be given.');
    const root = dom(html);
    expect(root.querySelector('p > .katex')).not.toBeNull();
    expect(root.querySelector('.katex-display')).toBeNull();
    expect(root.querySelector('math')).not.toBeNull();
    expect(formulas(html)).toEqual(['x^2 + 1 = 0']);
    expect(root.textContent).toContain('Let ');
    expect(root.textContent).toContain(' be given.');
  });

  it('renders $$…$$ as display math, also across lines', () => {
    const html = renderMarkdown('Evaluate\n\n$$\n\\int_0^1 x\\,dx\n$$\n\nnow.');
    const root = dom(html);
    expect(root.querySelector('.katex-display')).not.toBeNull();
    expect(root.querySelector('math')?.getAttribute('display')).toBe('block');
    expect(formulas(html)).toEqual(['\\int_0^1 x\\,dx']);
  });

  it('renders \\[…\\] display math the JEE Advanced texts use', () => {
    const html = renderMarkdown('the equation\n\n\\[\nE=mc^{2}\n\\]\n\nwhere');
    expect(dom(html).querySelector('.katex-display')).not.toBeNull();
    expect(formulas(html)).toEqual(['E=mc^{2}']);
  });

  it('keeps an escaped \\$ as a dollar sign, not a formula', () => {
    const html = renderMarkdown('It costs \\$5 and \\$10, and $y$ is a formula.');
    const root = dom(html);
    expect(root.textContent).toContain('It costs $5 and $10');
    expect(formulas(html)).toEqual(['y']);
  });

  it('joins a formula broken over lines (inline math cannot span lines in Markdown)', () => {
    const html = renderMarkdown('Here $a +\nb$ ends.');
    expect(formulas(html)).toEqual(['a + b']);
  });

  it('shows a bad formula as an error mark instead of throwing', () => {
    const html = renderMarkdown('Broken $\\frac{1}{$ formula and fine $z$.');
    expect(() => html).not.toThrow();
    expect(dom(html).textContent).toContain('formula and fine');
    expect(renderTex('\\frac{1}{', false)).toContain('katex-error');
  });

  it('renders each formula once (memoised per formula and per text)', () => {
    const a = renderTex('\\alpha+\\beta', false);
    expect(renderTex('\\alpha+\\beta', false)).toBe(a);
    expect(renderTex('\\alpha+\\beta', true)).not.toBe(a);
    const text = 'Memo $q$ test';
    expect(renderMarkdown(text)).toBe(renderMarkdown(text));
  });

  it('renders inline text without a paragraph', () => {
    expect(renderMarkdown('**bold** and $x$', { inline: true })).not.toContain('<p>');
    expect(renderMarkdown('**bold**', { inline: true })).toBe('<strong>bold</strong>');
  });
});

describe('renderMarkdown: tables', () => {
  it('renders Markdown pipe tables as tables inside a scroll box', () => {
    const root = dom(renderMarkdown('| a | b |\n|---|---|\n| 1 | $x$ |'));
    expect(root.querySelector('.md-table > table')).not.toBeNull();
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['a', 'b']);
    expect(root.querySelector('td .katex')).not.toBeNull();
  });

  it('turns a LaTeX tabular into an HTML table: & cells, \\\\ rows, \\hline dropped, \\textbf bold, $…$ math', () => {
    const src =
      'Match the lists:\n\n\\begin{tabular}{|l|l|} \\hline \\textbf{List-I} & \\textbf{List-II} \\\\ \\hline (P) $x^{2}$ & (1) 4 \\\\ (Q) Speed & (2) $\\sqrt{2}$ \\\\ \\hline \\end{tabular}\n\nChoose.';
    const html = renderMarkdown(src);
    const root = dom(html);
    const table = root.querySelector('table')!;
    expect(table).not.toBeNull();
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['List-I', 'List-II']);
    expect(table.querySelector('thead th strong')?.textContent).toBe('List-I');
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelectorAll('td')).toHaveLength(2);
    expect(rows[1]!.querySelector('td')?.textContent).toContain('(Q) Speed');
    expect(formulas(html)).toEqual(['x^{2}', '\\sqrt{2}']);
    expect(root.textContent).not.toContain('\\hline');
    expect(root.textContent).not.toContain('tabular');
    expect(root.textContent).toContain('Match the lists:');
    expect(root.textContent).toContain('Choose.');
  });

  it('takes a tabular written inside $…$ out of the math', () => {
    const html = renderMarkdown('$\\begin{tabular}{|c|c|} \\hline A & B \\\\ \\hline 1 & 2 \\\\ \\hline \\end{tabular}$');
    const root = dom(html);
    expect(root.querySelectorAll('table tr')).toHaveLength(2);
    expect(root.querySelector('.katex')).toBeNull();
    expect(root.textContent).not.toContain('$');
  });

  it('handles the JEEBench shapes: center, blank lines, array math in cells, \\multicolumn, \\cline', () => {
    const src =
      'Data:\n\n\\begin{center}\n\n\\begin{tabular}{|c|c|c|c|}\n\n\\hline\n\n{$\\begin{array}{c}\\text { Atomic } \\\\\n\n\\text { number }\\end{array}$} & \\multicolumn{3}{|c|}{Ionization Enthalpy $(\\mathrm{kJ} / \\mathrm{mol})$} \\\\\n\n\\cline { 2 - 4 }\n\n & $I_{1}$ & $I_{2}$ & $I_{3}$ \\\\\n\n\\hline\n\n$n$ & 1681 & 3374 & 6050 \\\\\n\n\\hline\n\n\\end{tabular}\n\n\\end{center}\n\nThe value is';
    const html = renderMarkdown(src);
    const root = dom(html);
    const rows = [...root.querySelectorAll('table tr')];
    expect(rows).toHaveLength(3);
    expect(rows[0]!.children[1]!.getAttribute('colspan')).toBe('3');
    expect(rows[0]!.children[1]!.getAttribute('style')).toBe('text-align:center');
    expect(rows[2]!.children).toHaveLength(4);
    expect(rows[2]!.textContent).toContain('1681');
    // The array formula keeps its own \\ row break (not split into table rows).
    expect(formulas(html)[0]).toContain('\\begin{array}');
    expect(root.textContent).not.toMatch(/\\(begin|end)\{center\}|\\cline/);
  });
});

describe('renderMarkdown: sanitising', () => {
  it('removes event handlers from raw HTML images', () => {
    const root = dom(renderMarkdown('<img src="x.png" onerror="alert(1)"> text'));
    const img = root.querySelector('img');
    expect(img).not.toBeNull();
    expect(img!.getAttribute('onerror')).toBeNull();
    expect(root.innerHTML).not.toContain('alert');
  });

  it('removes <script>, <iframe>, <style> and form controls', () => {
    const root = dom(renderMarkdown('Hi <script>alert(1)</script><iframe src="https://evil.example"></iframe><style>*{}</style><input value="x"> there'));
    expect(root.querySelector('script, iframe, style, input')).toBeNull();
    expect(root.innerHTML).not.toContain('alert(1)');
  });

  it('drops javascript: links, in Markdown and in raw HTML', () => {
    const md = dom(renderMarkdown('[click](javascript:alert(1))'));
    expect(md.querySelector('a')).toBeNull();
    const raw = dom(renderMarkdown('<a href="javascript:alert(1)">click</a> and <a href="JaVaScRiPt:alert(2)">two</a>'));
    for (const a of raw.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('keeps safe links and opens them in a new tab without an opener', () => {
    const a = dom(renderMarkdown('[NCERT](https://ncert.nic.in)')).querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://ncert.nic.in');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('cannot smuggle script through a formula or a table cell', () => {
    const root = dom(renderMarkdown('$\\href{javascript:alert(1)}{x}$ \\begin{tabular}{c} <img src=x onerror=alert(1)> \\\\ \\end{tabular}'));
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelector('table img')).not.toBeNull();
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(`${attr.name}=${attr.value}`).not.toMatch(/^on|javascript:/i);
    }
  });

  it('puts formulas back after sanitising without letting a formula make links, ids, classes, styles or handlers of its own', () => {
    const html = renderMarkdown(
      [
        '$\\url{javascript:alert(1)}$ $\\htmlClass{evil}{x}$ $\\htmlId{evil}{x}$ $\\htmlStyle{background:url(x)}{x}$',
        '$\\htmlData{onclick=alert(1)}{x}$ $\\includegraphics{https://example.com/x.png}$ $\\color{red;background:red}{x}$',
        '$<img src=x onerror=alert(1)>$ and $a<b$',
      ].join(' '),
    );
    const root = dom(html);
    // Eight drawn; the colour with a style smuggled in is refused as a KaTeX error mark.
    expect(root.querySelectorAll('.katex').length).toBe(8);
    expect(root.querySelectorAll('.katex-error').length).toBe(1);
    expect(root.querySelector('a, img, [id], .evil')).toBeNull();
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(`${attr.name}=${attr.value}`).not.toMatch(/^on|^data-|javascript:|url\(/i);
    }
    expect(html).not.toMatch(/[\uE000\uE001]/);
  });

  it('cannot forge a formula token from the text', () => {
    const root = dom(renderMarkdown('before \uE000M0\uE001 after $x$'));
    expect(root.textContent).toContain('before M0 after');
    expect(root.querySelectorAll('.katex').length).toBe(1);
  });

  it('keeps KaTeX MathML and SVG', () => {
    const root = dom(sanitizeHtml(renderTex('\\sqrt{2}', false)));
    expect(root.querySelector('math mrow')).not.toBeNull();
    expect(root.querySelector('svg path')).not.toBeNull();
    expect(root.querySelector('annotation')?.getAttribute('encoding')).toBe('application/x-tex');
  });
});

describe('blanks', () => {
  it('leaves {{n}} markers as text in the HTML', () => {
    expect(dom(renderMarkdown('Capital: {{1}}, river: {{2}}.')).textContent?.trim()).toBe('Capital: {{1}}, river: {{2}}.');
  });

  it('splits a body at its blank markers', () => {
    expect(splitAtBlanks('a {{1}} b {{2}}')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'blank', blank: 1 },
      { kind: 'text', text: ' b ' },
      { kind: 'blank', blank: 2 },
    ]);
    expect(splitAtBlanks('{{3}}')).toEqual([{ kind: 'blank', blank: 3 }]);
    expect(splitAtBlanks('no blanks')).toEqual([{ kind: 'text', text: 'no blanks' }]);
  });

  it('marks blank slots in rendered HTML, including inside emphasis and table cells', () => {
    const root = dom(renderMarkdownWithBlanks('The *capital* is **{{1}}**.\n\n| x | y |\n|---|---|\n| {{2}} | $z$ |'));
    const slots = [...root.querySelectorAll('[data-blank]')];
    expect(slots.map((s) => s.getAttribute('data-blank'))).toEqual(['1', '2']);
    expect(slots[0]!.parentElement!.tagName).toBe('STRONG');
    expect(slots[1]!.closest('td')).not.toBeNull();
    expect(root.textContent).not.toContain('{{');
  });
});
