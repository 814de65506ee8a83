import { type feedbackResponse, type FeedbackCategory } from '@abhyas/contracts';
import { api, profileOrParentAuth, type AuthMode, type Decoded } from '../../../lib/api-client.ts';

export interface FeedbackInput {
  category: FeedbackCategory;
  message: string;
  /** A guest's mobile or email to answer at (optional). */
  contact?: string;
  /** The path the learner came from. */
  page?: string;
  locale: string;
}

/**
 * POST /api/feedback (docs/api.md "Feedback"): with the profile's (else the parent's) token when
 * signed in, without one for a guest. Resolves the stored id; rejects with ApiError (400, 429, network).
 */
export async function sendFeedback(input: FeedbackInput, signedIn: boolean): Promise<string> {
  const auth: AuthMode = signedIn ? profileOrParentAuth() : 'none';
  const body = { ...input, ...(input.contact?.trim() ? { contact: input.contact.trim() } : { contact: undefined }) };
  const res = await api<Decoded<typeof feedbackResponse>>('/api/feedback', { method: 'POST', body, auth, feature: 'feedback' });
  return res.data.data.id;
}
