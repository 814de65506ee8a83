import type { LearningMap } from '@abhyas/contracts';
import type { ExamRow } from './content.repository.ts';
import type { LearningMapRepository, MapNodeRow } from './learning-map.repository.ts';

/** The spec's learning-map fields of a node (learning.md §3). */
function lmOf<L extends 'subject' | 'chapter' | 'topic'>(level: L, code: string, name: string) {
  return { lm_code: code, lm_level: level, lm_name: name };
}

/** An exam's learning map (issue #3 §1): subjects, chapters and topics with their counts. */
export class LearningMapService {
  constructor(private readonly repo: LearningMapRepository) {}

  /** The concepts of these topics (code and topic code), in map order. */
  conceptsOfTopics(topicCodes: string[]): Promise<{ code: string; topicCode: string }[]> {
    return this.repo.conceptsOfTopics(topicCodes);
  }

  /**
   * K12 exams (a class) get every book of their grade; entrance exams get their syllabus chapters
   * grouped by subject; exams without a map answer with no subjects. Names in `locale`.
   */
  async forExam(exam: ExamRow, locale: string): Promise<LearningMap> {
    const label = (n: Pick<MapNodeRow, 'name' | 'names'>) => n.names[locale] ?? n.name;
    const pathOf = (chapter: MapNodeRow) => `${exam.learnpathName}/${chapter.subject}`;
    const examOut = {
      code: exam.code,
      name: exam.names[locale] ?? exam.name,
      goal_code: exam.goalCode,
      format_reference: exam.formatReference,
      learnpath_name: exam.learnpathName,
      supported_languages: exam.supportedLanguages,
    };
    const subjectLm = (subject: string) => lmOf('subject', `${exam.code}--${subject}`, `${exam.learnpathName}/${subject}`);
    const withTopics = async (chapters: MapNodeRow[]) => {
      const topics = await this.repo.topicsOfChapters(chapters.map((c) => c.code));
      const counts = await this.repo.countsPerChapter(chapters.map((c) => c.code));
      const questionCount = new Map(counts.questions.map((r) => [r.code, r.n]));
      const videoCount = new Map(counts.videos.map((r) => [r.code, r.n]));
      return (chapter: MapNodeRow) => ({
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
      const books = await this.repo.booksOfGrade(exam.grade);
      const chapters = await this.repo.chaptersOfBooks(books.map((b) => b.code));
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

    const entries = await this.repo.syllabus(exam.code);
    const chapters = await this.repo.nodes(entries.map((e) => e.chapterCode));
    const books = await this.repo.allBooks();
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
