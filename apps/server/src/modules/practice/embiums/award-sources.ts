import { TtlCache } from '../../../lib/ttl-cache.ts';
import type { AchievementsService } from '../../achievements/achievements.service.ts';
import type { MockTestsService } from '../../mock-tests/mock-tests.service.ts';
import type { RevisionService } from '../../revision/revision.service.ts';
import type { AwardSources } from './embiums.service.ts';

/** The award checks from the services that hold the facts (wired in app.ts). */
export function awardSourcesOf(
  tests: Pick<MockTestsService, 'findSession'>,
  revision: Pick<RevisionService, 'dayDone'>,
  achievements: Pick<AchievementsService, 'earnedIds'>,
): AwardSources {
  // The achievements page awards each earned milestone in turn: one computation serves the burst
  // (a milestone not in the kept list is looked up afresh, so one earned a moment ago counts).
  const earned = new TtlCache<string, string[]>(30_000, 500);
  return {
    testSession: (profileId, sessionId) => tests.findSession(profileId, sessionId),
    revisionDayDone: (profileId, day) => revision.dayDone(profileId, day),
    milestoneEarned: async (profileId, examCode, milestoneId) => {
      const key = `${profileId} ${examCode}`;
      if (earned.get(key)?.includes(milestoneId)) return true;
      const ids = await achievements.earnedIds(profileId, examCode);
      if (ids) earned.set(key, ids);
      return ids ? ids.includes(milestoneId) : null;
    },
  };
}
