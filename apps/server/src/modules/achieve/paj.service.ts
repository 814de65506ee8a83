import type { AchieveTarget, PajChange, PajGenerateBody, PajJourney, PajStep, PajStepDetail, PajTiles } from '@abhyas/contracts';
import {
  DEFAULT_BKT,
  extendJourney,
  indiaDate,
  planJourney,
  replanJourney,
  withStepTest,
  type Journey,
  type JourneyChange,
  type JourneyInput,
  type JourneyStep,
  type ReadinessMarking,
} from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { BrowseService } from '../content/browse.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import type { AchieveTargetService } from './achieve-target.service.ts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import { CHAPTER_TEST_QUESTIONS, chapterOfTestCode, journeyChapters, pajCatalogue, type PajCatalogue, type PlannerPriors } from './paj-catalogue.ts';
import type { DiagnosticService } from '../diagnostic/diagnostic.service.ts';
import type { ReadinessService } from '../readiness/readiness.service.ts';
import type { PajRepository, PajRow } from './paj.repository.ts';

/** 400 naming the field (`details[0].path`). */
const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path, message, reason: code }]);
const pajMissing = () => notFound('No such journey for this profile.', 'PAJ_NOT_FOUND');
const stepMissing = () => notFound('No such step in this profile’s journeys.', 'STEP_NOT_FOUND');

/** A competitive exam's marking when the bank holds no paper of it (JEE Main: +4, −1, four options), and a board's (no negative marks). */
const COMPETITIVE_MARKING: ReadinessMarking = { right: 4, wrong: -1, guessRate: 0.5, guessRight: 0.25 };
const BOARD_MARKING: ReadinessMarking = { right: 1, wrong: 0, guessRate: 0.3, guessRight: 0.25 };

/** A planner error (RangeError naming its field) as a 400 naming the request's field. */
function plannerError(e: unknown): never {
  if (!(e instanceof RangeError)) throw e;
  const field = e.message.split(' ')[0] ?? '';
  const path =
    field === 'examDate'
      ? 'question_response.exam_date'
      : field === 'dailyMinutes'
        ? 'question_response.daily_minutes'
        : field.startsWith('target')
          ? 'question_response.target'
          : 'exam_code';
  throw badField(path, 'CANNOT_PLAN', `The journey cannot be planned: ${e.message}.`);
}

/**
 * The personalised achievement journey (issue 18 §4; learning.md §7 Achieve): planned from the
 * profile's stored target with the pure planner (packages/domain/src/achieve-journey, decision 024),
 * stored one per profile and exam, re-planned on every read once the India day moved on (the
 * changes are answered), marked as steps are done and extended when it runs out. Errors: 400
 * naming the field (NO_TARGET, CANNOT_PLAN, those of the target service); 404 PAJ_NOT_FOUND,
 * STEP_NOT_FOUND for ids not of the caller's profile.
 */
export class PajService {
  constructor(
    private readonly repo: PajRepository,
    private readonly target: Pick<AchieveTargetService, 'target' | 'save'>,
    private readonly content: Pick<ContentService, 'learningMap'>,
    private readonly browse: Pick<BrowseService, 'chapterOutlines' | 'sharedPapers'>,
    private readonly practice: Pick<PracticeService, 'masteryOf'>,
    private readonly now: () => number,
    /** Real-paper chapter weights (readiness) and per-subject priors (the diagnostic); absent: equal weights, the BKT prior. */
    private readonly priors: {
      readiness?: Pick<ReadinessService, 'chapterWeights' | 'planningBasis'>;
      diagnostic?: Pick<DiagnosticService, 'abilityPriors'>;
    } = {},
    /** Makes a chapter test's test when its step starts (create your own test); absent: 409 on that call. */
    private readonly tests?: Pick<MockTestsService, 'createCustomTest'>,
  ) {}

