import type { z } from 'zod';
import type { bookmarkBody, bookmarkQuery, practiceErrorReportBody, updatePajQuery, userAttemptsBody } from '@abhyas/contracts';
import { forbidden, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import type { AnswerSealService } from '../../mock-tests/answer-seal.service.ts';
import { splitCodes } from '../lookup/code-lists.ts';
import type { ActivityRepository, BookmarkRow } from './activity.repository.ts';

type ContentType = 'Question';

const stateOf = (contentId: string, contentType: ContentType, row: BookmarkRow | undefined) => ({
  content_id: contentId,
  content_type: contentType,
  bookmarked: row?.bookmarked ?? false,
  status: row?.bookmarked ? ('bookmarked' as const) : ('not_bookmarked' as const),
  updated_at: row ? row.updatedAt.toISOString() : null,
});

/**
 * What practice records besides sessions (learning.md §3, §7, §8 Practice): question bookmarks,
 * client error reports, guided-journey step progress, and a profile's attempts on given questions.
 */
export class PracticeActivityService {
  constructor(
    private readonly repo: ActivityRepository,
    private readonly seals: AnswerSealService,
  ) {}

  /** 403 NOT_YOUR_PROFILE when a `child_id` is sent that is not the signed-in profile. */
  private static sameProfile(profileId: string, childId: string | undefined) {
    if (childId !== undefined && childId !== '' && childId !== profileId) throw forbidden('child_id is not the signed-in profile.', 'NOT_YOUR_PROFILE');
  }

  /** Bookmark states of up to 50 comma-joined question codes (GET /api/v1/practice/bookmark); never-bookmarked ones are `bookmarked: false`. */
  async bookmarks(profileId: string, q: z.infer<typeof bookmarkQuery>) {
    PracticeActivityService.sameProfile(profileId, q.child_id);
    const ids = splitCodes(q.content_id, 'content_id');
    const rows = await this.repo.questionBookmarks(profileId, ids);
    return {
      data: ids.map((id) =>
        stateOf(
          id,
          'Question',
          rows.find((r) => r.contentId === id),
        ),
      ),
    };
  }

  /** Sets or clears a question bookmark (POST /api/v1/practice/bookmark); the same state twice changes nothing. 404 UNKNOWN_CONTENT. */
  async setBookmark(profileId: string, b: z.infer<typeof bookmarkBody>) {
    PracticeActivityService.sameProfile(profileId, b.child_id);
    if (!(await this.repo.questionExists(b.content_id))) throw notFound(`No question '${b.content_id}'.`, 'UNKNOWN_CONTENT');
    const payload = { exam_name: b.exam_name, goal_name: b.goal_name, locale: b.locale, source: b.source, parent_id: b.parent_id };
    const row = await this.repo.saveBookmark(profileId, {
      contentType: b.content_type,
      contentId: b.content_id,
      bookmarked: b.bookmarked,
      category: b.content_category_type,
      payload,
    });
    return { success: true as const, data: stateOf(b.content_id, b.content_type, row) };
  }

  /** Stores a client error report (learning.md §8 Practice); `profileId` when the caller was signed in. */
  async reportError(profileId: string | null, r: z.infer<typeof practiceErrorReportBody>) {
    const id = newId();
    await this.repo.storeErrorReport({
      id,
      profileId,
      errorCode: String(r.error_code),
      errorType: r.error_type,
      label: r.label,
      screenName: r.screen_name,
      moduleName: r.module_name,
      featureName: r.feature_name,
      message: r.message ?? null,
      sessionId: r.session_id ?? null,
    });
    return { id, stored: true as const };
  }

  /** Records guided-journey step progress (POST /achieve/update_paj): one row per step and object, updated in place. */
  async updatePaj(profileId: string, q: z.infer<typeof updatePajQuery>) {
    const row = await this.repo.savePajProgress(profileId, {
      pajId: q.paj_id,
      stepIndex: q.step_index,
      pathType: q.path_type ?? '',
      pathIndex: q.path_index ?? -1,
      objectId: q.object_id ?? '',
      objectType: q.object_type ?? null,
      status: q.status,
      callId: q.call_id ?? null,
    });
    return {
      success: true as const,
      data: {
        paj_id: row.pajId,
        step_index: row.stepIndex,
        path_type: row.pathType || null,
        path_index: row.pathIndex < 0 ? null : row.pathIndex,
        object_type: row.objectType,
        object_id: row.objectId || null,
        status: row.status,
        call_id: row.callId,
        updated_at: row.updatedAt.toISOString(),
      },
    };
  }

  /**
   * The profile's latest practice attempt on each question asked for (POST /v1/userAttempts), with
   * how many there were; without whether it was right (`correct` and `attemptTypeBadge` null) for a
   * question sealed now (decision 017).
   */
  async userAttempts(profileId: string, b: z.infer<typeof userAttemptsBody>) {
    const codes = [...new Set([...b.question_codes, ...b.question_ids.map(String)])];
    const [rows, sealed] = await Promise.all([this.repo.attemptsOn(profileId, codes), this.seals.sealedFor({ profileId })]);
    return {
      data: codes.map((code) => {
        const mine = rows.filter((r) => r.code === code);
        const latest = mine[0];
        const answer = {
          question_code: code,
          attempted: mine.length > 0,
          attempts: mine.length,
          correct: latest ? latest.correct : null,
          attemptTypeBadge: latest?.type ?? null,
          last_attempted_at: latest ? latest.at.toISOString() : null,
        };
        return sealed.has(code) ? { ...answer, correct: null, attemptTypeBadge: null } : answer;
      }),
    };
  }
}
