import type { DiagnosticCreateBody, DiagnosticList, DiagnosticSummary, LearningMap, TestPaper } from '@abhyas/contracts';
import {
  DIAGNOSTIC_TYPES,
  MAX_PER_SUBJECT,
  MIN_PER_SKILL,
  SETTLED_SD,
  abilityBand,
  estimateAbility,
  itemParams,
  nextDiagnosticQuestion,
  seedMastery,
  standardMarking,
  subjectStop,
  type AttemptScore,
  type DiagnosticCandidate,
  type MarkingScheme,
  type QuestionType,
  type SubjectStop,
} from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid, newId } from '../../lib/ids.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ContentService } from '../content/content.service.ts';
import type { AnswerSealService } from '../mock-tests/answer-seal.service.ts';
import type { AdaptivePapers, BundleRow, MockTestsService, SessionRow } from '../mock-tests/mock-tests.service.ts';
import type { TestAccessService } from '../mock-tests/test-access.service.ts';
import type { ReadinessService } from '../readiness/readiness.service.ts';
import type { BankQuestion, DiagnosticRepository, DiagnosticRow, DiagnosticSubjectState } from './diagnostic.repository.ts';

/** Test codes of diagnostics start with this (the paper service asks `handles` on every own test). */
const CODE_PREFIX = 'diagnostic-';
/** Minutes of test time per subject (25 questions at most, 2.4 minutes each, JEE Main's pace). */
export const MINUTES_PER_SUBJECT = 60;
/** How long the bank's questions of an exam are kept for the diagnostic's choices (ms). */
const BANK_TTL_MS = 60_000;

const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path, message }]);

/** One asked question with its bank facts and, when saved, whether it was right. */
interface Asked extends BankQuestion {
  saved: boolean;
  correct: boolean;
}

/**
 * The Achieve diagnostic test (learning.md §7 Achieve `GET /diagnostic-tests`; issue 18 §2;
 * decision 026). A diagnostic is a test owned by the profile, taken in the same CBT screens and
 * event engine as every test: its sections (one per subject) start with one question each and
 * grow one question at a time (`extend`, called by the paper service before the paper is sent)
 * as the saved answers arrive; a subject stops when its ability estimate is settled or after
 * MAX_PER_SUBJECT questions. Once scored, its answers seed the profile's BKT mastery of the
 * concepts it touched (`finalize`, once, in one transaction). Errors: 400 UNKNOWN_EXAM (`exam` /
 * `exam_code`), GOAL_MISMATCH, UNKNOWN_SUBJECT (`subjects[i]`); 404 EXAM_NOT_FOR_PROFILE,
 * DIAGNOSTIC_NOT_FOUND; 409 NOT_ENOUGH_QUESTIONS.
 */
export class DiagnosticService implements AdaptivePapers {
  readonly #bank = new TtlCache<string, BankQuestion[]>(BANK_TTL_MS, 32);

  constructor(
    private readonly repo: DiagnosticRepository,
    private readonly mockTests: MockTestsService,
    private readonly content: Pick<ContentService, 'findExam' | 'learningMap'>,
    private readonly readiness: Pick<ReadinessService, 'chapterWeights'>,
    private readonly access: Pick<TestAccessService, 'examsFor'>,
    private readonly seals: Pick<AnswerSealService, 'sealedFor'>,
    private readonly now: () => number,
  ) {}

  /** Whether the test `code` is a diagnostic (no I/O). */
  handles(code: string): boolean {
    return code.startsWith(CODE_PREFIX);
  }

  /** GET /api/diagnostic-tests: the exam's subjects, the rules, and the profile's diagnostics (newest first). */
  async list(profileId: string, q: { exam: string; goal?: string; locale: string }): Promise<DiagnosticList> {
    const map = await this.checkedMap(profileId, q.exam, q.goal, q.locale, { exam: 'exam', goal: 'goal' });
    const [bank, weights] = await Promise.all([this.bankOf(map), this.readiness.chapterWeights(map.exam.code)]);
    const rows = await this.repo.listFor(profileId, map.exam.code);
    return {
      exam_code: map.exam.code,
      exam_name: map.exam.name,
      subjects: map.subjects.map((s) => ({
        code: s.code,
        name: s.name,
        chapters: s.chapters.length,
        questions: bank.filter((b) => b.subject === s.code).length,
      })),
      rules: { min_per_skill: MIN_PER_SKILL, max_per_subject: MAX_PER_SUBJECT, settled_sd: SETTLED_SD, minutes_per_subject: MINUTES_PER_SUBJECT },
      weight_papers: weights.papers,
      weights_source:
        weights.papers.length > 0
          ? `Chapter weights from ${weights.papers.length} real paper${weights.papers.length === 1 ? '' : 's'} of the exam in the bank: ${weights.papers.join(', ')}`
          : 'Equal chapter weights (the bank has no full paper of this exam yet)',
      diagnostics: await Promise.all(rows.map((r) => this.summary(r, map))),
    };
  }

