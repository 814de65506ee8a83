import type { AchieveForm, AchieveQuestion, AchieveTarget, AchieveTargetBody, ExamUserMetadata } from '@abhyas/contracts';
import { boardGrade, checkTargetResponse, daysBetween, examMaxMarks, indiaDate, targetQuestions, type TargetQuestionSpec } from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { BrowseService } from '../content/browse.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { TestAccessService } from '../mock-tests/test-access.service.ts';
import type { AchieveTargetRepository, AchieveTargetRow } from './achieve-target.repository.ts';

/** English texts of the questions and choices; clients translate `text_key` (web namespace `achieve`, key `questions.<id>`). */
const ENGLISH: Record<string, string> = {
  target_kind: 'How do you want to set your target?',
  'target_kind.score': 'A score (marks)',
  'target_kind.percentile': 'A percentile',
  target_score: 'Your target score',
  target_percentile: 'Your target percentile',
  target_percentage: 'Your target percentage in the board exam',
  exam_date: 'When is your exam?',
  daily_minutes: 'Minutes a day you can study',
  journey_name: 'Name your journey',
};

/** 400 naming the field (`details[0].path`). */
const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path, message, reason: code }]);

/**
 * A `child_id` that is given must be the token's profile: any other (another family's included)
 * is 404 PROFILE_NOT_FOUND, so a caller cannot tell whether it exists.
 */
export function assertOwnProfile(profileId: string, childId: string | undefined): void {
  if (childId !== undefined && childId !== '' && childId !== profileId) throw notFound('No such profile.', 'PROFILE_NOT_FOUND');
}

/** The exam a call names, checked against the caller's profile. */
interface CheckedExam {
  examCode: string;
  goalCode: string;
  examName: string;
  kind: 'competitive' | 'board';
}

/**
 * Plan your target (learning.md §3 Achieve entities, §7 Achieve; issue 18 §1): the questionnaire
 * for the profile's exam, the stored answers per profile and exam, and the exam-user metadata.
 * Errors: 400 UNKNOWN_EXAM (`exam_code`), GOAL_MISMATCH (`goal_code`), the questionnaire's codes
 * (`question_response.<id>`); 404 EXAM_NOT_FOR_PROFILE for an exam outside the profile's goal.
 */
export class AchieveTargetService {
  constructor(
    private readonly repo: AchieveTargetRepository,
    private readonly content: Pick<ContentService, 'findExam'>,
    private readonly browse: Pick<BrowseService, 'mocktests'>,
    private readonly testAccess: Pick<TestAccessService, 'examsFor'>,
    private readonly now: () => number,
  ) {}

  /** GET /api/achieve/form/diagnostic: the questions, with the stored answers when a target exists. */
  async form(profileId: string, goalCode: string, examCode: string, locale: string): Promise<AchieveForm> {
    const exam = await this.checkedExam(profileId, goalCode, examCode, locale);
    const maxMarks = await this.maxMarks(exam);
    const today = indiaDate(this.now());
    const stored = await this.repo.find(profileId, examCode);
    const answers = new Map((stored?.questionResponse ?? []).map((r) => [r.question_id, r.choice_id ?? r.value]));
    return {
      goal_code: exam.goalCode,
      exam_code: exam.examCode,
      exam_name: exam.examName,
      exam_kind: exam.kind,
      max_marks: maxMarks,
      today,
      questions: targetQuestions(exam.kind, maxMarks, today).map((q) => withTexts(q, answers.get(q.question_id))),
    };
  }

  /** GET /api/achieve/target: the stored target or null. */
  async target(profileId: string, goalCode: string, examCode: string): Promise<AchieveTarget | null> {
    const exam = await this.checkedExam(profileId, goalCode, examCode, 'en');
    const row = await this.repo.find(profileId, exam.examCode);
    return row ? this.present(row, await this.maxMarks(exam)) : null;
  }

