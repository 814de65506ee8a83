/**
 * `npm run content:resolve-check -- <ledger file>`: which re-solves of a ledger file disagree with
 * the keys, by code only — the key is not printed, so the re-solver stays blind. Each disagreement
 * goes to a third solver, who records it as a dispute (content/lib/ledger.ts). Exit 1 when any.
 */
import { resolve, relative } from 'node:path';
import { finalAnswerProblem } from '../../content/lib/final-answer.ts';
import { jeebenchQuestions } from '../../content/lib/jeebench.ts';
import { loadLedger } from '../../content/lib/ledger.ts';
import { asQuestion, CONTENT_DIR, loadPacks } from '../../content/lib/packs.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run content:resolve-check -- content/verification/<file>.json');
  process.exit(2);
}
const rel = relative(CONTENT_DIR, resolve(target));
const entry = loadLedger().find((l) => l.file === rel);
if (!entry) {
  console.error(`${target}: not a ledger file under content/verification`);
  process.exit(2);
}
const questions = new Map([
  ...loadPacks().flatMap(({ pack }) => pack.questions.map((q) => [q.code, asQuestion(q)] as const)),
  ...jeebenchQuestions().map(({ question }) => [question.code, question] as const),
]);
const unknown: string[] = [];
const unreadable: string[] = [];
const disagree: string[] = [];
for (const [code, answer] of Object.entries(entry.ledger.answers)) {
  const q = questions.get(code);
  if (!q) {
    unknown.push(code);
    continue;
  }
  const problem = finalAnswerProblem(q, answer);
  if (problem?.startsWith('cannot read')) unreadable.push(code);
  else if (problem) disagree.push(code);
}
const total = Object.keys(entry.ledger.answers).length;
console.log(`${rel}: ${total} re-solves, ${total - unknown.length - unreadable.length - disagree.length} agree with the key.`);
if (unknown.length) console.log(`not questions of the bank: ${unknown.join(', ')}`);
if (unreadable.length) console.log(`answers not readable for the question's kind (fix the notation): ${unreadable.join(', ')}`);
if (disagree.length) console.log(`disagree with the key (for a third solve): ${disagree.join(', ')}`);
process.exit(unknown.length + unreadable.length + disagree.length > 0 ? 1 : 0);