  /**
   * POST /api/diagnostic-tests: a new diagnostic over `subjects` (all the exam's subjects by
   * default), or the profile's open one of the exam when it has one (one at a time; a finished
   * diagnostic is kept and a new one starts). Each subject starts with its first question.
   */
  async create(profileId: string, body: DiagnosticCreateBody, locale: string): Promise<DiagnosticSummary> {
    const map = await this.checkedMap(profileId, body.exam_code, body.goal_code, locale, { exam: 'exam_code', goal: 'goal_code' });
    const known = new Map(map.subjects.map((s) => [s.code, s]));
    const wanted = body.subjects ?? map.subjects.map((s) => s.code);
    wanted.forEach((code, i) => {
      if (!known.has(code))
        throw badField(`subjects[${i}]`, 'UNKNOWN_SUBJECT', `'${code}' is not a subject of ${map.exam.name}: ${[...known.keys()].join(', ')}.`);
    });
    for (const row of await this.repo.listFor(profileId, map.exam.code)) {
      const session = await this.mockTests.latestSession(profileId, row.bundleCode);
      if (!row.finishedAt && (!session || session.status === 'STARTED')) return this.summary(row, map);
    }
    const candidates = await this.candidatesOf(map, profileId);
    const weights = await this.weightMap(map.exam.code);
    const sections: BundleRow['sections'] = [];
    const subjects: DiagnosticSubjectState[] = [];
    for (const code of [...new Set(wanted)]) {
      const own = candidates.filter((c) => c.subject === code);
      const first = nextDiagnosticQuestion(own.map(toCandidate), [], weights, 0);
      if (!first) continue;
      const markingByType: Record<string, MarkingScheme> = {};
      for (const c of own) markingByType[c.type] ??= standardMarking(map.exam.code, c.type as QuestionType);
      const name = known.get(code)!.name;
      sections.push({ code, name, questionCodes: [first.code], markingByType });
      subjects.push({ code, name, stop: 'open' });
    }
    if (sections.length === 0)
      throw new AppError(409, 'NOT_ENOUGH_QUESTIONS', `The bank has no questions for a diagnostic of ${wanted.join(', ')} in ${map.exam.name} yet.`);
    const id = newId();
    const bundleCode = `${CODE_PREFIX}${id}`;
    const name = `Diagnostic test: ${sections.map((s) => s.name).join(', ')}`;
    const durationS = sections.length * MINUTES_PER_SUBJECT * 60;
    await this.mockTests.createOwnBundle({
      code: bundleCode,
      name,
      examCode: map.exam.code,
      durationS,
      sections,
      instructions: instructions(sections.length, durationS),
      source: 'Achieve diagnostic',
      ownerProfileId: profileId,
      contentHash: bundleCode,
    });
    await this.repo.insert({ id, profileId, examCode: map.exam.code, bundleCode, subjects });
    return this.summary((await this.repo.findById(id))!, map);
  }

