import type { z } from 'zod';
import type { goalsExamsResponse, LearningMap } from '@abhyas/contracts';
import { notFound } from '../../lib/app-error.ts';
import type { ContentRepository, ExamRow, GoalRow } from './content.repository.ts';
import type { LearningMapService } from './learning-map.service.ts';

// Types other modules need from the content module come from here, not from its repositories.
export type { ContentRepository, ExamRow, GoalRow } from './content.repository.ts';

/** Goals, exams and an exam's learning map (platform.md §3, §7.5; issue #3 §1). */
export class ContentService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly learningMaps: LearningMapService,
  ) {}

  /** Every goal with its exams, in taxonomy order (kept in memory; see ContentRepository). */
  listGoalsWithExams(): Promise<{ goal: GoalRow; exams: ExamRow[] }[]> {
    return this.repo.listGoalsWithExams();
  }

  /** The exam `code` with its goal, or null. */
  findExam(code: string): Promise<{ exam: ExamRow; goal: GoalRow } | null> {
    return this.repo.findExam(code);
  }

  /** The concepts of these learning-map topics (code and topic code), in map order (Explore mastery, issue 18 §4). */
  conceptsOfTopics(topicCodes: string[]): Promise<{ code: string; topicCode: string }[]> {
    return this.learningMaps.conceptsOfTopics(topicCodes);
  }

  /** GET /content/goals-exams: goals and their exams with supported languages, names in `locale`. */
  async goalsExams(locale: string): Promise<z.infer<typeof goalsExamsResponse>> {
    const rows = await this.repo.listGoalsWithExams();
    return {
      goals: rows.map(({ goal, exams }) => {
        const goalName = goal.names[locale] ?? goal.name;
        return {
          code: goal.code,
          name: goalName,
          type: goal.type as 'K12' | 'PreUG' | 'PrePG',
          exams: exams.map((e) => ({
            code: e.code,
            name: e.names[locale] ?? e.name,
            slug: e.slug,
            parent_code: goal.code,
            parent_name: goal.name,
            parent_display_name: goalName,
            grade: e.grade,
            board: goal.board,
            format_reference: e.formatReference,
            learnpath_name: e.learnpathName,
            supported_languages: e.supportedLanguages,
          })),
        };
      }),
    };
  }

  /** GET /content/learning-map: the exam's subjects, chapters and topics, names in `locale`. 404 UNKNOWN_EXAM. */
  async learningMap(examCode: string, locale: string): Promise<LearningMap> {
    const found = await this.repo.findExam(examCode);
    if (!found) throw notFound(`Unknown exam '${examCode}'. See GET /api/content/goals-exams.`, 'UNKNOWN_EXAM');
    return this.learningMaps.forExam(found.exam, locale);
  }
}
