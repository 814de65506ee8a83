import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

export type NewFeedback = typeof feedback.$inferInsert;
export type FeedbackRow = typeof feedback.$inferSelect;

/** The feedback module's SQL (issue 24 §5): store one message; read the latest (tests, support). */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewFeedback): Promise<void> {
    await this.db.insert(feedback).values(row);
  }

  /** The latest `limit` messages, newest first. */
  async latest(limit: number): Promise<FeedbackRow[]> {
    return this.db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
  }
}