  /** GET /api/diagnostic-tests/{id}: the profile's diagnostic by its id or its test session's id (404 DIAGNOSTIC_NOT_FOUND). */
  async get(profileId: string, id: string, locale: string): Promise<DiagnosticSummary> {
    let row = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!row) {
      const session = isUuid(id) ? await this.mockTests.findSession(profileId, id) : undefined;
      if (session && this.handles(session.bundleCode)) row = await this.repo.findByBundle(session.bundleCode);
    }
    if (!row || row.profileId !== profileId) throw notFound(`No diagnostic '${id}' of this profile.`, 'DIAGNOSTIC_NOT_FOUND');
    return this.summary(row, await this.content.learningMap(row.examCode, locale));
  }

  /**
   * The adaptive step (AdaptivePapers.extend): with the profile's session of the diagnostic in
   * progress, every subject whose asked questions are all saved and whose estimate is still open
   * gets its next question; the sections and stops are stored. A skipped question (saved without an
   * answer) counts as wrong: the student did not know it (Oppia's "I don't know").
   */
  async extend(bundle: BundleRow, profileId: string): Promise<{ bundle: BundleRow; adaptive: NonNullable<TestPaper['adaptive']> }> {
    const row = await this.repo.findByBundle(bundle.code);
    if (!row || row.profileId !== profileId) return { bundle, adaptive: adaptiveOf(bundle, row?.subjects ?? []) };
    const session = await this.mockTests.latestSession(profileId, bundle.code);
    if (!session || session.status !== 'STARTED') return { bundle, adaptive: adaptiveOf(bundle, row.subjects) };
    const map = await this.content.learningMap(row.examCode, 'en');
    const [candidates, weights, live] = await Promise.all([
      this.candidatesOf(map, profileId),
      this.weightMap(row.examCode),
      this.mockTests.liveAttempt(session),
    ]);
    const byCode = new Map((await this.bankOf(map)).map((q) => [q.code, q]));
    let changed = false;
    const subjects = row.subjects.map((s) => ({ ...s }));
    const sections = bundle.sections.map((section) => {
      const state = subjects.find((s) => s.code === section.code);
      if (!state || state.stop !== 'open') return section;
      const asked = askedOf(section.questionCodes, byCode, live);
      if (asked.some((a) => !a.saved)) return section;
      const own = candidates.filter((c) => c.subject === section.code).map(toCandidate);
      const estimate = estimateAbility(asked.map((a) => ({ ...itemParams(a.difficulty, a.type), correct: a.correct })));
      const left = own.filter((c) => !section.questionCodes.includes(c.code)).length;
      const stop = subjectStop(asked.length, estimate, left);
      if (stop !== 'open') {
        state.stop = stop;
        changed = true;
        return section;
      }
      const next = nextDiagnosticQuestion(own, asked, weights, estimate.theta);
      if (!next) {
        state.stop = 'bank_exhausted';
        changed = true;
        return section;
      }
      changed = true;
      return { ...section, questionCodes: [...section.questionCodes, next.code] };
    });
    if (!changed) return { bundle, adaptive: adaptiveOf(bundle, row.subjects) };
    await this.mockTests.setOwnSections(bundle.code, profileId, sections);
    await this.repo.saveSubjects(row.id, subjects);
    const grown = { ...bundle, sections };
    return { bundle: grown, adaptive: adaptiveOf(grown, subjects) };
  }

  /**
   * Per subject, the P(known) of a concept the student never practised, from the latest finished
   * diagnostic of the exam: the chance θ gives of a right answer to a middling question without
   * guessing, 1 / (1 + e^−θ), kept within 0.05–0.95 (decision 026). The journey plans untouched
   * chapters from it: a student strong in physics is not sent to re-learn its unasked chapters
   * first. Subjects the diagnostic did not cover are absent.
   */
  async abilityPriors(profileId: string, examCode: string): Promise<Map<string, number>> {
    const latest = (await this.repo.listFor(profileId, examCode)).find((r) => r.result && r.finishedAt);
    const out = new Map<string, number>();
    for (const s of (latest?.result ?? []) as { code: string; theta: number; questions: number }[]) {
      if (s.questions > 0) out.set(s.code, Math.min(0.95, Math.max(0.05, 1 / (1 + Math.exp(-s.theta)))));
    }
    return out;
  }

  /** The scoring hook: a finished diagnostic's result is stored and its answers seed mastery (once). */
  async onScored(session: SessionRow): Promise<void> {
    if (!this.handles(session.bundleCode)) return;
    const row = await this.repo.findByBundle(session.bundleCode);
    if (row && !row.seededAt) await this.finalize(row, session);
  }

  /**
   * Stores the result per subject and seeds the BKT mastery of every concept the diagnostic asked
   * (`seedMastery`: one observation per saved question, skipped ones as wrong), in one transaction,
   * once. Chapter mastery in the result is the mean over its seeded concepts.
   */
  private async finalize(row: DiagnosticRow, session: SessionRow): Promise<void> {
    const map = await this.content.learningMap(row.examCode, 'en');
    const byCode = new Map((await this.bankOf(map)).map((q) => [q.code, q]));
    const live = await this.mockTests.liveAttempt(session);
    const asked = savedOf(live, byCode);
    const evidence = asked.flatMap((a) => (a.concept ? [{ concept: a.concept, correct: a.correct, difficulty: a.difficulty }] : []));
    await this.repo.finishAndSeed(
      row.id,
      row.profileId,
      session.finishedAt ?? new Date(this.now()),
      [...new Set(evidence.map((e) => e.concept))],
      (current) => {
        const seeded = seedMastery(current, evidence);
        return { seeds: [...seeded].map(([concept, s]) => ({ concept, ...s })), result: resultOf(row.subjects, asked, map, seeded) };
      },
    );
  }

  /** A diagnostic as the API answers it; a finished session not yet seeded is finalized here (a restart between the score and the hook). */
  private async summary(row: DiagnosticRow, map: LearningMap): Promise<DiagnosticSummary> {
    const session = await this.mockTests.latestSession(row.profileId, row.bundleCode);
    let current = row;
    if (session?.status === 'FINISHED' && session.result && !row.seededAt) {
      await this.finalize(row, session);
      current = (await this.repo.findById(row.id))!;
    }
    const names = new Map(map.subjects.flatMap((s) => [[s.code, s.name] as const, ...s.chapters.map((c) => [c.code, c.name] as const)]));
    let subjects = (current.result ?? []) as DiagnosticSummary['subjects'];
    if (!current.result && session?.status === 'STARTED') {
      const byCode = new Map((await this.bankOf(map)).map((q) => [q.code, q]));
      const asked = savedOf(await this.mockTests.liveAttempt(session), byCode);
      subjects = resultOf(current.subjects, asked, map, new Map());
    }
    return {
      id: current.id,
      bundle_code: current.bundleCode,
      session_id: session?.id ?? null,
      status: current.finishedAt || session?.status === 'FINISHED' ? 'FINISHED' : session ? 'STARTED' : 'NOT_STARTED',
      created_at: current.createdAt.toISOString(),
      finished_at: current.finishedAt?.toISOString() ?? session?.finishedAt?.toISOString() ?? null,
      subjects: subjects.map((s) => ({
        ...s,
        name: names.get(s.code) ?? s.name,
        chapters: s.chapters.map((c) => ({ ...c, name: names.get(c.code) ?? c.name })),
      })),
    };
  }

  /** The learning map of an exam the profile prepares for (400 on the exam / goal field names given, 404 EXAM_NOT_FOR_PROFILE). */
  private async checkedMap(
    profileId: string,
    examCode: string,
    goalCode: string | undefined,
    locale: string,
    fields: { exam: string; goal: string },
  ): Promise<LearningMap> {
    const found = await this.content.findExam(examCode);
    if (!found) throw badField(fields.exam, 'UNKNOWN_EXAM', `Unknown exam '${examCode}'. See GET /api/content/goals-exams.`);
    if (goalCode && found.goal.code !== goalCode)
      throw badField(fields.goal, 'GOAL_MISMATCH', `'${examCode}' is an exam of '${found.goal.code}', not of '${goalCode}'.`);
    if (!(await this.access.examsFor(profileId)).includes(examCode))
      throw notFound(`This profile does not prepare for '${examCode}'. Change the profile's exam first.`, 'EXAM_NOT_FOR_PROFILE');
    return this.content.learningMap(examCode, locale);
  }

  /** The bank's questions of the exam's chapters of the diagnostic's types (DIAGNOSTIC_TYPES), filed under the map's subjects (kept BANK_TTL_MS). */
  private async bankOf(map: LearningMap): Promise<BankQuestion[]> {
    const hit = this.#bank.get(map.exam.code);
    if (hit) return hit;
    const subjectOf = new Map(map.subjects.flatMap((s) => s.chapters.map((c) => [c.code, s.code] as const)));
    const rows = (await this.repo.questionsOfChapters([...subjectOf.keys()]))
      .filter((q) => DIAGNOSTIC_TYPES.has(q.type))
      .map((q) => ({ ...q, subject: subjectOf.get(q.chapter)! }));
    this.#bank.set(map.exam.code, rows);
    return rows;
  }

  /** The questions the diagnostic may ask the profile: the bank's, without those sealed for it (decision 017). */
  private async candidatesOf(map: LearningMap, profileId: string): Promise<BankQuestion[]> {
    const [bank, sealed] = await Promise.all([this.bankOf(map), this.seals.sealedFor({ profileId })]);
    return bank.filter((q) => !sealed.has(q.code));
  }

  private async weightMap(examCode: string): Promise<Map<string, number>> {
    return new Map((await this.readiness.chapterWeights(examCode)).weights.map((w) => [w.chapter, w.weight]));
  }
}

