import { Alert } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmbiumEvent } from '@abhyas/contracts';
import { currentProfileId } from '../../../lib/api-client.ts';
import { awardEmbiums } from '../api/embium-history.ts';
import { refreshEmbiumBalance } from '../stores/embium-balance.ts';

/** The message key of each award event's feedback (namespace `embiums`). */
const MESSAGE: Record<Exclude<EmbiumEvent, 'practice_answer'>, string> = {
  practice_session_complete: 'award.session',
  test_finished: 'award.test',
  revision_done: 'award.revision',
  milestone: 'award.milestone',
};

/**
 * Award feedback (issue 20 §3; platform.md §7.4): once `enabled` (the object has earned it), asks
 * the server for the award of each object in `objects`, one after another, and says what they
 * earned together. The ledger awards once per object, so a second visit earns (and shows) nothing; a
 * failure, a 409 NOT_ELIGIBLE included, is ignored (§8 "Embium call failure … is ignored").
 */
export function EmbiumAward({
  event,
  objects,
  enabled = true,
  mb,
}: {
  event: Exclude<EmbiumEvent, 'practice_answer'>;
  objects: string[];
  enabled?: boolean;
  /** Space below the notice (Mantine spacing), when it stands above other content. */
  mb?: string;
}) {
  const { t } = useTranslation('embiums');
  const award = useQuery({
    queryKey: ['embiums', currentProfileId(), 'award', event, ...objects],
    queryFn: async () => {
      let earned = 0;
      for (const object of objects)
        earned += await awardEmbiums(event, object).then(
          (r) => r.awarded_points,
          () => 0,
        );
      if (earned > 0) void refreshEmbiumBalance();
      return earned;
    },
    enabled: enabled && objects.length > 0 && objects.every((o) => o !== ''),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const earned = award.data ?? 0;
  if (earned <= 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconCoin aria-hidden="true" />} role="status" data-testid="embium-award" mb={mb}>
      {t(MESSAGE[event], { count: earned })}
    </Alert>
  );
}

/** The award of a finished practice session (`practice_session_complete`), shown on its summary. */
export function SessionAward({ sessionId, ended }: { sessionId: string; ended: boolean }) {
  return <EmbiumAward event="practice_session_complete" objects={[sessionId]} enabled={ended} />;
}
