import { z } from 'zod';

import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN } from '../constants.ts';

export { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN };
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** Feedback accepted per client address in FEEDBACK_RATE_WINDOW. */
export const FEEDBACK_RATE_MAX = 5;
export const FEEDBACK_RATE_WINDOW = '10 minutes';

/**
 * POST /api/feedback: a signed-in learner's or a guest's feedback. `contact` is an optional
 * address to answer a guest at (mobile or email, as typed); `page` the path the feedback was sent from.
 */
export const feedbackBody = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES),
    message: z.string().trim().min(FEEDBACK_MESSAGE_MIN).max(FEEDBACK_MESSAGE_MAX),
    contact: z.string().trim().max(200).optional(),
    page: z.string().max(500).regex(/^\//, 'a path starting with /').optional(),
    locale: z.string().min(2).max(10).optional(),
  })
  .meta({ id: 'FeedbackBody' });

export const feedbackResponse = z.object({ data: z.object({ id: z.string(), stored: z.literal(true) }) }).meta({ id: 'FeedbackResponse' });
