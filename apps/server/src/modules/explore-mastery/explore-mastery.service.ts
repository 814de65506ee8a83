import type {
  ExploreMasteryChapters,
  ExploreMasterySubjects,
  ExploreMasteryTopics,
  LearningMap,
  MasteryChapter,
  MasteryRollupView,
  MasterySubject,
} from '@abhyas/contracts';
import { masteryPercent, rollUpMastery, sortWeakestFirst, type MasteryRollup } from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ContentService } from '../content/content.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';

/** Where a practice started from Explore mastery returns to (the web route, docs/web-shell.md). */
export const EXPLORE_MASTERY_PATH = '/achieve/explore-mastery';

/** The exam part of every Explore mastery query. */
export interface ExamQuery {
  exam_code: string;
  goal_code: string;
  locale: string;
}

/** The caller of a chapters call: a child token's profile, or a parent account. */
export type MasteryCaller = { kind: 'child'; profileId: string } | { kind: 'parent'; userId: string };

type MapSubject = LearningMap['subjects'][number];
type MapChapter = MapSubject['chapters'][number];

/** 400 naming the field at fault (`querystring.<field>`, as the schema validation names it). */
const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path: `querystring.${path}`, message }]);

/** A roll-up as the contract shows it. */
function view(r: MasteryRollup): MasteryRollupView {
  return {
    p_known: r.mastery,
    percent: masteryPercent(r.mastery),
    concepts_practised: r.practised,
    concepts_total: r.total,
    concepts_mastered: r.mastered,
    state: r.state,
  };
}

/** The Normal practice of a chapter (learning.md §2 Practice), returning to Explore mastery. */
export function chapterPracticeUrl(chapter: { code: string; name: string }, examCode: string): string {
  const q = new URLSearchParams({ mode: 'Normal', lm_code: chapter.code, lm_level: 'chapter', lm_name: chapter.name, title: chapter.name });
  q.set('exam_code', examCode);
  q.set('origin_url', EXPLORE_MASTERY_PATH);
  return `/practice?${q.toString()}`;
}

/** A practice of one topic's questions (CustomPractice with the topic as practice_id), returning to Explore mastery. */
export function topicPracticeUrl(topic: { code: string; name: string }): string {
  const q = new URLSearchParams({ mode: 'CustomPractice', practice_id: topic.code, lm_name: topic.name, title: topic.name, origin_url: EXPLORE_MASTERY_PATH });
  return `/practice?${q.toString()}`;
}

/**
 * Explore mastery (issue 18 §4; learning.md §7 Achieve `exploreMastery`): the exam's learning map
 * (content service) with the profile's BKT concept estimates (practice service) rolled up per topic,
 * chapter and subject by the domain rule (packages/domain/src/mastery-rollup). Subjects keep syllabus
 * order; chapters and topics come practised-weakest first, then not started in syllabus order.
 * Errors: 400 UNKNOWN_EXAM (exam_code), GOAL_MISMATCH (goal_code), UNKNOWN_SUBJECT (subject_code),
 * UNKNOWN_CHAPTER (chapter_code), USER_ID_REQUIRED (user_id, parent token); 404 PROFILE_NOT_FOUND.
 */
export class ExploreMasteryService {
  constructor(
    private readonly content: Pick<ContentService, 'findExam' | 'learningMap' | 'conceptsOfTopics'>,
    private readonly practice: Pick<PracticeService, 'masteryOf'>,
    private readonly profiles: Pick<ProfilesService, 'ownsProfile'>,
  ) {}

  /**
   * The profile whose mastery a chapters call shows: a child token's own (a `user_id` naming any
   * other is 404), or with a parent token the `user_id` profile of the account (400 when missing,
   * 404 when not the account's).
   */
  async profileFor(caller: MasteryCaller, userId: string | undefined): Promise<string> {
    const missing = () => notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    if (caller.kind === 'child') {
      if (userId !== undefined && userId !== caller.profileId) throw missing();
      return caller.profileId;
    }
    if (userId === undefined) throw badField('user_id', 'USER_ID_REQUIRED', 'With a parent token, name the profile in user_id.');
    if (!(await this.profiles.ownsProfile(caller.userId, userId))) throw missing();
    return userId;
  }

