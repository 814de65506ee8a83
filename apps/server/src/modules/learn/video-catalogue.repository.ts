import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';

/** A row of the video catalogue (`item` holds the pack's video as imported). */
export type VideoRow = typeof videos.$inferSelect;

/** Reads of the video catalogue the Learn/Video calls share. */
export class VideoCatalogueRepository {
  constructor(private readonly db: Db) {}

  /** The video with this code, or undefined. */
  async findByCode(code: string): Promise<VideoRow | undefined> {
    const [row] = await this.db.select().from(videos).where(eq(videos.code, code)).limit(1);
    return row;
  }
}
