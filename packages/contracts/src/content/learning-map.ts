import { z } from 'zod';
import { localeParam } from '../common.ts';

/** GET /api/content/learning-map?exam=&locale= (issue #3 §1, learning.md §3). */
export const learningMapQuery = z.object({
  exam: z.string().min(1).max(80),
  locale: localeParam.optional(),
});

/**
 * Learning-map fields of the spec on every node (learning.md §3): `lm_code` (the node's code),
 * `lm_level` (subject, chapter, topic), `lm_name` (the path below the exam's learnpath name, e.g.
 * `cbse/class-10/mathematics/ncert-10-mathematics-ch01`) and, on chapters and topics, `bundle_code`
 * (the practice bundle of the node: its code).
 */
const lm = (level: 'subject' | 'chapter' | 'topic') => ({ lm_code: z.string(), lm_level: z.literal(level), lm_name: z.string() });
const topic = z.object({ code: z.string(), name: z.string(), ...lm('topic'), bundle_code: z.string() });
const chapter = z.object({
  code: z.string(),
  number: z.number().int().nullable(),
  grade: z.number().int().nullable(),
  name: z.string(),
  videoCount: z.number().int(),
  questionCount: z.number().int(),
  ...lm('chapter'),
  bundle_code: z.string(),
  topics: z.array(topic),
});

/** The exam's subjects with their chapters (and topics) in book or syllabus order; names in `locale`. */
export const learningMapResponse = z
  .object({
    exam: z.object({
      code: z.string(),
      name: z.string(),
      goal_code: z.string(),
      format_reference: z.string(),
      learnpath_name: z.string(),
      supported_languages: z.array(z.string()).describe("interface languages the exam's content is offered in"),
    }),
    subjects: z.array(z.object({ code: z.string(), name: z.string(), ...lm('subject'), chapters: z.array(chapter) })),
  })
  .meta({ id: 'LearningMap' });
export type LearningMap = z.infer<typeof learningMapResponse>;
