import type { Achievements, StoryConsent } from '@abhyas/contracts';
import { achievementsOf, indiaDate, MASTERED, type ChapterFact, type TargetFact } from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AchieveTargetService } from '../achieve/achieve-target.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { TestAccessService } from '../mock-tests/test-access.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import { chapterPracticeUrl, type ReadinessService } from '../readiness/readiness.service.ts';
import type { AchievementsRepository, ConsentRow } from './achievements.repository.ts';

/** Where a practice started from a milestone returns to (the web route). */
export const ACHIEVEMENTS_PATH = '/achieve/achievements';

/** 400 naming the field (`querystring.<field>` or `body.<field>`, as schema validation names it). */
export const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path, message }]);

/** An exam a call names, checked: it exists (400), `goalCode` when given is its goal (400), the profile prepares for it (404). */
export async function checkedExam(
  deps: { content: Pick<ContentService, 'findExam'>; testAccess: Pick<TestAccessService, 'examsFor'> },
  profileId: string,
  q: { exam_code: string; goal_code?: string | undefined },
  where: 'querystring' | 'body',
): Promise<{ code: string; name: string; goalCode: string; names: Record<string, string> }> {
  const found = await deps.content.findExam(q.exam_code);
  if (!found) throw badField(`${where}.exam_code`, 'UNKNOWN_EXAM', `Unknown exam '${q.exam_code}'. See GET /api/content/goals-exams.`);
  if (q.goal_code !== undefined && found.goal.code !== q.goal_code) {
    throw badField(`${where}.goal_code`, 'GOAL_MISMATCH', `The exam '${q.exam_code}' belongs to the goal '${found.goal.code}'.`);
  }
  if (!(await deps.testAccess.examsFor(profileId)).includes(q.exam_code)) {
    throw notFound(`This profile does not prepare for '${q.exam_code}'.`, 'EXAM_NOT_FOR_PROFILE');
  }
  return { code: found.exam.code, name: found.exam.name, goalCode: found.goal.code, names: found.exam.names };
}

/** The consent as the contract shows it (no row: off, never set). */
export function consentView(row: ConsentRow | null): StoryConsent {
  return { opted_in: row?.optedIn ?? false, updated_at: row ? row.updatedAt.getTime() : null };
}

/**
 * Achievements (issue 18 §4; learning.md §2 Achieve `/achieve/achievements`): gathers the stored
 * facts of a profile for an exam (concept BKT states and when each crossed the mastered threshold,
 * practice days, finished full mock tests, stored readiness predictions, the target) from the
 * practice, readiness and achieve services, and lets the domain rule `achievementsOf` decide the
 * milestones. Also the success-story consent. Errors: 400 UNKNOWN_EXAM (exam_code), GOAL_MISMATCH
 * (goal_code); 404 EXAM_NOT_FOR_PROFILE.
 */
export class AchievementsService {
  constructor(
    private readonly repo: AchievementsRepository,
    private readonly content: Pick<ContentService, 'findExam' | 'learningMap' | 'conceptsOfTopics'>,
    private readonly practice: Pick<PracticeService, 'conceptStatesOf' | 'historyOf'>,
    private readonly readiness: Pick<ReadinessService, 'fullTests' | 'predictionsOfProfiles'>,
    private readonly targets: Pick<AchieveTargetService, 'target'>,
    private readonly testAccess: Pick<TestAccessService, 'examsFor'>,
    private readonly now: () => number,
  ) {}

  /** GET /api/achieve/achievements: earned milestones newest first, the locked ones with their progress, and the consent. */
  async achievements(profileId: string, q: { exam_code: string; goal_code?: string | undefined; locale: string }): Promise<Achievements> {
    const exam = await checkedExam({ content: this.content, testAccess: this.testAccess }, profileId, q, 'querystring');
    const map = await this.content.learningMap(exam.code, q.locale);
    const topicChapter = new Map(map.subjects.flatMap((s) => s.chapters.flatMap((c) => c.topics.map((t) => [t.code, c.code] as const))));
    const concepts = await this.content.conceptsOfTopics([...topicChapter.keys()]);
    const conceptsOf = new Map<string, string[]>();
    for (const c of concepts) {
      const ch = topicChapter.get(c.topicCode)!;
      conceptsOf.set(ch, [...(conceptsOf.get(ch) ?? []), c.code]);
    }
    const [states, history, tests, predictions, target, consent] = await Promise.all([
      this.practice.conceptStatesOf(
        profileId,
        concepts.map((c) => c.code),
      ),
      this.practice.historyOf(profileId, MASTERED),
      this.readiness.fullTests(profileId, exam.code),
      this.readiness.predictionsOfProfiles([profileId], exam.code),
      this.targets.target(profileId, exam.goalCode, exam.code),
      this.repo.consent(profileId),
    ]);
    const stateOf = new Map(states.map((s) => [s.conceptCode, s]));
    const chapters: ChapterFact[] = map.subjects.flatMap((s) =>
      s.chapters.map((c) => {
        const codes = conceptsOf.get(c.code) ?? [];
        return {
          code: c.code,
          name: c.name,
          subjectName: s.name,
          conceptCodes: codes,
          states: codes.flatMap((code) => {
            const st = stateOf.get(code);
            if (!st) return [];
            return [{ code, mastery: st.mastery, updatedAt: st.updatedAt.getTime(), masteredAt: history.crossedAt.get(code)?.getTime() ?? null }];
          }),
          practiceUrl: chapterPracticeUrl(c, exam.code, ACHIEVEMENTS_PATH),
        };
      }),
    );
    const targetFact: TargetFact | null = target ? { kind: target.kind, value: target.value, maxMarks: target.max_marks } : null;
    const now = this.now();
    const { earned, next } = achievementsOf(
      {
        chapters,
        tests: tests.map((t) => ({ ...t, finishedAt: t.finishedAt.getTime() })),
        predictions: predictions.map((p) => ({ predicted: p.predicted, maxMarks: p.maxMarks, createdAt: p.createdAt.getTime() })),
        target: targetFact,
        firstPracticeAt: history.firstAnswerAt?.getTime() ?? null,
        activity: history.days.map((d) => ({ day: d.day, firstAt: d.firstAt.getTime() })),
      },
      indiaDate(now),
    );
    return {
      exam: { code: map.exam.code, name: map.exam.name, goal_code: map.exam.goal_code },
      profile_id: profileId,
      computed_at: now,
      earned,
      next,
      consent: consentView(consent),
    };
  }

  /**
   * The ids of the profile's earned milestones for an exam (the `milestone` embium award checks
   * them); null when the exam is unknown or not the profile's.
   */
  async earnedIds(profileId: string, examCode: string): Promise<string[] | null> {
    try {
      return (await this.achievements(profileId, { exam_code: examCode, locale: 'en' })).earned.map((m) => m.id);
    } catch (err) {
      if (err instanceof AppError && (err.statusCode === 400 || err.statusCode === 404)) return null;
      throw err;
    }
  }

  /** The profile's success-story consent (off when never set). */
  async consent(profileId: string): Promise<StoryConsent> {
    return consentView(await this.repo.consent(profileId));
  }

  /** PUT /api/achieve/success_stories/consent: turns counting in success stories on or off (takes effect at the next story read). */
  async setConsent(profileId: string, optedIn: boolean): Promise<StoryConsent> {
    return consentView(await this.repo.setConsent(profileId, optedIn, new Date(this.now())));
  }
}
