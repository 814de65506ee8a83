import { describe, expect, it } from 'vitest';
import { cellHtml, columnAlignments, findTabulars, splitTopLevel, tabularToHtml } from './latex-tabular.ts';

const plain = (md: string) => md.trim();

describe('latex-tabular helpers', () => {
  it('splits at top-level & and \\\\ only (not in math, braces or escapes)', () => {
    expect(splitTopLevel('a & $x & y$ & {b & c} & d \\& e', '&')).toEqual(['a ', ' $x & y$ ', ' {b & c} ', ' d \\& e']);
    expect(splitTopLevel('r1 \\\\ $\\begin{array}{c} p \\\\ q \\end{array}$ \\\\ r3', '\\\\')).toEqual([
      'r1 ',
      ' $\\begin{array}{c} p \\\\ q \\end{array}$ ',
      ' r3',
    ]);
  });

  it('reads column alignments from the spec', () => {
    expect(columnAlignments('|l|c|r|')).toEqual(['left', 'center', 'right']);
    expect(columnAlignments('p{3cm}|*{2}{c}')).toEqual(['left', 'center', 'center']);
    expect(columnAlignments('@{}lr@{}')).toEqual(['left', 'right']);
  });

  it('finds tabulars, with their enclosing dollars when written inside math', () => {
    const src = 'x $\\begin{tabular}{c} a \\end{tabular}$ y \\begin{tabular}{cc} b & c \\end{tabular}';
    const [first, second] = findTabulars(src);
    expect(src.slice(first!.start, first!.end)).toBe('$\\begin{tabular}{c} a \\end{tabular}$');
    expect(first!.spec).toBe('c');
    expect(second!.spec).toBe('cc');
    expect(second!.body).toBe(' b & c ');
  });

  it('formats cells: bold, italics, braces around the whole cell, blank markers kept', () => {
    expect(cellHtml('\\textbf{List-I}', plain)).toBe('<strong>List-I</strong>');
    expect(cellHtml('{\\emph{x}}', plain)).toBe('<em>x</em>');
    expect(cellHtml('{{2}}', plain)).toBe('{{2}}');
    expect(cellHtml('$\\textbf{v}$ and \\textbf{w}', plain)).toBe('$\\textbf{v}$ and <strong>w</strong>');
  });

  it('makes the first row a header only when it reads as one', () => {
    const header = tabularToHtml({ spec: 'll', body: '\\hline Name & Value \\\\ \\hline a & 1 \\\\ b & 2 \\\\ \\hline' }, plain);
    expect(header).toContain('<thead><tr><th scope="col">Name</th>');
    const noHeader = tabularToHtml({ spec: 'll', body: '\\hline (P) & (1) \\\\ \\hline (Q) & (2) \\\\ \\hline' }, plain);
    expect(noHeader).not.toContain('<thead>');
    expect(noHeader.match(/<tr>/g)).toHaveLength(2);
    expect(tabularToHtml({ spec: 'c', body: '\\hline' }, plain)).toBe('');
  });
});
