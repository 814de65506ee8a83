import { Alert } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { awardSessionComplete } from '../api/embium-history.ts';
import { refreshEmbiumBalance } from '../stores/embium-balance.ts';

/**
 * Award feedback for a finished practice session (issue 20 §3; platform.md §7.4): asks the server
 * for the `practice_session_complete` award once the session has ended and says what it earned. The
 * ledger awards once per session, so a second visit earns (and shows) nothing; a failure is ignored
 * (§8 "Embium call failure … is ignored").
 */
export function SessionAward({ sessionId, ended }: { sessionId: string; ended: boolean }) {
  const { t } = useTranslation('embiums');
  const award = useQuery({
    queryKey: ['embiums', 'award', 'practice_session_complete', sessionId],
    queryFn: async () => {
      const r = await awardSessionComplete(sessionId);
      if (r.awarded_points > 0) void refreshEmbiumBalance();
      return r;
    },
    enabled: ended && sessionId !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const earned = award.data?.awarded_points ?? 0;
  if (earned <= 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconCoin aria-hidden="true" />} role="status" data-testid="session-award">
      {t('award.session', { count: earned })}
    </Alert>
  );
}