  /** What the planner knows beyond practice: the exam's chapter weights and the latest diagnostic's priors. */
  private async plannerPriors(profileId: string, examCode: string): Promise<PlannerPriors> {
    const [weights, priorOf] = await Promise.all([this.priors.readiness?.chapterWeights(examCode), this.priors.diagnostic?.abilityPriors(profileId, examCode)]);
    return { weights: new Map((weights?.weights ?? []).map((w) => [w.chapter, w.weight])), ...(priorOf ? { priorOf } : {}) };
  }

  private today(): string {
    return indiaDate(this.now());
  }

  /** POST /api/achieve/paj/generate: plans (or plans anew, replacing) the profile's journey for the exam from its target. */
  async generate(profileId: string, body: PajGenerateBody, locale: string): Promise<PajJourney> {
    const target = body.question_response
      ? await this.target.save(profileId, { goal_code: body.goal_code, exam_code: body.exam_code, question_response: body.question_response })
      : await this.target.target(profileId, body.goal_code, body.exam_code);
    if (!target)
      throw badField('question_response', 'NO_TARGET', 'No target is stored for this exam: send question_response or PUT /api/achieve/target first.');
    const today = this.today();
    if (target.exam_date <= today) throw badField('question_response.exam_date', 'DATE_NOT_IN_FUTURE', 'The target’s exam date has passed: set a new target.');
    const cat = await pajCatalogue(this.content, this.browse, profileId, target.exam_code, locale);
    if (cat.chapters.length === 0) throw badField('exam_code', 'NO_SYLLABUS', `The exam '${target.exam_code}' has no syllabus chapters to plan from.`);
    const input = await this.input(profileId, cat, target, today);
    let journey: Journey;
    try {
      journey = planJourney(input);
    } catch (e) {
      plannerError(e);
    }
    const row = await this.repo.replace(
      { profileId, examCode: target.exam_code, goalCode: target.goal_code, journey, input, plannedOn: today, changes: [] },
      new Date(this.now()),
    );
    return this.present(row, cat, target.journey_name);
  }

  /** GET /api/achieve/paj/current: the id of the profile's journey for `examCode`, or null (any device finds it). */
  async current(profileId: string, examCode: string): Promise<{ paj_id: string } | null> {
    const row = await this.repo.ofExam(profileId, examCode);
    return row ? { paj_id: row.id } : null;
  }

  /** The profile's journey for `examCode` as tiles (re-planned like `tiles`) and when it was planned, or null (the Achieve home). */
  async ofExam(profileId: string, examCode: string, locale: string): Promise<{ tiles: PajTiles; plannedAt: Date } | null> {
    const row = await this.repo.ofExam(profileId, examCode);
    return row ? { tiles: await this.tiles(profileId, row.id, locale), plannedAt: row.createdAt } : null;
  }

