import type { TestTaken, TestsTakenPage } from '@abhyas/contracts';
import {
  hasMorePages,
  keyPublishAt,
  pageWindow,
  publication,
  scheduleOf,
  testTakenKind,
  testTakenLinks,
  testTakenStatus,
  type TestTakenKind,
} from '@abhyas/domain';
import type { AnswerSealService, SealedQuestions } from '../answer-seal.service.ts';
import { standingOf } from './standing.ts';
import type { TestTakenRow, TestsTakenFilter, TestsTakenRepository } from './tests-taken.repository.ts';

/** What the tests-taken list is asked for. */
export interface TestsTakenAsk {
  status?: 'in_progress' | 'finished' | undefined;
  kind?: TestTakenKind | undefined;
  exam?: string | undefined;
  subject?: string | undefined;
  page: number;
  pageSize: number;
  locale: string;
}

/**
 * Every test a profile started or finished (issue 19 §1 `/user-home/test-taken`): status, score,
 * percentile of a shared test as its result gives it (`standingOf`), dates and the links to resume or analyse. A score is
 * shown only where the result call would show it: not before a scheduled test publishes its key, and
 * not while a question of the test is sealed for the profile by another test (decision 017).
 */

export class TestsTakenService {
  constructor(
    private readonly repo: TestsTakenRepository,
    private readonly seals: AnswerSealService,
    private readonly now: () => number,
  ) {}

  /** One page (1-based) of the profile's sessions, latest start first, with the filter choices. */
  async page(profileId: string, ask: TestsTakenAsk): Promise<TestsTakenPage> {
    const now = this.now();
    const f: TestsTakenFilter = { status: ask.status, kind: ask.kind, exam: ask.exam, subject: ask.subject, now };
    const { offset, limit } = pageWindow(ask.page, ask.pageSize);
    const [{ rows, total }, facets, sealed] = await Promise.all([
      this.repo.page(profileId, f, offset, limit),
      this.repo.facets(profileId),
      this.seals.sealedFor({ profileId }),
    ]);
    const scores = await this.repo.finishedScores([...new Set(rows.map((r) => r.bundleCode))]);
    return {
      items: rows.map((r) => this.item(r, scores.get(r.bundleCode) ?? [], sealed, now, ask.locale)),
      page: ask.page,
      page_size: ask.pageSize,
      total,
      has_more: hasMorePages(total, ask.page, ask.pageSize),
      filters: { exams: facets.exams.map((e) => ({ code: e.code, name: e.names[ask.locale] ?? e.name })), subjects: facets.subjects },
    };
  }

  private item(r: TestTakenRow, scores: number[], sealed: SealedQuestions, now: number, locale: string): TestTaken {
    const schedule = scheduleOf(r);
    const kind = testTakenKind({ code: r.bundleCode, scheduled: schedule !== undefined, ownerProfileId: r.ownerProfileId, ownerClassId: r.ownerClassId });
    const status = testTakenStatus(r.status, r.deadlineAt.getTime(), now);
    const keyPending = schedule !== undefined && !publication(schedule, now).answerKey;
    const visible = r.status === 'FINISHED' && r.score !== null && !keyPending && !r.questionCodes.some((c) => sealed.has(c));
    const maxMarks = typeof r.result?.maxMarks === 'number' ? r.result.maxMarks : null;
    return {
      session_id: r.id,
      test_code: r.bundleCode,
      test_name: r.names[locale] ?? r.name,
      kind,
      exam_code: r.examCode,
      status,
      score: visible ? r.score : null,
      max_marks: maxMarks,
      // A percentile says where one stands among others: not for one's own test, nor among a handful.
      percentile: visible && maxMarks !== null ? standingOf(r.examCode, { score: r.score!, maxMarks }, scores, kind).percentile : null,
      started_at: r.startedAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      deadline_at: r.deadlineAt.toISOString(),
      result_available_at: keyPending && status !== 'in_progress' ? new Date(keyPublishAt(schedule!)).toISOString() : null,
      links: testTakenLinks({ code: r.bundleCode, sessionId: r.id, kind, status }),
    };
  }
}
