import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { examSyllabus, learningMapNodes } from '../../../db/schema/index.ts';
import { ImportError } from './import-error.ts';

const code = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'codes are lower-case words joined by hyphens');
const names = z.record(z.string().regex(/^[a-z]{2}$/), z.string().min(1)).default({});
const subject = z.enum(['mathematics', 'science', 'physics', 'chemistry', 'biology']);

/** A learning-map pack (content/learning-map/*.json): books → chapters → topics, and exam syllabi. */
export const learningMapPack = z.object({
  source: z.string().min(1),
  books: z.array(
    z.object({
      code,
      grade: z.number().int().min(1).max(12),
      subject,
      name: z.string().min(1),
      names,
      chapters: z.array(
        z.object({
          code,
          number: z.number().int().min(1),
          name: z.string().min(1),
          names,
          topics: z.array(z.object({ code, name: z.string().min(1), names })).default([]),
        }),
      ),
    }),
  ),
  syllabi: z.record(code, z.array(z.object({ subject, name: z.string().min(1), chapters: z.array(code) }))).default({}),
});
export type LearningMapPack = z.infer<typeof learningMapPack>;

/**
 * Replaces the learning map from one pack (issue #3 §1), all or nothing: the pack is validated
 * first (each problem named by its JSON path), codes must be unique and every syllabus chapter
 * must exist. Returns the counts written.
 */
export async function importLearningMap(
  db: Db,
  file: string,
  json: unknown,
): Promise<{ books: number; chapters: number; topics: number; syllabusEntries: number }> {
  const parsed = learningMapPack.safeParse(json);
  if (!parsed.success) {
    throw new ImportError(
      file,
      parsed.error.issues.map((i) => ({ at: `$${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`, error: i.message })),
    );
  }
  const pack = parsed.data;
  const rows: (typeof learningMapNodes.$inferInsert)[] = [];
  pack.books.forEach((book, b) => {
    rows.push({
      code: book.code,
      level: 'book',
      parentCode: null,
      subject: book.subject,
      grade: book.grade,
      number: null,
      name: book.name,
      names: book.names,
      sortOrder: b,
      source: pack.source,
    });
    for (const chapter of book.chapters) {
      rows.push({
        code: chapter.code,
        level: 'chapter',
        parentCode: book.code,
        subject: book.subject,
        grade: book.grade,
        number: chapter.number,
        name: chapter.name,
        names: chapter.names,
        sortOrder: chapter.number,
        source: pack.source,
      });
      chapter.topics.forEach((topic, t) =>
        rows.push({
          code: topic.code,
          level: 'topic',
          parentCode: chapter.code,
          subject: book.subject,
          grade: book.grade,
          number: t + 1,
          name: topic.name,
          names: topic.names,
          sortOrder: t,
          source: pack.source,
        }),
      );
    }
  });
  const errors: { at: string; error: string }[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.code)) errors.push({ at: row.code, error: 'code used twice' });
    seen.add(row.code);
  }
  const chapters = new Set(rows.filter((r) => r.level === 'chapter').map((r) => r.code));
  const syllabus: (typeof examSyllabus.$inferInsert)[] = [];
  for (const [exam, subjects] of Object.entries(pack.syllabi)) {
    let order = 0;
    for (const s of subjects) {
      for (const chapter of s.chapters) {
        if (!chapters.has(chapter)) errors.push({ at: `$.syllabi.${exam}`, error: `chapter '${chapter}' is not in any book` });
        syllabus.push({ examCode: exam, subject: s.subject, subjectName: s.name, chapterCode: chapter, sortOrder: order++, source: pack.source });
      }
    }
  }
  if (errors.length > 0) throw new ImportError(file, errors);

  await db.transaction(async (tx) => {
    await tx.delete(examSyllabus).where(eq(examSyllabus.source, pack.source));
    await tx.delete(learningMapNodes).where(eq(learningMapNodes.source, pack.source));
    for (let i = 0; i < rows.length; i += 200) await tx.insert(learningMapNodes).values(rows.slice(i, i + 200));
    for (let i = 0; i < syllabus.length; i += 200) await tx.insert(examSyllabus).values(syllabus.slice(i, i + 200));
  });
  return { books: pack.books.length, chapters: chapters.size, topics: rows.filter((r) => r.level === 'topic').length, syllabusEntries: syllabus.length };
}