  /** GET /api/achieve/paj/tiles: the days as tiles, today first, then upcoming, then done (past) days. */
  async tiles(profileId: string, pajId: string, locale: string): Promise<PajTiles> {
    const row = await this.fresh(profileId, pajId);
    const used = [...row.journey.days.flatMap((d) => d.steps), ...row.journey.dropped].flatMap((x) => (x.chapter ? [x.chapter] : []));
    const cat = await pajCatalogue(this.content, this.browse, profileId, row.examCode, locale, new Set(used));
    const today = row.plannedOn;
    const view = (s: JourneyStep) => stepView(s, cat);
    const days = row.journey.days
      .filter((d) => d.steps.length > 0)
      .map((d) => ({
        date: d.date,
        section: d.date === today ? ('today' as const) : d.date > today ? ('upcoming' as const) : ('done' as const),
        minutes: d.steps.reduce((n, s) => n + s.minutes - s.minutesDone, 0),
        steps: d.steps.map(view),
      }));
    const rank = { today: 0, upcoming: 1, done: 2 };
    days.sort((a, b) => rank[a.section] - rank[b.section] || (a.section === 'done' ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date)));
    const { steps: _s, ...head } = await this.present(row, cat, await this.journeyName(profileId, row));
    return { ...head, days, dropped: row.journey.dropped.map(view) };
  }

  /** GET /api/achieve/paj/step: one step and what starting it needs. `pajId` absent: the profile's journeys are searched. */
  async step(profileId: string, stepId: string, pajId: string | undefined, locale: string): Promise<PajStepDetail> {
    const rows = pajId ? [await this.fresh(profileId, pajId)] : await this.repo.ofProfile(profileId);
    const hit = rows.map((r) => ({ r, s: findStep(r.journey, stepId) })).find((x) => x.s);
    if (!hit) throw stepMissing();
    const row = pajId ? hit.r : await this.fresh(profileId, hit.r.id);
    const step = findStep(row.journey, stepId);
    if (!step) throw stepMissing();
    const cat = await pajCatalogue(this.content, this.browse, profileId, row.examCode, locale, new Set(step.chapter ? [step.chapter] : []));
    const index = row.journey.days.flatMap((d) => d.steps).findIndex((s) => s.id === step.id);
    return {
      paj_id: row.id,
      today: row.plannedOn,
      step: stepView(step, cat),
      start: startOf(row, step, index, cat, locale),
      changes: changeViews(row.changes),
    };
  }

  /**
   * POST /api/achieve/paj/step/test: makes a chapter-test step's test, a create-your-own test of the
   * chapter's questions (mixed difficulty, the step's minutes), once: a second call finds the same
   * test. Answers the step, whose start is then a `test`. 400 `step_id` NOT_A_CHAPTER_TEST for any
   * other step; 409 NOT_ENOUGH_QUESTIONS when the bank's open questions are too few.
   */
  async stepTest(profileId: string, b: { paj_id: string; step_id: string }, locale: string): Promise<PajStepDetail> {
    const row = await this.fresh(profileId, b.paj_id);
    const step = findStep(row.journey, b.step_id);
    if (!step) throw stepMissing();
    const chapter = step.kind === 'test' && step.code ? chapterOfTestCode(step.code) : null;
    if (!chapter) throw badField('step_id', 'NOT_A_CHAPTER_TEST', 'Only a chapter-test step makes its test; a full test starts from its code.');
    if (!step.testCode) {
      if (!this.tests) throw new AppError(409, 'NOT_ENOUGH_QUESTIONS', 'This server makes no chapter tests.');
      const cat = await pajCatalogue(this.content, this.browse, profileId, row.examCode, 'en', new Set([chapter]));
      const made = await this.tests.createCustomTest(
        { id: profileId, examCode: row.examCode },
        {
          name: `Chapter test: ${cat.names.get(chapter) ?? chapter}`.slice(0, 80),
          subjects: [{ code: cat.subjectOf.get(chapter)?.code ?? 'subject', chapters: [chapter] }],
          question_count: Math.max(5, cat.chapterTestQuestions.get(chapter) ?? 5),
          duration_s: Math.min(10_800, Math.max(300, Math.round(step.minutes * 60))),
          difficulty: 'mixed',
        },
      );
      await this.repo.update(
        profileId,
        row.id,
        { journey: withStepTest(row.journey, step.id, made.code), plannedOn: row.plannedOn, changes: row.changes },
        new Date(this.now()),
      );
    }
    return this.step(profileId, step.id, row.id, locale);
  }

  /**
   * POST /api/achieve/paj/progress: marks a step done (`completed`) or records the minutes done of
   * it, then re-plans from today. 400 `minutes_done` when missing for a step not completed or not
   * below the step's minutes.
   */
  async progress(
    profileId: string,
    b: { paj_id: string; step_id: string; completed: boolean; minutes_done?: number | undefined },
    locale: string,
  ): Promise<PajStepDetail> {
    const row = await this.fresh(profileId, b.paj_id);
    const step = findStep(row.journey, b.step_id);
    if (!step) throw stepMissing();
    if (!b.completed && (b.minutes_done === undefined || b.minutes_done >= step.minutes))
      throw badField('minutes_done', 'OUT_OF_RANGE', `For a step not completed, minutes_done must be below the step's ${step.minutes} minutes.`);
    const progress = b.completed ? { stepId: step.id, status: 'done' as const } : { stepId: step.id, status: 'partial' as const, minutesDone: b.minutes_done! };
    if (row.plannedOn < row.journey.examDate) {
      const r = replanJourney(row.journey, [progress], row.plannedOn);
      await this.repo.update(
        profileId,
        row.id,
        { journey: r.journey, plannedOn: row.plannedOn, changes: [...row.changes, ...r.changes] },
        new Date(this.now()),
      );
    }
    return this.step(profileId, step.id, row.id, locale);
  }

  /** POST /api/achieve/paj/extend: adds steps from today from the mastery now (`extendJourney`); `added` lists them. */
  async extend(profileId: string, pajId: string, locale: string): Promise<PajJourney> {
    const row = await this.fresh(profileId, pajId);
    const cat = await pajCatalogue(this.content, this.browse, profileId, row.examCode, locale);
    const today = row.plannedOn;
    if (today >= row.journey.examDate) throw badField('paj_id', 'JOURNEY_OVER', 'The exam day has come: plan a new journey.');
    const mastery = await this.practice.masteryOf(
      profileId,
      cat.chapters.flatMap((c) => c.concepts),
    );
    const input: JourneyInput = {
      ...row.input,
      today,
      chapters: journeyChapters(cat, mastery, DEFAULT_BKT.init, await this.plannerPriors(profileId, row.examCode)),
      lessons: cat.lessons,
      tests: cat.tests,
    };
    delete input.predictedMarks;
    let out: ReturnType<typeof extendJourney>;
    try {
      out = extendJourney(row.journey, input);
    } catch (e) {
      plannerError(e);
    }
    const saved = await this.repo.update(profileId, row.id, { journey: out.journey, plannedOn: today, changes: row.changes, input }, new Date(this.now()));
    return { ...(await this.present(saved, cat, await this.journeyName(profileId, saved))), added: out.added.map((s) => s.id) };
  }

  /** The row, re-planned (and stored) when the India day moved past its last plan and the exam is still ahead. */
  private async fresh(profileId: string, pajId: string): Promise<PajRow> {
    const row = await this.repo.find(profileId, pajId);
    if (!row) throw pajMissing();
    const today = this.today();
    if (today <= row.plannedOn || today >= row.journey.examDate) return row;
    const r = replanJourney(row.journey, [], today);
    return this.repo.update(profileId, row.id, { journey: r.journey, plannedOn: today, changes: r.changes }, new Date(this.now()));
  }

  /** The planner's input: the target in marks or share, the exam's chapters with the profile's mastery, lessons and tests. */
  private async input(profileId: string, cat: PajCatalogue, target: AchieveTarget, today: string): Promise<JourneyInput> {
    const mastery = await this.practice.masteryOf(
      profileId,
      cat.chapters.flatMap((c) => c.concepts),
    );
    // The exam's own marking and max marks from its real papers, and the marks a percentile needs
    // (our attempts or the published reference); a board percentage is a share of 100 marks.
    const basis = target.kind === 'percentage' ? null : await this.priors.readiness?.planningBasis(target.exam_code);
    const maxMarks = target.max_marks ?? basis?.maxMarks ?? 100;
    const clampMarks = (m: number) => Math.min(Math.max(m, 1e-6), maxMarks);
    const journeyTarget =
      target.kind === 'score'
        ? { marks: clampMarks(target.value) }
        : target.kind === 'percentile' && basis?.marksFor
          ? { marks: clampMarks((basis.marksFor(target.value) * maxMarks) / basis.maxMarks) }
          : { share: Math.min(Math.max(target.value / 100, 1e-6), 1) };
    return {
      today,
      examDate: target.exam_date,
      dailyMinutes: target.daily_minutes,
      target: journeyTarget,
      maxMarks,
      marking: target.kind === 'percentage' ? BOARD_MARKING : (basis?.marking ?? COMPETITIVE_MARKING),
      chapters: journeyChapters(cat, mastery, DEFAULT_BKT.init, await this.plannerPriors(profileId, target.exam_code)),
      lessons: cat.lessons,
      tests: cat.tests,
    };
  }

  private async journeyName(profileId: string, row: PajRow): Promise<string> {
    return (await this.target.target(profileId, row.goalCode, row.examCode))?.journey_name ?? '';
  }

  private async present(row: PajRow, cat: PajCatalogue, journeyName: string): Promise<PajJourney> {
    const j = row.journey;
    return {
      paj_id: row.id,
      exam_code: row.examCode,
      journey_name: journeyName,
      today: row.plannedOn,
      start_date: j.startDate,
      exam_date: j.examDate,
      daily_minutes: j.dailyMinutes,
      target_marks: j.targetMarks,
      max_marks: j.maxMarks,
      predicted_marks: j.predictedMarks,
      expected_marks: j.expectedMarks,
      changes: changeViews(row.changes),
      steps: j.days.flatMap((d) => d.steps.map((s) => stepView(s, cat))),
    };
  }
}

