import { Alert, Button, Container, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBookmarkOff, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { UserBookmarksPage } from '@abhyas/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBookmarks, useSetBookmark, type BookmarkFilters, type BookmarkKind } from '../api/lists.ts';
import { subjectFallback } from '../utils/format.ts';
import { BookmarkQuestionCard } from './bookmark-question-card.tsx';
import { ListEmpty, ListError, ListSkeleton, LoadMore } from './list-states.tsx';
import { UserListsNav } from './user-lists-nav.tsx';
import { VideoCard } from './video-card.tsx';
import classes from './user-lists.module.css';

/** The `/practice` link of a session over the bookmarked questions shown (the chapter, else the subject, filtered on). */
export function bookmarkPracticeHref(f: BookmarkFilters, title: string): string {
  const q = new URLSearchParams({ mode: 'BookmarkPractice', title });
  const scope = f.chapter ?? f.subject;
  if (scope) q.set('lm_code', scope);
  return `/practice?${q.toString()}`;
}

/** Subject and chapter filters, with the choices of the list (chapters of the chosen subject). */
function Filters({ page, value, onChange }: { page: UserBookmarksPage; value: BookmarkFilters; onChange: (f: BookmarkFilters) => void }) {
  const { t } = useTranslation('user-lists');
  const chapters = page.filters.chapters.filter((c) => !value.subject || c.subject === value.subject);
  return (
    <div className={classes.filters} role="group" aria-label={t('common.filters')}>
      <NativeSelect
        label={t('common.subject')}
        value={value.subject ?? ''}
        onChange={(e) => onChange({ subject: e.currentTarget.value || undefined })}
        data={[
          { value: '', label: t('common.allSubjects') },
          ...page.filters.subjects.map((s) => ({ value: s, label: t(`subjects.${s}`, { defaultValue: subjectFallback(s) }) })),
        ]}
      />
      <NativeSelect
        label={t('common.chapter')}
        value={value.chapter ?? ''}
        onChange={(e) => onChange({ ...value, chapter: e.currentTarget.value || undefined })}
        data={[{ value: '', label: t('common.allChapters') }, ...chapters.map((c) => ({ value: c.code, label: c.name }))]}
      />
    </div>
  );
}

/** One kind of bookmark: filters, the list with Remove (and Undo), Load more, Practise these; the empty states. */
function BookmarkPanel({ kind, onCounts }: { kind: BookmarkKind; onCounts: (c: UserBookmarksPage['counts']) => void }) {
  const { t, i18n } = useTranslation('user-lists');
  const [filters, setFilters] = useState<BookmarkFilters>({});
  const [removed, setRemoved] = useState<{ id: string; kind: BookmarkKind } | null>(null);
  const q = useBookmarks(kind, filters, i18n.language);
  const set = useSetBookmark();
  const first = q.data?.pages[0];
  useEffect(() => {
    if (first) onCounts(first.counts);
  }, [first, onCounts]);

  const remove = (id: string) => set.mutate({ kind, contentId: id, bookmarked: false }, { onSuccess: () => setRemoved({ id, kind }) });
  const undo = () => removed && set.mutate({ kind: removed.kind, contentId: removed.id, bookmarked: true }, { onSuccess: () => setRemoved(null) });

  if (q.isPending) return <ListSkeleton />;
  if (q.isError) return <ListError onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const all = kind === 'question' ? first!.counts.questions : first!.counts.videos;
  const notice = (
    <>
      {removed && (
        <Alert color="gray" variant="light" role="status" icon={<IconTrash size={18} aria-hidden="true" />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('bookmarks.removed')}</Text>
            <Button size="xs" variant="default" onClick={undo} loading={set.isPending}>
              {t('bookmarks.undo')}
            </Button>
          </Group>
        </Alert>
      )}
      {set.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('bookmarks.changeFailed')}
        </Alert>
      )}
    </>
  );
  if (all === 0)
    return (
      <Stack gap="sm">
        {notice}
        <ListEmpty
          icon={<IconBookmarkOff size={24} />}
          title={t('bookmarks.emptyTitle')}
          text={kind === 'question' ? t('bookmarks.bookmarkNotFound') : t('bookmarks.noVideos')}
          actions={[
            { href: kind === 'question' ? '/practice/home' : '/learn/home', label: kind === 'question' ? t('common.toPractice') : t('common.toLearn') },
            { href: kind === 'question' ? '/learn/home' : '/practice/home', label: kind === 'question' ? t('common.toLearn') : t('common.toPractice') },
          ]}
        />
      </Stack>
    );
  const pages = q.data.pages;
  const questions = pages.flatMap((p) => p.questions);
  const videos = pages.flatMap((p) => p.videos);
  const shown = kind === 'question' ? questions.length : videos.length;
  return (
    <Stack gap="sm">
      <Filters page={first!} value={filters} onChange={setFilters} />
      {kind === 'question' && shown > 0 && (
        <Group>
          <Button
            component={InternalLink}
            href={bookmarkPracticeHref(filters, t('bookmarks.practiceTitle'))}
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
          >
            {t('bookmarks.practise', { count: first!.total })}
          </Button>
        </Group>
      )}
      {notice}
      {shown === 0 && <Text c="dimmed">{t('common.noMatch')}</Text>}
      {kind === 'question'
        ? questions.map((item) => (
            <BookmarkQuestionCard
              key={item.content_id}
              question={item}
              removing={set.isPending && set.variables?.contentId === item.content_id}
              onRemove={() => remove(item.content_id)}
            />
          ))
        : videos.map((v) => (
            <VideoCard
              key={v.content_id}
              video={v}
              headingLevel={2}
              action={
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden="true" />}
                  loading={set.isPending && set.variables?.contentId === v.content_id}
                  onClick={() => remove(v.content_id)}
                  aria-label={t('bookmarks.removeNamed', { name: v.title })}
                >
                  {t('bookmarks.remove')}
                </Button>
              }
            />
          ))}
      <LoadMore shown={shown} total={first!.total} hasMore={q.hasNextPage} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Stack>
  );
}

