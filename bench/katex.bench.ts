// `npm run bench:katex` (issue 25 §3): how long the question view's renderer takes to turn each
// question of the bank into HTML — Markdown, every formula through KaTeX, tables, sanitising — and
// the distribution over the whole bank. Target: p99 under 5 ms a question.
//
// What is measured: `renderMarkdown` of apps/web (the function the question view calls), bundled
// with esbuild as the app bundles it and run in Debian's Chromium (headless, as the browser tests
// run it; jsdom's DOM makes the sanitiser ten times slower than a browser's, so it would measure
// jsdom). Per question: its body, passage, each option (inline, display-style maths, as the options
// render) and each matrix row and column: what a student waits for when a question opens. Hints
// and the solution render only when opened: a second figure. The bank: every question of the
// content packs and every JEEBench question, each language variant counted as a question of its
// own. Each is rendered once, in bank order, in one page: the formula cache is shared as in the app
// (a formula met in an earlier question is not drawn again), the cost a student meets moving
// through questions. Times: performance.now() in the page, ms. Chromium on this machine; a phone
// is slower (docs/performance.md).
//
// The last line is exactly: katex p50 <ms> p99 <ms> max <ms> questions <n>
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Question } from '@abhyas/domain';
import { asQuestion, questionsByCode } from '../content/lib/packs.ts';
import { jeebenchQuestions } from '../content/lib/jeebench.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../e2e/support/chromium.ts';

interface Item {
  code: string;
  open: { text: string; inline: boolean }[];
  later: string[];
}

/** A question as the view shows it first (body, passage, options, matrix labels), one item per language variant. */
function items(q: Question): Item[] {
  const variants = [q, ...Object.values(q.translations ?? {})] as Partial<Question>[];
  return variants.map((v) => ({
    code: q.code,
    open: [
      ...(v.body ? [{ text: v.body, inline: false }] : []),
      ...(v.passage ? [{ text: v.passage, inline: false }] : []),
      ...(v.options ?? []).map((o) => ({ text: o.body, inline: true })),
      ...[...(v.rows ?? []), ...(v.columns ?? []), ...(v.items ?? [])].map((m) => ({ text: m.body, inline: true })),
    ],
    later: [...(v.hints ?? []).map((h) => h.body), ...(v.solution ? [v.solution] : [])],
  }));
}

const bank: Question[] = [...[...questionsByCode().values()].map((q) => asQuestion(q)), ...jeebenchQuestions().map((j) => j.question)];
const all = bank.flatMap(items);

const bundle = await build({
  stdin: {
    contents: "import { renderMarkdown } from './apps/web/src/features/question/lib/render-markdown.ts'; window.renderMarkdown = renderMarkdown;",
    resolveDir: new URL('..', import.meta.url).pathname,
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  minify: true,
  write: false,
  platform: 'browser',
  target: 'es2022',
  logLevel: 'error',
});

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body></body></html>');
await page.addScriptTag({ content: bundle.outputFiles[0]!.text });

const t0 = performance.now();
const open: number[] = [];
const later: number[] = [];
// In chunks: one evaluate per 200 questions keeps the protocol's messages small.
for (let i = 0; i < all.length; i += 200) {
  const chunk = all.slice(i, i + 200);
  const times = await page.evaluate((list: Item[]) => {
    const render = (window as unknown as { renderMarkdown: (t: string, o?: { inline?: boolean; displayMath?: boolean }) => string }).renderMarkdown;
    return list.map((it) => {
      const a = performance.now();
      for (const t of it.open) render(t.text, t.inline ? { inline: true, displayMath: true } : {});
      const b = performance.now();
      for (const t of it.later) render(t);
      return [b - a, performance.now() - b, it.later.length];
    });
  }, chunk);
  for (const [o, l, n] of times) {
    open.push(o!);
    if (n) later.push(l!);
  }
}
const total = performance.now() - t0;
await browser.close();

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
const ms = (x: number) => x.toFixed(2);
const o = sorted(open);
const l = sorted(later);
console.log(
  `bench:katex — ${bank.length} questions of the bank, ${all.length} with their language variants; Chromium ${browser.version()}; ${(total / 1000).toFixed(1)} s in all`,
);
console.log('\nrendered              n      p50     p90     p99     max   (ms a question)');
const row = (label: string, xs: number[]) =>
  console.log(
    `${label.padEnd(16)} ${String(xs.length).padStart(5)}  ${ms(at(xs, 0.5)).padStart(6)}  ${ms(at(xs, 0.9)).padStart(6)}  ${ms(at(xs, 0.99)).padStart(6)}  ${ms(xs[xs.length - 1] ?? 0).padStart(6)}`,
  );
row('opening (view)', o);
row('hints + solution', l);
const slowest = all
  .map((it, i) => ({ code: it.code, t: open[i]! }))
  .sort((a, b) => b.t - a.t)
  .slice(0, 5);
console.log(`\nslowest to open: ${slowest.map((s) => `${s.code} ${ms(s.t)} ms`).join(', ')}`);
console.log(`\nTarget: p99 under 5 ms a question on opening: ${ms(at(o, 0.99))} ms ${at(o, 0.99) < 5 ? 'met' : 'MISSED'}`);
console.log(`\nkatex p50 ${ms(at(o, 0.5))} p99 ${ms(at(o, 0.99))} max ${ms(o[o.length - 1] ?? 0)} questions ${o.length}`);
