import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteNotifications, useNotificationPages, useSetRead } from '../api/notifications-api.ts';
import { groupByBucket } from '../utils/buckets.ts';
import { useUndoableDelete } from '../utils/use-undoable-delete.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * The notifications, newest first, in the date buckets Today, Yesterday, Older (platform.md §3),
 * 8 a page with the next page loaded as its end scrolls into view (or on "Show more"); mark read,
 * mark all read, delete with a 6 s undo (§4.4). `headingLevel` is the level of the bucket headings.
 * Buckets are by the day the list was fetched; `now` (epoch ms) overrides it for tests.
 */
export function NotificationList({ headingLevel = 2, now }: { headingLevel?: 2 | 3; now?: number }) {
  const { t } = useTranslation('notifications');
  const pages = useNotificationPages();
  const setRead = useSetRead();
  const del = useDeleteNotifications();
  const { pending, remove, undo } = useUndoableDelete((ids) => del.mutate(ids));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  const records = (pages.data?.pages ?? []).flatMap((p) => p.content);
  if (records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('empty')}
      </Text>
    );
  }
  const unreadIds = records.filter((r) => r.status === 'unread' && !pending.has(r.id)).map((r) => r.id);
  return (
    <Stack gap="md">
      {unreadIds.length > 0 && (
        <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-end' }} onClick={() => setRead.mutate({ ids: unreadIds, status: 'read' })}>
          {t('markAllRead')}
        </Button>
      )}
      {groupByBucket(records, now ?? pages.dataUpdatedAt).map((group) => (
        <section key={group.bucket} aria-labelledby={`notifications-${group.bucket}`}>
          <Title order={headingLevel} size="h5" id={`notifications-${group.bucket}`} mb="xs">
            {t(`bucket.${group.bucket}`)}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.records.map((r) => (
              <NotificationItem
                key={r.id}
                record={r}
                deleted={pending.has(r.id)}
                onRead={(rec, status) => setRead.mutate({ ids: [rec.id], status })}
                onDelete={(rec) => remove(rec.id)}
                onUndo={(rec) => undo(rec.id)}
              />
            ))}
          </Stack>
        </section>
      ))}
      <div ref={sentinel} />
      {hasNextPage && (
        <Button variant="light" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          {t('showMore')}
        </Button>
      )}
    </Stack>
  );
}
