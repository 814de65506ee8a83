import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useStreak } from '../api/streak.ts';
import { withQueryClient } from '../../../lib/query-client.tsx';

/**
 * The streak line of the header's profile menu (issue 20 §3): "🔥 N-day streak" (or how to start
 * one), linking to the user home; nothing while loading or when the call fails. Its own chunk,
 * loaded when the menu opens.
 */
export function StreakMenuLine() {
  const { t } = useTranslation('user-home');
  const streak = useStreak();
  if (!streak.data) return null;
  const { current, freezes } = streak.data;
  return (
    <Menu.Item component={InternalLink} href="/user-home" data-testid="streak-menu-line">
      <span aria-hidden="true">🔥 </span>
      {current > 0 ? t('streak.menu', { count: current }) : t('streak.none')}
      {freezes > 0 && ` · ${t('streak.freezes', { count: freezes })}`}
    </Menu.Item>
  );
}

/** With the query client: the header sits outside the routes' providers (lib/query-client.tsx). */
export default withQueryClient(StreakMenuLine);
