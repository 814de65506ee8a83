import type { FutureSuccess, LearningMap, ReadinessHistory, ReadinessView } from '@abhyas/contracts';
import {
  fitReadinessCalibration,
  predictReadiness,
  rankRange,
  scoreForPercentile,
  whatIfGains,
  type ChapterWeight,
  type FullTestScore,
  type ReadinessCalibration,
  type ReadinessInput,
} from '@abhyas/domain';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ContentService } from '../content/content.service.ts';
import type { ExamPapersService } from '../mock-tests/exam-papers.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import {
  calibrationPairs,
  chapterMastery,
  paperFacts,
  percentileModel,
  referenceFor,
  MIN_OWN_ATTEMPTS,
  type PaperFacts,
  type PlanningBasis,
} from './readiness-inputs.ts';
export type { PlanningBasis } from './readiness-inputs.ts';
import type { ReadinessRepository } from './readiness.repository.ts';

/** The exam part of a readiness query. */
export interface ReadinessQuery {
  exam_code: string;
  goal_code: string;
  locale: string;
}

const DAY_MS = 86_400_000;

/** Full tests the prediction reads (the most recent). */
const RECENT_TESTS = 10;
/** The newest finished full tests of an exam the calibration is fitted from (decision 023, "Calibration"). */
const TRACK_RECORD_TESTS = 5000;
/** How long an exam's calibration is kept before it is fitted again (ms). */
const CALIBRATION_TTL_MS = 10 * 60_000;
const FUTURE_SUCCESS_PATH = '/achieve/future-success';

/** 400 naming the field at fault (`querystring.<field>`). */
const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path: `querystring.${path}`, message }]);

/** The Normal practice of a chapter (learning.md §2 Practice), returning to `origin`. */
export function chapterPracticeUrl(chapter: { code: string; name: string }, examCode: string, origin: string): string {
  const q = new URLSearchParams({
    mode: 'Normal',
    lm_code: chapter.code,
    lm_level: 'chapter',
    lm_name: chapter.name,
    title: chapter.name,
    exam_code: examCode,
    origin_url: origin,
  });
  return `/practice?${q.toString()}`;
}

/**
 * Readiness (issue 18 §3; learning.md §7 Achieve): builds the model's inputs the way decision 023
 * says (chapter weights, marking and max marks from the exam's published full papers; chapter
 * mastery from practice's concept BKT state; the profile's recent full tests of the exam with the
 * mastery share of the last prediction before each), predicts with `predictReadiness`, stores every
 * prediction served, and reads the track record. Errors: 400 UNKNOWN_EXAM (exam_code), GOAL_MISMATCH
 * (goal_code); 404 PROFILE_NOT_FOUND (futureSuccess with another childId).
 */
export class ReadinessService {
  /** Each exam's calibration, fitted at most every `CALIBRATION_TTL_MS` (null: too little track record). */
  readonly #calibrations = new TtlCache<string, ReadinessCalibration | null>(CALIBRATION_TTL_MS, 100);

  constructor(
    private readonly repo: ReadinessRepository,
    private readonly content: Pick<ContentService, 'findExam' | 'learningMap' | 'conceptsOfTopics'>,
    private readonly practice: Pick<PracticeService, 'conceptStatesOf'>,
    private readonly papers: ExamPapersService,
    private readonly now: () => number,
  ) {}

  private async exam(q: ReadinessQuery, fields = { exam: 'exam_code', goal: 'goal_code' }) {
    const found = await this.content.findExam(q.exam_code);
    if (!found) throw badField(fields.exam, 'UNKNOWN_EXAM', `Unknown exam '${q.exam_code}'. See GET /api/content/goals-exams.`);
    if (found.goal.code !== q.goal_code) throw badField(fields.goal, 'GOAL_MISMATCH', `The exam '${q.exam_code}' belongs to the goal '${found.goal.code}'.`);
    return found;
  }

  /** The exam's full papers as facts, or null without one. */
  private async facts(examCode: string): Promise<{ facts: PaperFacts | null; names: Map<string, string> }> {
    const { bundles, questions } = await this.papers.publishedPapers(examCode);
    return { facts: paperFacts(bundles, questions), names: new Map(bundles.map((b) => [b.code, b.name])) };
  }