  /**
   * PUT /api/achieve/target: checks the answers against today's questionnaire (ranges, the date in
   * the future, a score within the exam's max marks) and stores them, replacing any earlier ones;
   * `updated_at` moves on every save.
   */
  async save(profileId: string, body: AchieveTargetBody): Promise<AchieveTarget> {
    const exam = await this.checkedExam(profileId, body.goal_code, body.exam_code, 'en');
    const maxMarks = await this.maxMarks(exam);
    const check = checkTargetResponse(targetQuestions(exam.kind, maxMarks, indiaDate(this.now())), body.question_response);
    if (!check.ok) throw badField(check.field, check.code, check.message);
    const t = check.target;
    const row = await this.repo.save(
      {
        profileId,
        examCode: exam.examCode,
        goalCode: exam.goalCode,
        targetKind: t.kind,
        targetValue: t.value,
        examDate: t.exam_date,
        dailyMinutes: t.daily_minutes,
        journeyName: t.journey_name,
        questionResponse: body.question_response.map((r) => ({
          question_id: r.question_id,
          ...(r.choice_id !== undefined ? { choice_id: r.choice_id } : {}),
          ...(r.value !== undefined ? { value: r.question_id === 'journey_name' ? String(r.value).trim() : r.value } : {}),
        })),
      },
      new Date(this.now()),
    );
    return this.present(row, maxMarks);
  }

  /** GET /api/achieve/exam-user-metadata (spec §7): the exam's name in `locale` and the stored target, if any. */
  async examUserMetadata(profileId: string, goalCode: string, examCode: string, locale: string): Promise<ExamUserMetadata> {
    const exam = await this.checkedExam(profileId, goalCode, examCode, locale);
    const row = await this.repo.find(profileId, exam.examCode);
    const target = row ? this.present(row, await this.maxMarks(exam)) : null;
    return { goal_code: exam.goalCode, exam_code: exam.examCode, exam_name: exam.examName, has_target: target !== null, target };
  }

  /** The exam when it exists (400 `exam_code`), is of `goalCode` (400 `goal_code`) and open to the profile (404). */
  private async checkedExam(profileId: string, goalCode: string, examCode: string, locale: string): Promise<CheckedExam> {
    const found = await this.content.findExam(examCode);
    if (!found) throw badField('exam_code', 'UNKNOWN_EXAM', `Unknown exam '${examCode}'. See GET /api/content/goals-exams.`);
    if (found.goal.code !== goalCode) throw badField('goal_code', 'GOAL_MISMATCH', `'${examCode}' is an exam of '${found.goal.code}', not of '${goalCode}'.`);
    if (!(await this.testAccess.examsFor(profileId)).includes(examCode)) {
      throw notFound(`This profile does not prepare for '${examCode}'. Change the profile's exam first.`, 'EXAM_NOT_FOR_PROFILE');
    }
    return {
      examCode,
      goalCode,
      examName: found.exam.names[locale] ?? found.exam.name,
      kind: found.goal.type === 'K12' ? 'board' : 'competitive',
    };
  }

  /** The exam's max marks from its published whole papers (a board's are not used: its target is a percentage). */
  private async maxMarks(exam: CheckedExam): Promise<number | null> {
    if (exam.kind === 'board') return null;
    const list = await this.browse.mocktests(exam.examCode, 'en', undefined);
    return examMaxMarks(list.tests);
  }

  private present(row: AchieveTargetRow, maxMarks: number | null): AchieveTarget {
    const kind = row.targetKind as AchieveTarget['kind'];
    return {
      goal_code: row.goalCode,
      exam_code: row.examCode,
      kind,
      value: row.targetValue,
      max_marks: kind === 'score' ? maxMarks : null,
      grade: kind === 'percentage' ? boardGrade(row.targetValue) : null,
      exam_date: row.examDate,
      days_left: daysBetween(indiaDate(this.now()), row.examDate),
      daily_minutes: row.dailyMinutes,
      journey_name: row.journeyName,
      question_response: row.questionResponse,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }
}

/** A question with its English texts, i18n keys and the earlier answer. */
function withTexts(q: TargetQuestionSpec, answer: string | number | undefined): AchieveQuestion {
  const { options, ...rest } = q;
  return {
    ...rest,
    question_text: ENGLISH[q.question_id]!,
    text_key: `questions.${q.question_id}`,
    ...(options
      ? {
          options: options.map((o) => ({
            choice_id: o.choice_id,
            option_text: ENGLISH[`${q.question_id}.${o.choice_id}`]!,
            text_key: `choices.${q.question_id}.${o.choice_id}`,
          })),
        }
      : {}),
    ...(answer !== undefined ? { answer } : {}),
  };
}
