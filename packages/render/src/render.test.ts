// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blankSlots, splitAtBlanks } from './blanks.ts';
import { createRenderer } from './render-markdown.ts';
import { domPurifySanitizer } from './sanitize-dompurify.ts';
import { serverSanitizer } from './sanitize-server.ts';

const server = createRenderer(serverSanitizer);
const browser = createRenderer(domPurifySanitizer(window));

/** HTML as a browser's DOM serialises it (attribute quoting, entities, void tags), to compare two renderers' output. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

const root = join(import.meta.dirname, '../../..');

describe('the server renderer (sanitize-html)', () => {
  it('draws math with KaTeX (HTML and MathML with the TeX source) and Markdown around it', () => {
    const html = server.renderMarkdown('Let **$x^2 = 4$** hold.');
    const d = dom(html);
    expect(d.querySelector('p strong .katex')).not.toBeNull();
    expect(d.querySelector('annotation')?.textContent).toBe('x^2 = 4');
  });

  it('removes scripts with their content, event handlers, javascript: links, frames and form controls', () => {
    const html = server.renderMarkdown(
      'a <script>alert(1)</script> <img src="x.png" onerror="alert(2)" alt="fig"> <a href="javascript:alert(3)">j</a> <iframe src="https://e.x"></iframe> <input value="1"> <b id="k" style="position:fixed;text-align:center">b</b>',
    );
    expect(html).not.toMatch(/script|alert|onerror|javascript|iframe|<input|id=|position/);
    const d = dom(html);
    expect(d.querySelector('img')?.getAttribute('alt')).toBe('fig');
    expect(d.querySelector('b')?.getAttribute('style')).toBe('text-align:center');
    expect(d.textContent).toContain('j');
  });

  it('opens links in a new tab without an opener', () => {
    const a = dom(server.renderMarkdown('[NTA](https://nta.ac.in)')).querySelector('a')!;
    expect([a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['https://nta.ac.in', '_blank', 'noopener noreferrer']);
  });

  it('turns {{n}} in the text into empty slots, but not inside a formula or an attribute', () => {
    const html = server.renderMarkdownWithBlanks('x = {{1}} and <span title="{{2}}">y</span> = $\\{\\{3\\}\\}$ then {{2}}');
    const d = dom(html);
    expect([...d.querySelectorAll('[data-blank]')].map((e) => e.getAttribute('data-blank'))).toEqual(['1', '2']);
    expect(d.querySelector('[title]')?.getAttribute('title')).toBe('{{2}}');
    // Without blanks the markers stay as text.
    expect(server.renderMarkdown('x = {{1}}')).toBe('<p>x = {{1}}</p>\n');
  });

  it('never throws on bad LaTeX: the source shows in red', () => {
    const html = server.renderMarkdown('bad $\\frac{1$ here');
    expect(dom(html).querySelector('.katex-error')?.textContent).toContain('\\frac{1');
  });
});

describe('blanks', () => {
  it('splits a text at its markers and places slots only between tags', () => {
    expect(splitAtBlanks('a {{1}} b{{2}}')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'blank', blank: 1 },
      { kind: 'text', text: ' b' },
      { kind: 'blank', blank: 2 },
    ]);
    expect(blankSlots('<p data-x="{{1}}">{{1}}</p>')).toBe('<p data-x="{{1}}"><span data-blank="1"></span></p>');
  });
});

describe('the server and the browser render question text alike (parity)', () => {
  // Both renderers set the formulas aside while sanitising and put the same KaTeX HTML back after
  // it, so what can differ is what each sanitiser makes of the rest: that is compared, text by text.
  let seen: string[] = [];
  const serverSide = createRenderer((html) => {
    const out = serverSanitizer(html);
    seen.push(out);
    return out;
  });
  const purify = domPurifySanitizer(window);
  const browserSide = createRenderer((html) => {
    const out = purify(html);
    seen.push(out);
    return out;
  });
  /** What each sanitiser made of `text` (formulas as tokens), as the DOM serialises it. */
  const sanitised = (renderer: typeof server, text: string, inline: boolean) => {
    seen = [];
    if (inline) renderer.renderMarkdown(text, { inline: true, displayMath: true });
    else renderer.renderMarkdownWithBlanks(text);
    return normalised(seen.join(''));
  };

  /** Every question of JEE Advanced 2016–2021 (tables, matrices, chemistry) and of one JEE Main pack, as the test screen draws them: bodies as blocks with blanks, options inline. */
  const texts: { text: string; inline: boolean }[] = [];
  const jeebench = JSON.parse(readFileSync(join(root, 'content/jeebench/dataset.json'), 'utf8')) as { question: string }[];
  for (const q of jeebench) texts.push({ text: q.question, inline: false });
  const pack = join(root, 'content/packs/jee-main-physics-11');
  for (const file of readdirSync(pack).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(pack, file), 'utf8')) as { questions?: { body: string; options?: { body: string }[] }[] };
    for (const q of data.questions ?? []) texts.push({ text: q.body, inline: false }, ...(q.options ?? []).map((o) => ({ text: o.body, inline: true })));
  }

  it(`gives the same DOM for each of the bank's texts`, () => {
    expect(texts.length).toBeGreaterThan(1000);
    const differ: string[] = [];
    for (const { text, inline } of texts) {
      if (sanitised(serverSide, text, inline) !== sanitised(browserSide, text, inline)) differ.push(`${inline ? 'inline: ' : ''}${text.slice(0, 80)}`);
    }
    expect(differ).toEqual([]);
  }, 60_000);

  it('gives the same DOM for the Markdown an author may write', () => {
    const samples = [
      '# Title\n\n- one\n- two\n\n1. a\n2. b\n\n> quote\n\n`code` and\n\n```\nblock\n```\n\n---\n\n*em* ~~del~~ H<sub>2</sub>O x<sup>2</sup>',
      '| a | b |\n|:-:|--:|\n| $x$ | 2 |',
      '![a figure](https://example.org/f.png "title") <br> <u>under</u> <table><tr><td colspan="2" style="text-align:right">t</td></tr></table>',
      '[link](https://example.org) <a href="/study">in-app</a>',
    ];
    for (const s of samples) expect(normalised(server.renderMarkdown(s))).toBe(normalised(browser.renderMarkdown(s)));
  });
});