function toCandidate(q: BankQuestion): DiagnosticCandidate {
  return { code: q.code, chapter: q.chapter, ...itemParams(q.difficulty, q.type) };
}

/** The asked questions of a section in order, with whether each was saved and right. */
function askedOf(codes: string[], byCode: Map<string, BankQuestion>, live: { score: AttemptScore; saved: Set<string> }): Asked[] {
  const outcome = new Map(live.score.questions.map((q) => [q.code, q.outcome]));
  return codes.flatMap((code) => {
    const q = byCode.get(code);
    return q ? [{ ...q, saved: live.saved.has(code), correct: outcome.get(code) === 'correct' }] : [];
  });
}

/** Every saved question of an attempt, section by section in paper order. */
function savedOf(live: { score: AttemptScore; saved: Set<string> }, byCode: Map<string, BankQuestion>): Asked[] {
  return askedOf(
    live.score.questions.map((q) => q.code),
    byCode,
    live,
  ).filter((a) => a.saved);
}

/** The adaptive state the paper carries. */
function adaptiveOf(bundle: BundleRow, subjects: DiagnosticSubjectState[]): NonNullable<TestPaper['adaptive']> {
  const done = subjects.filter((s) => s.stop !== 'open').map((s) => s.code);
  return { done_sections: done, complete: bundle.sections.every((s) => done.includes(s.code)), max_per_section: MAX_PER_SUBJECT };
}

