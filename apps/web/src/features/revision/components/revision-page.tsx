import { Alert, Button, Card, Container, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useRevisionLists } from '../api/revision.ts';
import { CreateListForm, DailyCapForm, ListRow, TodayCard } from './revision-parts.tsx';
import { ReminderHourForm } from './reminder-hour-form.tsx';

const listStyle = { listStyle: 'none' } as const;

/**
 * `/user-home/revision-lists` (issue 19 §2–§3; platform.md §1 revision lists): today's revision within
 * the daily cap with "Review now" (a RevisionPractice session through the practice screens), how many
 * wait beyond the cap, the cap setting, the lists by chapter and the student's named lists, each
 * with "Practise". Empty state for a new student; loading and error states.
 */
export function RevisionPage() {
  const { t, i18n } = useTranslation('revision');
  usePageTitle(t('title'));
  const q = useRevisionLists(i18n.language);
  let body: React.ReactNode;
  if (q.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" data-testid="revision-skeleton">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton h={140} radius="md" />
        <Skeleton h={80} radius="md" />
        <Skeleton h={80} radius="md" />
      </Stack>
    );
  } else if (q.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('error.text')}</Text>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void q.refetch()}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const queue = q.data.pages[0]!.queue;
    const lists = q.data.pages.flatMap((p) => p.lists.items);
    const chapters = lists.filter((l) => l.kind === 'chapter');
    const named = lists.filter((l) => l.kind === 'named');
    body = (
      <Stack gap="xl">
        {queue.total_cards === 0 ? (
          <Card withBorder padding="lg" radius="md" data-testid="revision-empty">
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
                <IconRepeat size={24} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {t('empty.title')}
              </Title>
              <Text c="dimmed">{t('empty.text')}</Text>
              <Button component={InternalLink} href="/practice/home">
                {t('empty.action')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <TodayCard queue={queue} />
        )}
        <DailyCapForm key={queue.daily_cap} cap={queue.daily_cap} />
        <ReminderHourForm />
        {chapters.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="revision-chapters">
            <Title order={2} size="h4" id="revision-chapters">
              {t('chapters.title')}
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} style={listStyle} aria-labelledby="revision-chapters">
              {chapters.map((l) => (
                <ListRow key={l.id} list={l} />
              ))}
            </Stack>
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-labelledby="revision-named">
          <Title order={2} size="h4" id="revision-named">
            {t('named.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('named.intro')}
          </Text>
          {named.length > 0 && (
            <Stack component="ul" gap="sm" p={0} m={0} style={listStyle} aria-labelledby="revision-named">
              {named.map((l) => (
                <ListRow key={l.id} list={l} />
              ))}
            </Stack>
          )}
          <CreateListForm />
        </Stack>
        {q.hasNextPage && (
          <Button variant="subtle" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
            {t('more')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
