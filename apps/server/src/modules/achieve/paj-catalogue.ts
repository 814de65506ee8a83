import type { JourneyChapter, JourneyLesson, JourneyTest } from '@abhyas/domain';
import type { BrowseService } from '../content/browse.service.ts';
import type { ContentService } from '../content/content.service.ts';

/** What a journey is planned from and shown with: the exam's chapters, lessons and tests, and their names in a locale. */
export interface PajCatalogue {
  /** Chapters with their concepts (mastery not yet filled in), weight an equal share each. */
  chapters: { chapter: string; subject: string; concepts: string[] }[];
  lessons: JourneyLesson[];
  tests: JourneyTest[];
  /** Names in the locale: chapters, concepts, videos and tests by code. */
  names: Map<string, string>;
  /** The topic of each concept (a practice session's bundle). */
  topicOf: Map<string, string>;
  /** Each chapter's subject: its code and its name in the locale. */
  subjectOf: Map<string, { code: string; name: string }>;
}

/**
 * The exam's syllabus (learning map, content service), each chapter's concepts and videos (chapter
 * pages, browse service) and the exam's mock tests the profile may open (browse service), names in
 * `locale`. Videos are lessons of their chapter (minutes rounded up); every mock test is a full test.
 * `only`, when given, limits the chapter pages read to those chapters (names for a read, not a plan).
 */
export async function pajCatalogue(
  content: Pick<ContentService, 'learningMap'>,
  browse: Pick<BrowseService, 'chapter' | 'mocktests'>,
  profileId: string,
  examCode: string,
  locale: string,
  only?: ReadonlySet<string>,
): Promise<PajCatalogue> {
  const map = await content.learningMap(examCode, locale);
  const names = new Map<string, string>();
  const topicOf = new Map<string, string>();
  const subjectOf = new Map(map.subjects.flatMap((s) => s.chapters.map((c) => [c.code, { code: s.code, name: s.name }] as const)));
  const listed = map.subjects.flatMap((s) => s.chapters.map((c) => ({ code: c.code, name: c.name, subject: s.code }))).filter((c) => !only || only.has(c.code));
  const pages = await Promise.all(listed.map((c) => browse.chapter(c.code, locale, profileId)));
  const chapters: PajCatalogue['chapters'] = [];
  const lessons: JourneyLesson[] = [];
  listed.forEach((c, i) => {
    const page = pages[i]!;
    names.set(c.code, c.name);
    const concepts: string[] = [];
    for (const t of page.topics)
      for (const k of t.concepts) {
        if (topicOf.has(k.code)) continue;
        names.set(k.code, k.name);
        topicOf.set(k.code, t.code);
        concepts.push(k.code);
      }
    chapters.push({ chapter: c.code, subject: c.subject, concepts });
    for (const v of page.videos) {
      names.set(v.code, v.title);
      lessons.push({ code: v.code, chapter: c.code, minutes: Math.max(1, Math.ceil(v.lengthS / 60)) });
    }
  });
  const list = await browse.mocktests(examCode, locale, profileId);
  const tests: JourneyTest[] = list.tests.map((t) => {
    names.set(t.code, t.name);
    return { code: t.code, kind: 'full', minutes: Math.max(1, Math.ceil(t.durationS / 60)) };
  });
  return { chapters, lessons, tests, names, topicOf, subjectOf };
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