  /**
   * The exam's chapter weights from its real full papers (decision 023) and the papers they come
   * from (their names); both empty when the bank holds no full paper of the exam. Used by the
   * diagnostic test to cover chapters by their weight (issue 18 §2).
   */
  async chapterWeights(examCode: string): Promise<{ weights: ChapterWeight[]; papers: string[] }> {
    const { facts, names } = await this.facts(examCode);
    return { weights: facts?.weights ?? [], papers: (facts?.papers ?? []).map((code) => names.get(code) ?? code) };
  }

  /**
   * What a journey plans with (issue 18 §4): the exam's marking and max marks from its real papers
   * (decision 023) and, where a percentile distribution exists (our own attempts once there are
   * enough, else the published reference), the marks a percentile target needs. Null without a full
   * paper of the exam.
   */
  async planningBasis(examCode: string): Promise<PlanningBasis | null> {
    const { facts } = await this.facts(examCode);
    if (!facts) return null;
    const own = await this.papers.scoredAttempts(facts.papers, MIN_OWN_ATTEMPTS);
    const percentile = percentileModel(examCode, facts.maxMarks, {
      total: own.total,
      shares: own.rows.map((r) => r.score / (facts.paperMax.get(r.bundleCode) ?? facts.maxMarks)),
    });
    const minMarks = (facts.maxMarks / facts.marking.right) * facts.marking.wrong;
    const of = percentile.of;
    return {
      marking: facts.marking,
      maxMarks: facts.maxMarks,
      percentileSource: percentile.source.kind,
      ...(of ? { marksFor: (p: number) => scoreForPercentile(p, of, minMarks, facts.maxMarks) } : {}),
    };
  }

  /** Everything a prediction is made from, and the prediction (null when there is no evidence or no paper). */
  private async model(profileId: string, q: ReadinessQuery, fields?: { exam: string; goal: string }) {
    await this.exam(q, fields);
    const map = await this.content.learningMap(q.exam_code, q.locale);
    const exam = { code: map.exam.code, name: map.exam.name, goal_code: map.exam.goal_code };
    const { facts } = await this.facts(q.exam_code);
    const chapterOf = new Map<string, string>();
    const topicChapter = new Map(map.subjects.flatMap((s) => s.chapters.flatMap((c) => c.topics.map((t) => [t.code, c.code] as const))));
    const concepts = await this.content.conceptsOfTopics([...topicChapter.keys()]);
    for (const c of concepts) chapterOf.set(c.code, topicChapter.get(c.topicCode)!);
    const states = await this.practice.conceptStatesOf(profileId, [...chapterOf.keys()]);
    const practised = states.filter((s) => s.attempts > 0);
    const mastery = chapterMastery(practised, chapterOf);
    const now = this.now();
    const finished = facts ? await this.papers.finishedAttempts(profileId, facts.papers) : [];
    const recent = finished.slice(-RECENT_TESTS);
    const stored = recent.length ? await this.repo.predictions(profileId, q.exam_code) : [];
    const tests: FullTestScore[] = recent.map((t) => {
      const before = stored.find((p) => p.createdAt.getTime() < t.startedAt.getTime());
      return {
        share: Math.min(1, t.score / facts!.paperMax.get(t.bundleCode)!),
        ageDays: Math.max(0, (now - t.finishedAt.getTime()) / DAY_MS),
        ...(before ? { masteryShare: Math.min(1, before.masteryShare) } : {}),
      };
    });
    const basis = {
      conceptsPractised: practised.length,
      attempts: practised.reduce((s, x) => s + x.attempts, 0),
      lastPracticeAt: practised.length ? new Date(Math.max(...practised.map((s) => s.updatedAt.getTime()))).toISOString() : null,
      lastTestAt: recent.length ? recent[recent.length - 1]!.finishedAt.toISOString() : null,
    };
    if (!facts || (practised.length === 0 && tests.length === 0)) return { map, exam, facts, basis, input: null, now };
    const calibration = await this.calibration(q.exam_code, facts);
    const input: ReadinessInput = { mastery, weights: facts.weights, marking: facts.marking, maxMarks: facts.maxMarks, tests, coverage: 0.8, calibration };
    const own = await this.papers.scoredAttempts(facts.papers, MIN_OWN_ATTEMPTS);
    const percentile = percentileModel(q.exam_code, facts.maxMarks, {
      total: own.total,
      shares: own.rows.map((r) => r.score / (facts.paperMax.get(r.bundleCode) ?? facts.maxMarks)),
    });
    return { map, exam, facts, basis, input, now, percentile, mastery, prediction: predictReadiness(input) };
  }

