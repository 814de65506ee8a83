#!/usr/bin/env node
// Media budget (issue 16 §4): sums every committed media file (git ls-files: the packs' media
// folders and any other video, audio, caption or image file in the repository), fails above the
// budget, and prints the per-clip average of the narrated chapter clips and what a full catalogue
// (one clip per chapter of every exam in the learning map) would need at that average.
//
// Usage: npm run media:budget [-- --budget-mb 80] [--json]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const BUDGET_MB = Number(flag('--budget-mb') ?? 80);
const MB = 1024 * 1024;

/** Extensions counted as media outside the packs' media folders (inside them, every file counts; `.ts` there is MPEG-TS, elsewhere TypeScript). */
const MEDIA = /\.(mp4|m4v|m4s|webm|mov|mkv|m3u8|mpd|vtt|srt|mp3|m4a|aac|wav|ogg|opus|jpg|jpeg|png|gif|webp|avif)$/iu;
/** Built or generated files that are not shipped content (icons of the web app are its own budget). */
const NOT_CONTENT = /^(apps\/web\/(public|src)\/|docs\/|e2e\/|bench\/)/u;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const inPackMedia = (f) => /^content\/(.+\/)?media\//u.test(f);
const files = tracked.filter((f) => existsSync(join(root, f)) && (inPackMedia(f) || (MEDIA.test(f) && !NOT_CONTENT.test(f))));
const size = (f) => statSync(join(root, f)).size;
const total = files.reduce((n, f) => n + size(f), 0);

// The narrated chapter clips: content/packs/library/clips/<chapter>.txt → media/<chapter>.{mp4,en.vtt,hi.vtt,jpg}.
const clipsDir = join(root, 'content/packs/library/clips');
const chapterClips = (existsSync(clipsDir) ? readdirSync(clipsDir) : [])
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.slice(0, -4))
  .map((chapter) => {
    const parts = ['mp4', 'en.vtt', 'hi.vtt', 'jpg'].map((ext) => `content/packs/library/media/${chapter}.${ext}`).filter((f) => files.includes(f));
    return { chapter, bytes: parts.reduce((n, f) => n + size(f), 0), mp4: files.includes(`content/packs/library/media/${chapter}.mp4`) };
  })
  .filter((c) => c.mp4);
const clipBytes = chapterClips.reduce((n, c) => n + c.bytes, 0);
const average = chapterClips.length ? clipBytes / chapterClips.length : 0;

// A full catalogue: one clip per chapter of every exam in the learning map. School exams
// (cbse-class-6 … 12) take their grade's NCERT books; JEE Main, JEE Advanced and NEET UG their
// syllabus chapters. A chapter shared by several exams needs one clip.
const map = JSON.parse(readFileSync(join(root, 'content/learning-map/ncert.json'), 'utf8'));
const perExam = new Map();
for (const book of map.books) {
  const exam = `cbse-class-${book.grade}`;
  perExam.set(exam, new Set([...(perExam.get(exam) ?? []), ...book.chapters.map((c) => c.code)]));
}
for (const [exam, subjects] of Object.entries(map.syllabi)) perExam.set(exam, new Set(subjects.flatMap((s) => s.chapters)));
const distinct = new Set([...perExam.values()].flatMap((s) => [...s]));
const examChapterSum = [...perExam.values()].reduce((n, s) => n + s.size, 0);
const mb = (b) => (b / MB).toFixed(1);

const report = {
  budgetMb: BUDGET_MB,
  files: files.length,
  totalMb: Number(mb(total)),
  chapterClips: chapterClips.length,
  perClipAverageMb: Number((average / MB).toFixed(2)),
  catalogue: {
    exams: perExam.size,
    distinctChapters: distinct.size,
    examChapters: examChapterSum,
    distinctMb: Number(mb(average * distinct.size)),
    perExamMb: Number(mb(average * examChapterSum)),
  },
};
if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`media: ${files.length} committed files, ${mb(total)} MB of a ${BUDGET_MB} MB budget`);
  console.log(
    `chapter clips: ${chapterClips.length}, ${mb(clipBytes)} MB, ${(average / MB).toFixed(2)} MB per clip on average (MP4 + English and Hindi captions + thumbnail)`,
  );
  console.log(
    `full catalogue (one clip per chapter of every exam in the learning map: ${perExam.size} exams): ${distinct.size} distinct chapters ≈ ${mb(average * distinct.size)} MB` +
      ` (${examChapterSum} exam chapters ≈ ${mb(average * examChapterSum)} MB if no clip were shared)`,
  );
  for (const [dir, bytes] of Object.entries(
    files.reduce((acc, f) => ({ ...acc, [dirname(f)]: (acc[dirname(f)] ?? 0) + size(f) }), /** @type {Record<string, number>} */ ({})),
  )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8))
    console.log(`  ${mb(bytes).padStart(6)} MB  ${dir}`);
}
if (total > BUDGET_MB * MB) {
  console.error(`media:budget: ${mb(total)} MB is over the ${BUDGET_MB} MB budget`);
  process.exit(1);
}
