import { z } from 'zod';
import { localeParam } from '../common.ts';

/**
 * Explore mastery (issue 18 §4; learning.md §7 Achieve): the calling profile's mastery per subject →
 * chapter → topic, rolled up from the BKT concept estimates practice keeps (the rule:
 * packages/domain/src/mastery-rollup/rollup.ts, docs/api.md "Explore mastery"). Profile token.
 * Names in `locale` (English where a name has no translation).
 */

const code = z.string().trim().min(1).max(120);
const examQuery = {
  exam_code: code.describe('the exam whose learning map is rolled up, e.g. jee-main'),
  goal_code: code.describe("the exam's goal, e.g. k12-cbse (must be the exam's goal)"),
  locale: localeParam.optional(),
};

/** GET /api/exploreMastery/subjects?exam_code&goal_code&locale. */
export const exploreMasterySubjectsQuery = z.object(examQuery);
/** GET /api/exploreMastery/chapters?exam_code&goal_code&subject_code&user_id&locale: `user_id` the caller's own profile (a parent token: a profile of the account). */
export const exploreMasteryChaptersQuery = z.object({
  ...examQuery,
  subject_code: code.describe('a subject of the exam, e.g. physics'),
  user_id: z
    .uuid()
    .optional()
    .describe("the profile whose mastery is shown: the child token's own (default), or with a parent token one of the account's profiles (required then)"),
});
/** GET /api/exploreMastery/topics?exam_code&goal_code&subject_code&chapter_code&locale. */
export const exploreMasteryTopicsQuery = z.object({
  ...examQuery,
  subject_code: code.describe('a subject of the exam'),
  chapter_code: code.describe('a chapter of that subject in the exam'),
});

/** A node's roll-up: mean P(known) over its practised concepts, with counts and a state. */
export const masteryRollupSchema = z
  .object({
    p_known: z.number().min(0).max(1).nullable().describe('mean BKT P(known) over the practised concepts, 0–1; null: not started'),
    percent: z.number().int().min(0).max(100).nullable().describe('p_known as a whole percentage; null: not started'),
    concepts_practised: z.number().int().describe('concepts answered at least once'),
    concepts_total: z.number().int().describe('concepts under the node in the learning map'),
    concepts_mastered: z.number().int().describe('practised concepts at or above 0.95'),
    state: z.enum(['not_started', 'weak', 'developing', 'mastered']).describe('weak < 0.5 ≤ developing < 0.95 ≤ mastered'),
  })
  .meta({ id: 'MasteryRollup' });
export type MasteryRollupView = z.infer<typeof masteryRollupSchema>;

const examRef = z.object({ code: z.string(), name: z.string(), goal_code: z.string() });
const subjectRef = z.object({ code: z.string(), name: z.string() });
const practiceUrl = z.string().describe('the web page that practises this node: /practice?… (learning.md §2 Practice)');

/** A subject of the exam with its roll-up. */
export const masterySubjectSchema = subjectRef.extend({ mastery: masteryRollupSchema, chapter_count: z.number().int() });
/** A chapter with its roll-up and where to practise it (Normal practice of the chapter). */
export const masteryChapterSchema = z.object({
  code: z.string(),
  name: z.string(),
  number: z.number().int().nullable(),
  mastery: masteryRollupSchema,
  topic_count: z.number().int(),
  practice_url: practiceUrl,
});
/** A topic with its roll-up and where to practise it (CustomPractice of the topic). */
export const masteryTopicSchema = z.object({ code: z.string(), name: z.string(), mastery: masteryRollupSchema, practice_url: practiceUrl });

/** Answer of the subjects call: the exam's subjects in syllabus order, and the whole exam's roll-up. */
export const exploreMasterySubjectsResponse = z
  .object({ exam: examRef, profile_id: z.string(), overall: masteryRollupSchema, subjects: z.array(masterySubjectSchema) })
  .meta({ id: 'ExploreMasterySubjects' });
/** Answer of the chapters call: a subject's chapters, practised ones weakest first, then the others in syllabus order. */
export const exploreMasteryChaptersResponse = z
  .object({ exam: examRef, profile_id: z.string(), subject: masterySubjectSchema, chapters: z.array(masteryChapterSchema) })
  .meta({ id: 'ExploreMasteryChapters' });
/** Answer of the topics call: a chapter's topics, ordered like chapters. */
export const exploreMasteryTopicsResponse = z
  .object({ exam: examRef, profile_id: z.string(), subject: subjectRef, chapter: masteryChapterSchema, topics: z.array(masteryTopicSchema) })
  .meta({ id: 'ExploreMasteryTopics' });

export type ExploreMasterySubjects = z.infer<typeof exploreMasterySubjectsResponse>;
export type ExploreMasteryChapters = z.infer<typeof exploreMasteryChaptersResponse>;
export type ExploreMasteryTopics = z.infer<typeof exploreMasteryTopicsResponse>;
export type MasterySubject = z.infer<typeof masterySubjectSchema>;
export type MasteryChapter = z.infer<typeof masteryChapterSchema>;
export type MasteryTopic = z.infer<typeof masteryTopicSchema>;
