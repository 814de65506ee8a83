import type { z } from 'zod';
import type { feedbackBody } from '@abhyas/contracts';
import { newId } from '../../lib/ids.ts';
import type { FeedbackRepository, FeedbackRow } from './feedback.repository.ts';

/** Who sent it: from the verified token (nulls for a guest) and the browser id header. */
export interface FeedbackSender {
  userId: string | null;
  profileId: string | null;
  browserId: string | null;
}

/** Stores feedback from `/feedback` (issue 24 §5). */
export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores one message; returns its id. */
  async submit(body: z.infer<typeof feedbackBody>, sender: FeedbackSender): Promise<{ id: string; stored: true }> {
    const id = newId();
    await this.repo.insert({
      id,
      createdAt: new Date(this.now()),
      category: body.category,
      message: body.message,
      contact: body.contact ? body.contact : null,
      page: body.page ?? null,
      locale: body.locale ?? null,
      userId: sender.userId,
      profileId: sender.profileId,
      browserId: sender.browserId,
    });
    return { id, stored: true };
  }

  /** The latest messages, newest first. */
  latest(limit = 50): Promise<FeedbackRow[]> {
    return this.repo.latest(limit);
  }
}
