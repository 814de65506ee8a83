import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mocktestBundles } from '../../../db/schema/index.ts';

/** A mock test as stored (`mocktest_bundles`): sections with their question codes and marking, schedule, instructions. */
export type BundleRow = typeof mocktestBundles.$inferSelect;

/** The reads of a test's bundle (the paper, its meta, starts and scoring all begin here). */
export class PaperRepository {
  constructor(private readonly db: Db) {}

  /** The bundle with `code` (published or a create-your-own test), or undefined. */
  async findBundle(code: string): Promise<BundleRow | undefined> {
    const [row] = await this.db.select().from(mocktestBundles).where(eq(mocktestBundles.code, code)).limit(1);
    return row;
  }
}