  /** GET /api/achieve/readiness/current: the prediction, stored as served; `status: "empty"` without practice or a full test. */
  async current(profileId: string, q: ReadinessQuery): Promise<ReadinessView> {
    return (await this.serve(profileId, q, '/achieve/prediction-readiness')).view;
  }

  /** Predicts, stores and shapes the answer; also hands back the model's inputs (for what-if). */
  private async serve(profileId: string, q: ReadinessQuery, origin: string) {
    const m = await this.model(profileId, q);
    const view = await this.view(profileId, q, origin, m);
    return { view, m };
  }

  private async view(profileId: string, q: ReadinessQuery, origin: string, m: Awaited<ReturnType<ReadinessService['model']>>): Promise<ReadinessView> {
    const percentileSource = m.percentile?.source ?? { kind: 'none' as const, name: null, source: null, attempts: 0, min_own_attempts: MIN_OWN_ATTEMPTS };
    const asOf = (extra: { chapters: number; chaptersWithEvidence: number; tests: number; testWeight: number }) => ({
      computed_at: new Date(m.now).toISOString(),
      concepts_practised: m.basis.conceptsPractised,
      attempts: m.basis.attempts,
      chapters: extra.chapters,
      chapters_with_evidence: extra.chaptersWithEvidence,
      tests: extra.tests,
      diagnostic_tests: 0,
      papers: m.facts?.papers.length ?? 0,
      last_practice_at: m.basis.lastPracticeAt,
      last_test_at: m.basis.lastTestAt,
      test_weight: extra.testWeight,
    });
    if (!m.prediction || !m.input) {
      return {
        status: 'empty',
        exam: m.exam,
        profile_id: profileId,
        prediction_id: null,
        predicted_score: null,
        interval: null,
        coverage: 0.8,
        max_marks: m.facts?.maxMarks ?? null,
        min_marks: null,
        predicted_percentile: null,
        percentile_interval: null,
        percentile_source: percentileSource,
        subjects: [],
        chapters: [],
        as_of: asOf({ chapters: m.facts?.weights.length ?? 0, chaptersWithEvidence: 0, tests: 0, testWeight: 0 }),
      };
    }
    const p = m.prediction;
    const { names, subjectNames } = namesOf(m.map);
    const concepts = new Map(m.mastery.map((c) => [c.chapter, c.concepts]));
    const stored = await this.repo.insertPrediction({
      profileId,
      examCode: q.exam_code,
      predicted: p.predicted,
      low: p.interval[0],
      high: p.interval[1],
      maxMarks: p.maxMarks,
      masteryShare: p.asOf.masteryScore / p.maxMarks,
      asOf: { ...m.basis, chapters: p.asOf.chapters, chaptersWithEvidence: p.asOf.chaptersWithEvidence, tests: p.asOf.tests, papers: m.facts!.papers.length },
      createdAt: new Date(m.now),
    });
    const of = m.percentile.of;
    return {
      status: 'ready',
      exam: m.exam,
      profile_id: profileId,
      prediction_id: stored.id,
      predicted_score: p.predicted,
      interval: p.interval,
      coverage: p.coverage,
      max_marks: p.maxMarks,
      min_marks: p.minMarks,
      predicted_percentile: of ? of(p.predicted) : null,
      percentile_interval: of ? [of(p.interval[0]), of(p.interval[1])] : null,
      percentile_source: m.percentile.source,
      subjects: p.subjects.map((s) => ({
        code: s.subject,
        name: subjectNames.get(s.subject) ?? s.subject,
        mastery: s.mastery,
        contribution: s.contribution,
        max_marks: s.maxMarks,
      })),
      chapters: [...p.chapters]
        .sort((a, b) => b.contribution - a.contribution)
        .map((c) => {
          const name = names.get(c.chapter) ?? c.chapter;
          return {
            code: c.chapter,
            name,
            subject: c.subject,
            weight: c.weight,
            mastery: c.mastery,
            concepts_practised: concepts.get(c.chapter) ?? 0,
            attempts: c.attempts,
            contribution: c.contribution,
            max_marks: c.weight * p.maxMarks,
            practice_url: chapterPracticeUrl({ code: c.chapter, name }, q.exam_code, origin),
          };
        }),
      as_of: asOf({ chapters: p.asOf.chapters, chaptersWithEvidence: p.asOf.chaptersWithEvidence, tests: p.asOf.tests, testWeight: p.asOf.testWeight }),
    };
  }