function findStep(j: Journey, id: string): JourneyStep | undefined {
  for (const d of j.days) for (const s of d.steps) if (s.id === id) return s;
  return undefined;
}

/** A step as shown: its object's name in the locale (video, concept, chapter or test), else its code. */
function stepView(s: JourneyStep, cat: PajCatalogue): PajStep {
  const named = (code: string | undefined) => (code ? (cat.names.get(code) ?? code) : '');
  const title =
    s.kind === 'watch' || s.kind === 'test'
      ? named(s.code)
      : s.kind === 'practice' && s.concept && cat.names.has(s.concept)
        ? named(s.concept)
        : named(s.chapter);
  return {
    step_id: s.id,
    kind: s.kind,
    title,
    minutes: Math.round(s.minutes),
    minutes_done: s.minutesDone,
    status: s.status,
    day: s.day,
    chapter_code: s.chapter ?? null,
    subject_code: (s.chapter && cat.subjectOf.get(s.chapter)?.code) ?? null,
    subject_name: (s.chapter && cat.subjectOf.get(s.chapter)?.name) ?? null,
    concept_code: s.concept ?? null,
    // A chapter test's code is its made test, null until it starts (a home link to it would open nothing).
    code: s.kind === 'test' && s.code && chapterOfTestCode(s.code) ? (s.testCode ?? null) : (s.code ?? null),
    answers: s.answers ?? null,
    gain: s.gain,
  };
}

