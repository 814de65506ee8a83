/**
 * `npm run content:audit` (issue #16 §3): runs the content checks (which recompute keys), then
 * prints per exam, subject and chapter the question counts by difficulty and type, topics covered,
 * solutions and hints, Hindi versions, and how many keys were recomputed by code or re-solved
 * independently; then each chapter short of its targets. Exits 1 when any question lacks a worked
 * solution (ending in its final answer, equal to the key), a two-step hint ladder, or a checked key.
 *
 *   npm run content:audit [-- --no-run] [--exam jee-main] [--short] [--problems] [--json out.json]
 *
 * `--no-run` reads the key checks of the last content test run (as `npm test` does after its unit stage).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chapterRows, loadAll, TARGETS, type ChapterRow } from '../../content/lib/audit.ts';
import { readChecked } from '../../content/lib/key-checks.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

if (!flag('--no-run')) {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'content', '--reporter=dot'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) {
    console.error('The content checks failed (npx vitest run --project content): fix them first; keys only count when their check passes.');
    process.exit(1);
  }
}
const recomputed = readChecked();
if (recomputed === null) {
  console.error('No key checks recorded: run the content checks first (npx vitest run --project content), or drop --no-run.');
  process.exit(1);
}

const { map, questions } = loadAll(recomputed);
const rows = chapterRows(map, questions);
const exam = value('--exam');
const shown = rows.filter((r) => (!exam || r.exam === exam) && (!flag('--short') || r.short.length > 0));

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const num = (s: string | number, n: number) => String(s).padStart(n);
let current = '';
for (const r of shown) {
  const head = `${r.exam} · ${r.subject}`;
  if (head !== current) {
    current = head;
    const group = rows.filter((x) => x.exam === r.exam && x.subject === r.subject);
    const total = group.reduce((s, x) => s + x.total, 0);
    const sorted = group.map((x) => x.total).sort((a, b) => a - b);
    const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
    console.log(
      `\n## ${head}${group[0]?.targeted ? ' (targets apply)' : ''}: ${group.length} chapters, ${total} questions, median ${median} per chapter, ${group.filter((x) => x.short.length > 0).length} short`,
    );
    console.log(
      `${pad('chapter', 28)} ${num('q', 4)} ${num('E', 3)} ${num('M', 3)} ${num('H', 3)} ${num('types', 5)} ${num('topics', 7)} ${num('sol', 4)} ${num('hint2', 5)} ${num('hi', 4)} ${num('recomp', 6)} ${num('resolv', 6)} ${num('offic', 5)} ${num('subj', 4)} ${num('none', 4)}`,
    );
  }
  console.log(
    `${pad(r.chapter, 28)} ${num(r.total, 4)} ${num(r.bands.easy, 3)} ${num(r.bands.medium, 3)} ${num(r.bands.hard, 3)} ${num(Object.keys(r.types).length, 5)} ${num(`${r.topics.covered}/${r.topics.total}`, 7)} ${num(r.withSolution, 4)} ${num(r.withTwoHints, 5)} ${num(r.hindi, 4)} ${num(r.keyChecks.recomputed, 6)} ${num(r.keyChecks['re-solved'], 6)} ${num(r.keyChecks.official, 5)} ${num(r.keyChecks.subjective, 4)} ${num(r.keyChecks.none, 4)}${r.short.length ? `  SHORT: ${r.short.join('; ')}` : ''}`,
  );
}

const targeted = rows.filter((r) => r.targeted);
const short = targeted.filter((r) => r.short.length > 0);
const bad = questions.filter((q) => q.problems.length > 0);
const count = (k: string) => questions.filter((q) => q.keyCheck === k).length;
console.log(
  `\nBank: ${questions.length} questions; keys recomputed by code ${count('recomputed')}, re-solved independently ${count('re-solved')}, official and confirmed by our solution ${count('official')}, subjective ${count('subjective')}, unchecked ${count('none')}.`,
);
console.log(
  `Targets (per chapter: ${TARGETS.questions} questions, ${TARGETS.easy} easy, ${TARGETS.medium} medium, ${TARGETS.hard} hard, ${TARGETS.types} types, every topic; CBSE 10 in Hindi): ${targeted.length - short.length} of ${targeted.length} chapters met.`,
);
if (flag('--problems')) for (const q of bad) console.log(`  ${q.file}: ${q.code}: ${q.problems.join('; ')}`);
const jsonOut = value('--json');
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ rows, problems: bad.map((q) => ({ code: q.code, file: q.file, problems: q.problems })) }, null, 2));
if (bad.length > 0) {
  console.log(
    `\n✗ ${bad.length} question(s) lack a worked solution with its final answer, a hint ladder or a checked key${flag('--problems') ? '' : ' (list them with --problems)'}.`,
  );
  process.exit(1);
}
console.log('\n✓ Every question has a worked solution ending in its key, two hints and a checked key.');
export type { ChapterRow };