  /**
   * GET /api/futureSuccess (spec §7): the percentile interval as an all-India rank range among the
   * last exam's published candidates (content/reference), and the three what-if chapters with
   * their practice. The prediction is stored like `current`'s. `childId`, when given, must be the
   * caller's own profile (else 404).
   */
  async futureSuccess(profileId: string, q: { childId?: string; exam_name: string; goal_name: string; locale: string }): Promise<FutureSuccess> {
    if (q.childId !== undefined && q.childId !== profileId) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    const query = { exam_code: q.exam_name, goal_code: q.goal_name, locale: q.locale };
    await this.exam(query, { exam: 'exam_name', goal: 'goal_name' });
    const { view, m: model } = await this.serve(profileId, query, FUTURE_SUCCESS_PATH);
    const ref = referenceFor(q.exam_name);
    const candidates = ref ? ref.candidates : null;
    const m = view.status === 'ready' ? this.whatIf(model, query) : [];
    return {
      status: view.status,
      exam: view.exam,
      profile_id: profileId,
      predicted_score: view.predicted_score,
      interval: view.interval,
      max_marks: view.max_marks,
      percentile_interval: view.percentile_interval,
      rank_range: view.percentile_interval && candidates ? rankRange(view.percentile_interval, candidates.count) : null,
      candidates: candidates && view.percentile_interval ? { count: candidates.count, year: candidates.year, source: candidates.source } : null,
      percentile_source: view.percentile_source,
      what_if: m,
    };
  }

  /** The three chapters whose hour of practice would raise the expected score most (`whatIfGains`). */
  private whatIf(m: Awaited<ReturnType<ReadinessService['model']>>, q: ReadinessQuery): FutureSuccess['what_if'] {
    if (!m.input) return [];
    const { names, subjectNames } = namesOf(m.map);
    return whatIfGains(m.input).map((g) => {
      const name = names.get(g.chapter) ?? g.chapter;
      return {
        chapter_code: g.chapter,
        chapter_name: name,
        subject: subjectNames.get(g.subject) ?? g.subject,
        mastery: g.mastery,
        mastery_after: g.masteryAfter,
        marks_per_hour: g.marksPerHour,
        practice_url: chapterPracticeUrl({ code: g.chapter, name }, q.exam_code, FUTURE_SUCCESS_PATH),
      };
    });
  }

  /**
   * The exam's calibration from the product's track record (decision 023, "Calibration"): every
   * profile's newest finished full tests of the exam's papers against the mastery-only share of the
   * prediction each profile was shown before, fitted by `fitReadinessCalibration` (null below 30
   * pairs: the model is used as it is). Kept `CALIBRATION_TTL_MS`.
   */
  private async calibration(examCode: string, facts: PaperFacts): Promise<ReadinessCalibration | null> {
    const kept = this.#calibrations.get(examCode);
    if (kept !== undefined) return kept;
    const tests = await this.papers.allFinishedAttempts(facts.papers, TRACK_RECORD_TESTS);
    const predictions = await this.repo.masterySharesOf([...new Set(tests.map((t) => t.profileId))], examCode);
    const fitted = fitReadinessCalibration(calibrationPairs(tests, predictions, facts.paperMax));
    this.#calibrations.set(examCode, fitted);
    return fitted;
  }

