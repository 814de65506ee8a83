import type { JourneyChapter, JourneyLesson, JourneyTest } from '@abhyas/domain';
import type { BrowseService } from '../content/browse.service.ts';
import type { ContentService } from '../content/content.service.ts';

/** What a journey is planned from and shown with: the exam's chapters, lessons and tests, and their names in a locale. */
export interface PajCatalogue {
  /** Chapters with their concepts (mastery not yet filled in), weight an equal share each. */
  chapters: { chapter: string; subject: string; concepts: string[] }[];
  lessons: JourneyLesson[];
  /** The shared full papers (the planner keeps those a day can hold) and a chapter test per chapter with questions enough. */
  tests: JourneyTest[];
  /** Names in the locale: chapters, concepts, videos and tests by code (a chapter test: its chapter's name). */
  names: Map<string, string>;
  /** The topic of each concept (a practice session's bundle). */
  topicOf: Map<string, string>;
  /** Each chapter's subject: its code and its name in the locale. */
  subjectOf: Map<string, { code: string; name: string }>;
  /** Questions a chapter test of each chapter holds (CHAPTER_TEST_QUESTIONS at most). */
  chapterTestQuestions: Map<string, number>;
}

/** A chapter test asks this many questions at most (issue 18 §4: a test that fits a day of study). */
export const CHAPTER_TEST_QUESTIONS = 10;
/** A chapter with fewer questions than this gets no chapter test. */
export const CHAPTER_TEST_MIN_QUESTIONS = 5;
/** Minutes per question of a chapter test: JEE Main's pace (180 min for 75 questions is 2.4; 2 keeps it short). */
export const CHAPTER_TEST_MINUTES_PER_QUESTION = 2;

/** The journey code of `chapter`'s chapter test (a create-your-own test is made of it when the step starts). */
export const chapterTestCode = (chapter: string) => `chapter-test:${chapter}`;
/** The chapter of a chapter-test code, or null for any other test code. */
export const chapterOfTestCode = (code: string) => (code.startsWith('chapter-test:') ? code.slice('chapter-test:'.length) : null);

/**
 * The exam's syllabus (learning map, content service), each chapter's concepts, videos and question
 * count (one outline read for all chapters, browse service), the exam's shared papers the profile
 * may open (each a full test) and a chapter test per chapter with CHAPTER_TEST_MIN_QUESTIONS or
 * more (decision 024: a full paper longer than a day is never planned, so chapter tests are what a
 * 60-minute day can hold), names in `locale`. Videos are lessons of their chapter (minutes rounded
 * up). `only`, when given, limits the chapters read to those (names for a read, not a plan).
 */
export async function pajCatalogue(
  content: Pick<ContentService, 'learningMap'>,
  browse: Pick<BrowseService, 'chapterOutlines' | 'sharedPapers'>,
  profileId: string,
  examCode: string,
  locale: string,
  only?: ReadonlySet<string>,
): Promise<PajCatalogue> {
  const map = await content.learningMap(examCode, locale);
  const names = new Map<string, string>();
  const topicOf = new Map<string, string>();
  const chapterTestQuestions = new Map<string, number>();
  const subjectOf = new Map(map.subjects.flatMap((s) => s.chapters.map((c) => [c.code, { code: s.code, name: s.name }] as const)));
  const listed = map.subjects.flatMap((s) => s.chapters.map((c) => ({ code: c.code, name: c.name, subject: s.code }))).filter((c) => !only || only.has(c.code));
  const [outlines, papers] = await Promise.all([
    browse.chapterOutlines(
      listed.map((c) => c.code),
      locale,
    ),
    browse.sharedPapers(examCode, locale, profileId),
  ]);
  const chapters: PajCatalogue['chapters'] = [];
  const lessons: JourneyLesson[] = [];
  const tests: JourneyTest[] = [];
  listed.forEach((c, i) => {
    const outline = outlines[i]!;
    names.set(c.code, c.name);
    const concepts: string[] = [];
    for (const t of outline.topics)
      for (const k of t.concepts) {
        if (topicOf.has(k.code)) continue;
        names.set(k.code, k.name);
        topicOf.set(k.code, t.code);
        concepts.push(k.code);
      }
    chapters.push({ chapter: c.code, subject: c.subject, concepts });
    for (const v of outline.videos) {
      names.set(v.code, v.title);
      lessons.push({ code: v.code, chapter: c.code, minutes: Math.max(1, Math.ceil(v.lengthS / 60)) });
    }
    if (outline.questionCount >= CHAPTER_TEST_MIN_QUESTIONS) {
      const n = Math.min(CHAPTER_TEST_QUESTIONS, outline.questionCount);
      const code = chapterTestCode(c.code);
      names.set(code, c.name);
      chapterTestQuestions.set(c.code, n);
      tests.push({ code, kind: 'chapter', chapter: c.code, minutes: n * CHAPTER_TEST_MINUTES_PER_QUESTION });
    }
  });
  for (const t of papers) {
    names.set(t.code, t.name);
    tests.push({ code: t.code, kind: 'full', minutes: Math.max(1, Math.ceil(t.durationS / 60)) });
  }
  return { chapters, lessons, tests, names, topicOf, subjectOf, chapterTestQuestions };
}

/** What the planner may know beyond the practised concepts: real-paper weights and per-subject priors. */
export interface PlannerPriors {
  /** Chapter weights from the exam's real papers (decision 023); empty or absent: equal weights. */
  weights?: ReadonlyMap<string, number>;
  /** P(known) of a concept never practised, per subject (from the latest diagnostic, decision 026); absent: `init`. */
  priorOf?: ReadonlyMap<string, number>;
}

/** A chapter the exam's papers never asked still gets this weight before normalising (as the diagnostic's floor). */
const FLOOR_WEIGHT = 0.002;

/**
 * Chapters for the planner: weights from the exam's real papers when known (a chapter they never
 * asked gets FLOOR_WEIGHT; normalised to sum 1), else an equal share each; mastery the mean of the
 * concepts' (a concept never practised: its subject's prior from the diagnostic, else `init`).
 */
export function journeyChapters(cat: PajCatalogue, mastery: Map<string, number>, init: number, priors: PlannerPriors = {}): JourneyChapter[] {
  const known = priors.weights && priors.weights.size > 0 ? priors.weights : null;
  const raw = cat.chapters.map((c) => (known ? Math.max(known.get(c.chapter) ?? 0, FLOOR_WEIGHT) : 1));
  const total = raw.reduce((s, w) => s + w, 0) || 1;
  return cat.chapters.map((c, i) => {
    const prior = priors.priorOf?.get(c.subject) ?? init;
    const concepts = c.concepts.map((k) => ({ concept: k, mastery: mastery.get(k) ?? prior }));
    const mean = concepts.length ? concepts.reduce((s, k) => s + k.mastery, 0) / concepts.length : prior;
    return { chapter: c.chapter, subject: c.subject, weight: raw[i]! / total, mastery: mean, ...(concepts.length ? { concepts } : {}) };
  });
}