  /** The exam's map with the profile's estimates; 400 for an unknown exam or a goal that is not the exam's. */
  private async load(profileId: string, q: ExamQuery) {
    const found = await this.content.findExam(q.exam_code);
    if (!found) throw badField('exam_code', 'UNKNOWN_EXAM', `Unknown exam '${q.exam_code}'. See GET /api/content/goals-exams.`);
    if (found.goal.code !== q.goal_code) throw badField('goal_code', 'GOAL_MISMATCH', `The exam '${q.exam_code}' belongs to the goal '${found.goal.code}'.`);
    const map = await this.content.learningMap(q.exam_code, q.locale);
    const topicCodes = map.subjects.flatMap((s) => s.chapters.flatMap((c) => c.topics.map((t) => t.code)));
    const concepts = await this.content.conceptsOfTopics(topicCodes);
    const byTopic = new Map<string, string[]>();
    for (const c of concepts) byTopic.set(c.topicCode, [...(byTopic.get(c.topicCode) ?? []), c.code]);
    const known = await this.practice.masteryOf(
      profileId,
      concepts.map((c) => c.code),
    );
    const ofTopic = (code: string) => byTopic.get(code) ?? [];
    const ofChapter = (c: MapChapter) => c.topics.flatMap((t) => ofTopic(t.code));
    const ofSubject = (s: MapSubject) => s.chapters.flatMap(ofChapter);
    const exam = { code: map.exam.code, name: map.exam.name, goal_code: map.exam.goal_code };
    return { map, exam, known, ofTopic, ofChapter, ofSubject };
  }

  private subjectOf(map: LearningMap, code: string): MapSubject {
    const s = map.subjects.find((x) => x.code === code);
    if (!s) throw badField('subject_code', 'UNKNOWN_SUBJECT', `'${code}' is not a subject of ${map.exam.code}.`);
    return s;
  }

  /** GET /api/exploreMastery/subjects: the exam's subjects (syllabus order) and the whole exam's roll-up. */
  async subjects(profileId: string, q: ExamQuery): Promise<ExploreMasterySubjects> {
    const { map, exam, known, ofSubject } = await this.load(profileId, q);
    const subjects: MasterySubject[] = map.subjects.map((s) => ({
      code: s.code,
      name: s.name,
      mastery: view(rollUpMastery(ofSubject(s), known)),
      chapter_count: s.chapters.length,
    }));
    return { exam, profile_id: profileId, overall: view(rollUpMastery(map.subjects.flatMap(ofSubject), known)), subjects };
  }

  /** GET /api/exploreMastery/chapters: a subject's chapters, practised weakest first, then the rest in syllabus order. */
  async chapters(profileId: string, q: ExamQuery & { subject_code: string }): Promise<ExploreMasteryChapters> {
    const { map, exam, known, ofChapter, ofSubject } = await this.load(profileId, q);
    const s = this.subjectOf(map, q.subject_code);
    const rolled = s.chapters.map((c) => ({ c, rollup: rollUpMastery(ofChapter(c), known) }));
    return {
      exam,
      profile_id: profileId,
      subject: { code: s.code, name: s.name, mastery: view(rollUpMastery(ofSubject(s), known)), chapter_count: s.chapters.length },
      chapters: sortWeakestFirst(rolled).map(({ c, rollup }) => this.chapterView(c, rollup, exam.code)),
    };
  }

  private chapterView(c: MapChapter, rollup: MasteryRollup, examCode: string): MasteryChapter {
    return { code: c.code, name: c.name, number: c.number, mastery: view(rollup), topic_count: c.topics.length, practice_url: chapterPracticeUrl(c, examCode) };
  }

  /** GET /api/exploreMastery/topics: a chapter's topics, ordered like chapters. */
  async topics(profileId: string, q: ExamQuery & { subject_code: string; chapter_code: string }): Promise<ExploreMasteryTopics> {
    const { map, exam, known, ofTopic, ofChapter } = await this.load(profileId, q);
    const s = this.subjectOf(map, q.subject_code);
    const c = s.chapters.find((x) => x.code === q.chapter_code);
    if (!c) throw badField('chapter_code', 'UNKNOWN_CHAPTER', `'${q.chapter_code}' is not a chapter of ${s.code} in ${map.exam.code}.`);
    const rolled = c.topics.map((t) => ({ t, rollup: rollUpMastery(ofTopic(t.code), known) }));
    return {
      exam,
      profile_id: profileId,
      subject: { code: s.code, name: s.name },
      chapter: this.chapterView(c, rollUpMastery(ofChapter(c), known), exam.code),
      topics: sortWeakestFirst(rolled).map(({ t, rollup }) => ({ code: t.code, name: t.name, mastery: view(rollup), practice_url: topicPracticeUrl(t) })),
    };
  }
}
