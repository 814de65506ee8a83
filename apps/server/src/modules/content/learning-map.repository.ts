import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LearningMap } from '@abhyas/contracts';
import type { Db } from '../../db/client.ts';
import { examSyllabus, learningMapNodes, questions, videos } from '../../db/schema/index.ts';
import type { ExamRow } from './content.repository.ts';

type Node = typeof learningMapNodes.$inferSelect;

/** The spec's learning-map fields of a node (learning.md §3). */
function lmOf<L extends 'subject' | 'chapter' | 'topic'>(level: L, code: string, name: string) {
  return { lm_code: code, lm_level: level, lm_name: name };
}

/** Reads the learning map below an exam (the only SQL for learning-map reads). */
export class LearningMapRepository {
  constructor(private readonly db: Db) {}

  /**
   * K12 exams (a class) get every book of their grade; entrance exams get their syllabus chapters
   * grouped by subject; exams without a map answer with no subjects.
   */
  async forExam(exam: ExamRow, locale: string): Promise<LearningMap> {
    const label = (n: Pick<Node, 'name' | 'names'>) => n.names[locale] ?? n.name;
    const pathOf = (chapter: Node) => `${exam.learnpathName}/${chapter.subject}`;
    const examOut = {
      code: exam.code,
      name: exam.names[locale] ?? exam.name,
      goal_code: exam.goalCode,
      format_reference: exam.formatReference,
      learnpath_name: exam.learnpathName,
      supported_languages: exam.supportedLanguages,
    };
    const subjectLm = (subject: string) => lmOf('subject', `${exam.code}--${subject}`, `${exam.learnpathName}/${subject}`);
    const withTopics = async (chapters: Node[]) => {
      const topics = chapters.length
        ? await this.db
            .select()
            .from(learningMapNodes)
            .where(
              and(
                eq(learningMapNodes.level, 'topic'),
                inArray(
                  learningMapNodes.parentCode,
                  chapters.map((c) => c.code),
                ),
              ),
            )
            .orderBy(asc(learningMapNodes.sortOrder))
        : [];
      const codes = chapters.map((c) => c.code);
      const [questionCounts, videoCounts] = codes.length
        ? await Promise.all([
            this.db
              .select({ code: questions.chapterCode, n: sql<number>`count(*)::int` })
              .from(questions)
              .where(inArray(questions.chapterCode, codes))
              .groupBy(questions.chapterCode),
            this.db
              .select({ code: videos.chapterCode, n: sql<number>`count(*)::int` })
              .from(videos)
              .where(inArray(videos.chapterCode, codes))
              .groupBy(videos.chapterCode),
          ])
        : [[], []];
      const questionCount = new Map(questionCounts.map((r) => [r.code, r.n]));
      const videoCount = new Map(videoCounts.map((r) => [r.code, r.n]));
      return (chapter: Node) => ({
        ...lmOf('chapter', chapter.code, `${pathOf(chapter)}/${chapter.code}`),
        bundle_code: chapter.code,
        code: chapter.code,
        number: chapter.number,
        grade: chapter.grade,
        name: label(chapter),
        videoCount: videoCount.get(chapter.code) ?? 0,
        questionCount: questionCount.get(chapter.code) ?? 0,
        topics: topics
          .filter((t) => t.parentCode === chapter.code)
          .map((t) => ({ code: t.code, name: label(t), ...lmOf('topic', t.code, `${pathOf(chapter)}/${chapter.code}/${t.code}`), bundle_code: t.code })),
      });
    };

    if (exam.grade !== null) {
      const books = await this.db
        .select()
        .from(learningMapNodes)
        .where(and(eq(learningMapNodes.level, 'book'), eq(learningMapNodes.grade, exam.grade)))
        .orderBy(asc(learningMapNodes.sortOrder));
      const chapters = books.length
        ? await this.db
            .select()
            .from(learningMapNodes)
            .where(
              and(
                eq(learningMapNodes.level, 'chapter'),
                inArray(
                  learningMapNodes.parentCode,
                  books.map((b) => b.code),
                ),
              ),
            )
            .orderBy(asc(learningMapNodes.sortOrder))
        : [];
      const present = await withTopics(chapters);
      return {
        exam: examOut,
        subjects: books.map((b) => ({
          code: b.subject,
          name: label(b),
          ...subjectLm(b.subject),
          chapters: chapters.filter((c) => c.parentCode === b.code).map(present),
        })),
      };
    }

    const entries = await this.db.select().from(examSyllabus).where(eq(examSyllabus.examCode, exam.code)).orderBy(asc(examSyllabus.sortOrder));
    const chapters = entries.length
      ? await this.db
          .select()
          .from(learningMapNodes)
          .where(
            inArray(
              learningMapNodes.code,
              entries.map((e) => e.chapterCode),
            ),
          )
      : [];
    const books = await this.db.select().from(learningMapNodes).where(eq(learningMapNodes.level, 'book'));
    const present = await withTopics(chapters);
    const byCode = new Map(chapters.map((c) => [c.code, c]));
    const subjects: LearningMap['subjects'] = [];
    for (const entry of entries) {
      let subject = subjects.find((s) => s.code === entry.subject);
      if (!subject) {
        const book = books.find((b) => b.subject === entry.subject && b.names[locale]);
        subject = { code: entry.subject, name: book?.names[locale] ?? entry.subjectName, ...subjectLm(entry.subject), chapters: [] };
        subjects.push(subject);
      }
      const chapter = byCode.get(entry.chapterCode);
      if (chapter) subject.chapters.push(present(chapter));
    }
    return { exam: examOut, subjects };
  }
}