/** The result per subject from the saved questions; chapter mastery from `masteries` (the seeded concepts), null without. */
function resultOf(
  subjects: DiagnosticSubjectState[],
  asked: Asked[],
  map: LearningMap,
  masteries: Map<string, { mastery: number }>,
): DiagnosticSummary['subjects'] {
  const chapterName = new Map(map.subjects.flatMap((s) => s.chapters.map((c) => [c.code, c.name] as const)));
  return subjects.map((s) => {
    const own = asked.filter((a) => a.subject === s.code);
    const estimate = estimateAbility(own.map((a) => ({ ...itemParams(a.difficulty, a.type), correct: a.correct })));
    const chapters = [...new Set(own.map((a) => a.chapter))].map((code) => {
      const inChapter = own.filter((a) => a.chapter === code);
      const seeded = [...new Set(inChapter.flatMap((a) => (a.concept && masteries.has(a.concept) ? [a.concept] : [])))].map((c) => masteries.get(c)!.mastery);
      return {
        code,
        name: chapterName.get(code) ?? code,
        questions: inChapter.length,
        correct: inChapter.filter((a) => a.correct).length,
        mastery: seeded.length ? seeded.reduce((x, y) => x + y, 0) / seeded.length : null,
      };
    });
    return {
      code: s.code,
      name: s.name,
      questions: own.length,
      correct: own.filter((a) => a.correct).length,
      theta: Math.round(estimate.theta * 100) / 100,
      sd: Math.round(estimate.sd * 100) / 100,
      band: abilityBand(estimate.theta),
      stop: s.stop as SubjectStop,
      chapters,
    };
  });
}

/** The instructions of a diagnostic of `count` subjects in `durationS` seconds, in English and Hindi (Markdown). */
function instructions(count: number, durationS: number): Record<string, string> {
  const minutes = Math.round(durationS / 60);
  return {
    en: `## Diagnostic test\n\n- ${count} subjects, up to ${MAX_PER_SUBJECT} questions each, ${minutes} minutes at most.\n- Questions come one at a time: each depends on your answers so far, so answer with **Save & Next**. A question saved without an answer counts as not known.\n- A subject ends when we know your level well enough (at least ${MIN_PER_SKILL} questions); then the next one starts.\n- Your answers set where your practice and journey begin. You can take it again later.`,
    hi: `## डायग्नोस्टिक टेस्ट\n\n- ${count} विषय, हर एक में अधिकतम ${MAX_PER_SUBJECT} प्रश्न, अधिकतम ${minutes} मिनट।\n- प्रश्न एक-एक करके आते हैं: हर प्रश्न आपके अब तक के उत्तरों पर निर्भर है, इसलिए **सेव करें और आगे बढ़ें** से उत्तर दें। बिना उत्तर सेव किया गया प्रश्न "नहीं आता" माना जाता है।\n- जब आपका स्तर पर्याप्त रूप से पता चल जाता है (कम से कम ${MIN_PER_SKILL} प्रश्न), विषय समाप्त होता है और अगला शुरू होता है।\n- आपके उत्तर तय करते हैं कि आपका अभ्यास और यात्रा कहाँ से शुरू हो। आप इसे बाद में फिर से दे सकते हैं।`,
  };
}
