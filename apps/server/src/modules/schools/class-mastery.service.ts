import type { ClassMastery } from '@abhyas/contracts';
import type { ContentService } from '../content/content.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import type { ClassMasteryRepository } from './class-mastery.repository.ts';
import type { SchoolsService } from './schools.service.ts';

/** Questions in the "hardest questions" list. */
const HARDEST = 10;

/**
 * A class's mastery by chapter (issue 23 §2; decision 041): per chapter of the class exam's
 * learning map, the mean over the students who practised it of each one's chapter mastery (the mean
 * BKT P(known) of the chapter's answered concepts, as readiness computes it, decision 023); never
 * one student's figure. And the ten questions the class's students answer wrong most in practice.
 */
export class ClassMasteryService {
  constructor(
    private readonly repo: ClassMasteryRepository,
    private readonly schools: Pick<SchoolsService, 'staffClass' | 'studentsOf'>,
    private readonly content: Pick<ContentService, 'learningMap' | 'conceptsOfTopics'>,
    private readonly practice: Pick<PracticeService, 'conceptStatesOf'>,
  ) {}

  /** GET /api/classes/{id}/mastery (staff). */
  async mastery(userId: string, classId: string): Promise<ClassMastery> {
    const { view } = await this.schools.staffClass(userId, classId);
    const students = (await this.schools.studentsOf(classId)).map((s) => s.profileId);
    const map = await this.content.learningMap(view.c.examCode, 'en').catch(() => null);
    const chapters = (map?.subjects ?? []).flatMap((s) => s.chapters.map((c) => ({ code: c.code, name: c.name, subjectName: s.name, topics: c.topics })));
    const topicChapter = new Map(chapters.flatMap((c) => c.topics.map((t) => [t.code, c.code] as const)));
    const chapterOf = new Map((await this.content.conceptsOfTopics([...topicChapter.keys()])).map((c) => [c.code, topicChapter.get(c.topicCode)!]));
    // Per chapter, each practising student's mean over the chapter's answered concepts.
    const perChapter = new Map<string, number[]>();
    for (const profileId of students) {
      const sums = new Map<string, { sum: number; n: number }>();
      for (const s of await this.practice.conceptStatesOf(profileId, [...chapterOf.keys()])) {
        const chapter = chapterOf.get(s.conceptCode);
        if (!chapter || s.attempts <= 0) continue;
        const acc = sums.get(chapter) ?? { sum: 0, n: 0 };
        acc.sum += Math.min(1, Math.max(0, s.mastery));
        acc.n += 1;
        sums.set(chapter, acc);
      }
      for (const [chapter, acc] of sums) perChapter.set(chapter, [...(perChapter.get(chapter) ?? []), acc.sum / acc.n]);
    }
    const hardest = await this.repo.hardestQuestions(students, HARDEST);
    return {
      students: students.length,
      chapters: chapters.map((c) => {
        const values = perChapter.get(c.code) ?? [];
        return {
          chapter_code: c.code,
          chapter_name: c.name,
          subject_name: c.subjectName,
          mastery: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null,
          students_practised: values.length,
        };
      }),
      hardest_questions: hardest.map((q) => ({
        question_code: q.questionCode,
        chapter_name: q.chapterName,
        attempts: q.attempts,
        wrong: q.wrong,
        link: `/question/${encodeURIComponent(q.questionCode)}`,
      })),
    };
  }
}