const changeViews = (changes: JourneyChange[]): PajChange[] =>
  changes.map((c) => ({ step_id: c.stepId, kind: c.kind, change: c.change, from: c.from, to: c.to ?? null, reason: c.reason }));

/** What starting a step needs (learning.md §3 guided-journey session fields). */
function startOf(row: PajRow, s: JourneyStep, index: number, cat: PajCatalogue, locale: string): PajStepDetail['start'] {
  if (s.kind === 'watch') return { kind: 'watch', video_id: s.code ?? '' };
  if (s.kind === 'test') {
    const chapter = s.code ? chapterOfTestCode(s.code) : null;
    if (chapter && !s.testCode)
      return {
        kind: 'chapter_test',
        paj_id: row.id,
        paj_step_id: s.id,
        chapter_code: chapter,
        question_count: cat.chapterTestQuestions.get(chapter) ?? CHAPTER_TEST_QUESTIONS,
        duration_s: Math.round(s.minutes * 60),
      };
    return { kind: 'test', test_code: s.testCode ?? s.code ?? '', paj_id: row.id, paj_step_id: s.id };
  }
  const concept = s.kind === 'practice' && s.concept && cat.topicOf.has(s.concept) ? s.concept : undefined;
  const bundle = (concept && cat.topicOf.get(concept)) ?? s.chapter ?? '';
  return {
    kind: 'practice',
    practice_session: {
      type: s.kind === 'practice' ? 'PAJPractice' : 'PAJNQEPractice',
      learning_map: { bundle_code: bundle, exam_code: row.examCode },
      title: stepView(s, cat).title,
      language: locale,
      source: 'paj',
      paj_id: row.id,
      paj_step_index: Math.max(0, index),
      paj_step_path: s.day,
      paj_step_id: s.id,
      object_type: s.kind,
      duration_in_minutes: Math.min(600, Math.max(1, Math.ceil(s.minutes - s.minutesDone))),
      ...(concept ? { concept_code: concept } : {}),
    },
  };
}
