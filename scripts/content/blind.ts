/**
 * `npm run content:blind -- <pack file or folder> [--chapter <code>] [--out <file>]`: the questions as
 * a student sees them — body, passage, options, rows and columns, items, blanks — without the key,
 * the solution, the hints or the solve-with-us steps (issue #16 §3). The independent re-solver works
 * from this text only and records answers in content/verification (content/lib/ledger.ts). Choice,
 * integer, numerical, blank, matching and sequencing questions are listed; subjective ones are not.
 * `--jeebench` takes the JEEBench questions instead (optionally `--paper 2019-p1`). `--unchecked`
 * keeps only the questions whose key is neither recomputed by code (as recorded by the last content
 * test run) nor re-solved in the ledger yet.
 */
import { statSync, writeFileSync } from 'node:fs';
import { resolve, relative } from 'node:path';
import type { Question } from '@abhyas/domain';
import { asQuestion, CONTENT_DIR, loadPacks } from '../../content/lib/packs.ts';
import { jeebenchQuestions } from '../../content/lib/jeebench.ts';
import { readChecked } from '../../content/lib/key-checks.ts';
import { loadLedger } from '../../content/lib/ledger.ts';

const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const target = args.find((a, i) => !a.startsWith('--') && !['--chapter', '--out', '--paper'].includes(args[i - 1] ?? ''));
const chapter = value('--chapter');

let questions: Question[] = [];
if (args.includes('--jeebench')) {
  const paper = value('--paper');
  questions = jeebenchQuestions()
    .map((j) => j.question)
    .filter((q) => !paper || q.code.startsWith(`jeebench-${paper}-`));
} else {
  if (!target) {
    console.error('usage: npm run content:blind -- <pack file or folder> [--chapter <code>] [--out <file>] | --jeebench [--paper 2019-p1]');
    process.exit(2);
  }
  const abs = resolve(target);
  const isDir = statSync(abs).isDirectory();
  const rel = relative(CONTENT_DIR, abs);
  questions = loadPacks()
    .filter(({ file }) => (isDir ? file.startsWith(`${rel}/`) : file === rel))
    .flatMap(({ pack }) => pack.questions.filter((q) => !chapter || q.chapter === chapter).map(asQuestion));
}

if (args.includes('--unchecked')) {
  const recomputed = readChecked();
  if (recomputed === null) {
    console.error('--unchecked needs the key checks of a content test run: run npx vitest run --project content first.');
    process.exit(2);
  }
  const resolved = new Set(loadLedger().flatMap(({ ledger }) => [...Object.keys(ledger.answers), ...ledger.disputes.map((d) => d.code)]));
  questions = questions.filter((q) => !recomputed.has(q.code) && !resolved.has(q.code));
}

const HOW: Record<string, string> = {
  choice: 'answer with the option code(s), e.g. `B` or `A, C`',
  integer: 'answer with the integer',
  numeric: 'answer with a decimal number',
  blanks: 'answer each blank, `;` between blanks',
  matrix: 'answer row→column(s), `;` between rows, e.g. `P→2; Q→1,3`',
  sequence: 'answer with the item codes in order, e.g. `C, A, B`',
};

const out: string[] = [];
for (const q of questions) {
  if (q.answer.kind === 'subjective') continue;
  out.push(`### ${q.code} (${q.type}; ${HOW[q.answer.kind]})`, '');
  if (q.passage) out.push(`Passage: ${q.passage}`, '');
  out.push(q.body, '');
  for (const o of q.options ?? []) out.push(`(${o.code}) ${o.body}`);
  if (q.rows?.length) out.push('', 'Rows:', ...q.rows.map((r) => `${r.code}. ${r.body}`));
  if (q.columns?.length) out.push('', 'Columns:', ...q.columns.map((c) => `${c.code}. ${c.body}`));
  if (q.items?.length) out.push('', 'Items:', ...q.items.map((i) => `${i.code}. ${i.body}`));
  if (q.blankOptions?.length) out.push('', ...q.blankOptions.map((opts, i) => `Blank ${i + 1} choices: ${opts.join(' | ')}`));
  out.push('', '');
}
const text = out.join('\n');
const file = value('--out');
if (file) {
  writeFileSync(file, text);
  console.error(`${questions.filter((q) => q.answer.kind !== 'subjective').length} questions written to ${file}`);
} else process.stdout.write(text);