  /**
   * The profile's stored predictions for the exam, oldest first (the newest `limit`): the readiness
   * trend of the Achieve home (POST /api/achieve/home). The exam is not checked here.
   */
  async storedPredictions(profileId: string, examCode: string, limit = 500) {
    const rows = await this.repo.predictions(profileId, examCode, limit);
    return rows.reverse().map((p) => ({ predicted: p.predicted, low: p.low, high: p.high, maxMarks: p.maxMarks, createdAt: p.createdAt }));
  }

  /**
   * GET /api/achieve/readiness/history: each finished full mock test of the exam against the last
   * prediction stored before it started ("predicted 142–168, scored 151"), newest first, with the
   * share that fell inside; and the stored predictions, newest first (at most 50).
   */
  async history(profileId: string, q: ReadinessQuery): Promise<ReadinessHistory> {
    await this.exam(q);
    const map = await this.content.learningMap(q.exam_code, q.locale);
    const { facts, names } = await this.facts(q.exam_code);
    const predictions = await this.repo.predictions(profileId, q.exam_code);
    const tests = facts ? await this.papers.finishedAttempts(profileId, facts.papers) : [];
    const rows = tests.flatMap((t) => {
      const p = predictions.find((x) => x.createdAt.getTime() < t.startedAt.getTime());
      if (!p) return [];
      const max = facts!.paperMax.get(t.bundleCode)!;
      // The prediction is in the exam's marks; a paper of other max marks is compared in its own.
      const scale = max / p.maxMarks;
      const [low, high] = [p.low * scale, p.high * scale];
      return [
        {
          session_id: t.id,
          test_code: t.bundleCode,
          test_name: names.get(t.bundleCode) ?? t.bundleCode,
          finished_at: t.finishedAt.toISOString(),
          score: t.score,
          max_marks: max,
          predicted: p.predicted * scale,
          low,
          high,
          predicted_at: p.createdAt.toISOString(),
          inside: t.score >= low && t.score <= high,
        },
      ];
    });
    rows.reverse();
    return {
      exam: { code: map.exam.code, name: map.exam.name, goal_code: map.exam.goal_code },
      profile_id: profileId,
      track_record: rows,
      inside_share: rows.length ? rows.filter((r) => r.inside).length / rows.length : null,
      predictions: predictions
        .slice(0, 50)
        .map((p) => ({ id: p.id, predicted: p.predicted, low: p.low, high: p.high, max_marks: p.maxMarks, created_at: p.createdAt.toISOString() })),
    };
  }

  /**
   * The profile's finished full mock tests of the exam, oldest first, with each paper's name and max
   * marks (achievements, issue 18 §4). Empty without a published full paper.
   */
  async fullTests(
    profileId: string,
    examCode: string,
  ): Promise<{ sessionId: string; testCode: string; testName: string; score: number; maxMarks: number; startedAt: Date; finishedAt: Date }[]> {
    const { facts, names } = await this.facts(examCode);
    if (!facts) return [];
    const tests = await this.papers.finishedAttempts(profileId, facts.papers);
    return tests.map((t) => ({
      sessionId: t.id,
      testCode: t.bundleCode,
      testName: names.get(t.bundleCode) ?? t.bundleCode,
      score: t.score,
      maxMarks: facts.paperMax.get(t.bundleCode)!,
      startedAt: t.startedAt,
      finishedAt: t.finishedAt,
    }));
  }

  /**
   * Stored predictions of these profiles for the exam, oldest first: predicted marks of `maxMarks`
   * at `createdAt` (achievements and success stories, issue 18 §4). Reads only; serves nothing new.
   */
  predictionsOfProfiles(profileIds: string[], examCode: string): Promise<{ profileId: string; predicted: number; maxMarks: number; createdAt: Date }[]> {
    return this.repo.predictionsOf(profileIds, examCode);
  }
}

/** Chapter and subject names of the learning map, by code. */
function namesOf(map: LearningMap) {
  return {
    names: new Map(map.subjects.flatMap((s) => s.chapters.map((c) => [c.code, c.name] as const))),
    subjectNames: new Map(map.subjects.map((s) => [s.code, s.name] as const)),
  };
}
