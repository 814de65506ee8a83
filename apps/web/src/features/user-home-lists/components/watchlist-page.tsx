import { Container, Stack, Tabs, Title } from '@mantine/core';
import { IconBookmark, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useWatchlist, type WatchlistStatus } from '../api/lists.ts';
import { ListEmpty, ListError, ListSkeleton, LoadMore } from './list-states.tsx';
import { UserListsNav } from './user-lists-nav.tsx';
import { VideoCard } from './video-card.tsx';

const TABS: WatchlistStatus[] = ['in_progress', 'watched', 'later'];
const ICONS = { in_progress: IconPlayerPlay, watched: IconCircleCheck, later: IconBookmark };

/** One watchlist: its videos with their progress bars, Load more, or its empty state. */
function WatchlistPanel({ status }: { status: WatchlistStatus }) {
  const { t, i18n } = useTranslation('user-lists');
  const q = useWatchlist(status, i18n.language);
  if (q.isPending) return <ListSkeleton />;
  if (q.isError) return <ListError onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const items = q.data.pages.flatMap((p) => p.items);
  const Icon = ICONS[status];
  if (items.length === 0)
    return (
      <ListEmpty
        icon={<Icon size={24} />}
        title={t(`watchlist.empty.${status}.title`)}
        text={t(`watchlist.empty.${status}.text`)}
        actions={[{ href: '/learn/home', label: t('common.toLearn') }]}
      />
    );
  return (
    <Stack gap="sm">
      {items.map((v) => (
        <VideoCard key={v.content_id} video={v} headingLevel={2} />
      ))}
      <LoadMore
        shown={items.length}
        total={q.data.pages[0]?.total ?? 0}
        hasMore={q.hasNextPage}
        loading={q.isFetchingNextPage}
        onMore={() => void q.fetchNextPage()}
      />
    </Stack>
  );
}

/**
 * `/user-home/my-watchlist` (platform.md §2; issue 19 §1; decision 028): videos to continue
 * (stopped before the end), videos watched to the end, and videos to watch later (bookmarked),
 * each with its progress bar; Load more.
 */
export function WatchlistPage({ initialTab = 'in_progress' }: { initialTab?: WatchlistStatus }) {
  const { t } = useTranslation('user-lists');
  usePageTitle(t('watchlist.title'));
  const [tab, setTab] = useState<WatchlistStatus>(initialTab);
  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="lg">
        <UserListsNav active="watchlist" />
        <Title order={1}>{t('watchlist.title')}</Title>
        <Tabs value={tab} onChange={(v) => v && setTab(v as WatchlistStatus)} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {t(`watchlist.tabs.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((s) => (
            <Tabs.Panel key={s} value={s} pt="md">
              <WatchlistPanel status={s} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
