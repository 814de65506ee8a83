import {
  NOTIFICATION_CHANNELS,
  type InAppListPayload,
  type InAppListQuery,
  type InAppRecord,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPriority,
} from '@abhyas/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { InAppRow, NotificationsRepository } from './notifications.repository.ts';

/** What another module asks to tell a profile (`notify`). */
export interface NotifyInput {
  /** What it is about (`test_scored`, …): the web words it by kind, falling back to `title`. */
  kind: string;
  title: string;
  body?: string;
  /** An in-app path to open, e.g. `/test/summary/<id>`. */
  link?: string | null;
  priority?: NotificationPriority;
  /** The same key for the same profile stores one record only (idempotent). */
  dedupeKey: string;
  tags?: string[];
  /** Values the web's wording by kind interpolates. */
  params?: Record<string, string | number>;
}

/** A channel's value when the profile never chose (decision 030): every channel on except SMS and WhatsApp. */
export const DEFAULT_PREFERENCES: NotificationPreferences = { EM: true, SMS: false, WA: false, PN: true, IA: true };

/**
 * The notice that a test's result is ready (the mock-tests `onScored` hook; one per session): links
 * to the test feedback page, or to the diagnostic's next step for an Achieve diagnostic.
 */
export function testScoredNotice(session: { id: string; bundleCode: string }, score: { score: number; maxMarks: number }, diagnostic: boolean): NotifyInput {
  return {
    kind: 'test_scored',
    title: 'Your test result is ready',
    body: `You scored ${score.score} of ${score.maxMarks}.`,
    link: diagnostic
      ? `/achieve/diagnostic-tests/select-tests/${encodeURIComponent(session.id)}`
      : `/mock-test/${encodeURIComponent(session.bundleCode)}/analyze?session=${encodeURIComponent(session.id)}`,
    priority: 'high',
    dedupeKey: `test_scored:${session.id}`,
    tags: ['test'],
    params: { score: score.score, max_marks: score.maxMarks },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** A stored record as the contract shows it. */
export function recordView(r: InAppRow): InAppRecord {
  return {
    id: r.id,
    status: r.status,
    deleted: r.deletedAt !== null,
    type: r.kind,
    tags: r.tags,
    priority: r.priority,
    title: r.title,
    body: r.body,
    link: r.link,
    params: r.params,
    created_at: r.createdAt.getTime(),
  };
}

/**
 * In-app notifications (issue 20 §1; platform.md §4.4, §7.3): a profile's records, the unread
 * count, mark read/unread, soft delete and restore, channel preferences, and `notify` for other
 * modules. Errors: 404 NOTIFICATION_NOT_FOUND naming (in `details`) every id that is not one of
 * the caller's records; nothing is changed then.
 */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly now: () => number,
  ) {}

  /**
   * Stores an in-app notification for the profile, once per `dedupeKey` (a repeat returns the
   * stored record unchanged). Skipped (null) when the profile turned the in-app channel (IA) off.
   */
  async notify(profileId: string, input: NotifyInput): Promise<InAppRecord | null> {
    if (!(await this.preferences(profileId)).IA) return null;
    const row = await this.repo.insert({
      profileId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      link: input.link ?? null,
      priority: input.priority ?? 'medium',
      dedupeKey: input.dedupeKey,
      tags: input.tags ?? [],
      params: input.params ?? {},
      createdAt: new Date(this.now()),
    });
    return recordView(row);
  }

  /** GET /api/notification/in-app: a page (0-based) of the profile's records that are not deleted, newest first. */
  async list(profileId: string, q: Pick<InAppListQuery, 'status' | 'page' | 'pageSize'>): Promise<InAppListPayload> {
    const { rows, total } = await this.repo.page(profileId, q.status, q.page * q.pageSize, q.pageSize);
    return { content: rows.map(recordView), page: q.page, pageSize: q.pageSize, totalElements: total, last: (q.page + 1) * q.pageSize >= total };
  }

  /** PATCH /api/notification/in-app: read/unread (a deleted record is restored too) or deleted; how many records changed. */
  async setStatus(profileId: string, ids: string[], status: 'read' | 'unread' | 'deleted'): Promise<{ documents_affected: number }> {
    const unique = await this.owned(profileId, ids);
    const n = status === 'deleted' ? await this.repo.softDelete(profileId, unique, new Date(this.now())) : await this.repo.setStatus(profileId, unique, status);
    return { documents_affected: n };
  }

  /** DELETE /api/notification/in-app: soft-deletes the records; how many changed. */
  async remove(profileId: string, ids: string[]): Promise<{ documents_affected: number }> {
    return this.setStatus(profileId, ids, 'deleted');
  }

  /** GET /api/notification/preferences: every channel, stored choice or default. */
  async preferences(profileId: string): Promise<NotificationPreferences> {
    const prefs = { ...DEFAULT_PREFERENCES };
    for (const row of await this.repo.preferences(profileId)) {
      if ((NOTIFICATION_CHANNELS as readonly string[]).includes(row.channel)) prefs[row.channel as NotificationChannel] = row.enabled;
    }
    return prefs;
  }

  /** POST /api/notification/preferences: sets one channel; returns every channel. */
  async setPreference(profileId: string, channel: NotificationChannel, enable: boolean): Promise<NotificationPreferences> {
    await this.repo.setPreference(profileId, channel, enable, new Date(this.now()));
    return this.preferences(profileId);
  }

  /** The distinct ids, all the profile's records; otherwise 404 naming the others. */
  private async owned(profileId: string, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const mine = new Set(
      await this.repo.ownedIds(
        profileId,
        unique.filter((id) => UUID.test(id)),
      ),
    );
    const missing = unique.filter((id) => !mine.has(id));
    if (missing.length > 0) {
      throw new AppError(
        404,
        'NOTIFICATION_NOT_FOUND',
        `No such notification of this profile: ${missing.join(', ')}.`,
        missing.map((id) => ({ path: 'body.in_app_record_ids', message: `No such notification: ${id}` })),
      );
    }
    return unique;
  }
}