/**
 * `/user-home/bookmarks` and `/bookmark` (platform.md §2; issue 19 §1; learning.md §3 Question
 * bookmark, §8 bookmarkNotFound): bookmarked questions (open one to answer it and see its solution,
 * or practise them all as a session) and videos, by subject and chapter, each removable with Undo;
 * Load more; the spec's bookmarkNotFound text when there are none, leading to Practice and Learn.
 */
export function BookmarksPage({ initialKind = 'question' }: { initialKind?: BookmarkKind }) {
  const { t } = useTranslation('user-lists');
  usePageTitle(t('bookmarks.title'));
  const [kind, setKind] = useState<BookmarkKind>(initialKind);
  const [counts, setCounts] = useState<UserBookmarksPage['counts'] | null>(null);
  const label = (k: BookmarkKind) => {
    const n = counts ? (k === 'question' ? counts.questions : counts.videos) : null;
    return n === null ? t(`bookmarks.tabs.${k}`) : t(`bookmarks.tabsCount.${k}`, { count: n });
  };
  const sameCounts = useCallback(
    (c: UserBookmarksPage['counts']) => setCounts((old) => (old && old.questions === c.questions && old.videos === c.videos ? old : c)),
    [],
  );
  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="lg">
        <UserListsNav active="bookmarks" />
        <Title order={1}>{t('bookmarks.title')}</Title>
        <Tabs value={kind} onChange={(v) => v && setKind(v as BookmarkKind)} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="question">{label('question')}</Tabs.Tab>
            <Tabs.Tab value="video">{label('video')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="question" pt="md">
            <BookmarkPanel kind="question" onCounts={sameCounts} />
          </Tabs.Panel>
          <Tabs.Panel value="video" pt="md">
            <BookmarkPanel kind="video" onCounts={sameCounts} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
