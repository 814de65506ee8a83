import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

const LINKS = [
  { key: 'tests', href: '/user-home/test-taken' },
  { key: 'watchlist', href: '/user-home/my-watchlist' },
  { key: 'bookmarks', href: '/user-home/bookmarks' },
] as const;

/** Links between the user-home lists, the current one marked (`aria-current="page"`). */
export function UserListsNav({ active }: { active: (typeof LINKS)[number]['key'] }) {
  const { t } = useTranslation('user-lists');
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md">
      <Anchor component={InternalLink} href="/user-home" size="sm">
        {t('nav.home')}
      </Anchor>
      {LINKS.map((l) => (
        <Anchor
          key={l.key}
          component={InternalLink}
          href={l.href}
          size="sm"
          fw={l.key === active ? 700 : 400}
          aria-current={l.key === active ? 'page' : undefined}
        >
          {t(`nav.${l.key}`)}
        </Anchor>
      ))}
    </Group>
  );
}
