import { z } from 'zod';

/** GET /api/content/learning-map?exam=&locale= (issue #3 §1, learning.md §3). */
export const learningMapQuery = z.object({
  exam: z.string().min(1).max(80),
  locale: z.string().max(8).optional(),
});

const topic = z.object({ code: z.string(), name: z.string() });
const chapter = z.object({
  code: z.string(),
  number: z.number().int().nullable(),
  grade: z.number().int().nullable(),
  name: z.string(),
  videoCount: z.number().int(),
  questionCount: z.number().int(),
  topics: z.array(topic),
});

/** The exam's subjects with their chapters (and topics) in book or syllabus order; names in `locale`. */
export const learningMapResponse = z
  .object({
    exam: z.object({ code: z.string(), name: z.string() }),
    subjects: z.array(z.object({ code: z.string(), name: z.string(), chapters: z.array(chapter) })),
  })
  .meta({ id: 'LearningMap' });
export type LearningMap = z.infer<typeof learningMapResponse>;
