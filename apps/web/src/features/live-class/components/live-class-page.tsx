import { Anchor, Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartBar } from '@tabler/icons-react';
import { formatDateTime } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useJoinLiveClass } from '../api/live-classes.ts';
import { AskClassPanel } from './ask-class-panel.tsx';
import { LiveClassMeeting } from './live-class-meeting.tsx';
import { LiveQuestionsPanel } from './live-questions-panel.tsx';
import { liveReportHref } from './live-performance-page.tsx';

/**
 * `/live-class/{liveClassId}/{type?}` (platform.md §2.2; issue 23 §3): the class's title, class,
 * teacher and time over its meeting. `?as=teacher` joins with the account (the class's teacher or an
 * admin, moderator); otherwise as the current profile. Back leads to the list it came from. Once
 * joined, the quick questions sit beside the meeting (below it on phones): a student's Questions
 * panel, or the staff's Ask the class; the class's report is a link away.
 */
export function LiveClassPage({ liveClassId, asTeacher }: { liveClassId: string; asTeacher: boolean }) {
  const { t, i18n } = useTranslation('live-class');
  const q = useJoinLiveClass(liveClassId, asTeacher);
  const lc = q.data?.live_class;
  usePageTitle(lc?.title ?? t('page.title'));
  return (
    <Container size="xl" py="md" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Anchor component={InternalLink} href={asTeacher ? '/school' : '/user-home/live-classes'} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {asTeacher ? t('page.backSchool') : t('page.back')}
        </Anchor>
        <div>
          <Group gap="xs" wrap="wrap" align="center">
            <Title order={1} size="h2">
              {lc?.title ?? t('page.title')}
            </Title>
            {q.data?.moderator ? (
              <Badge variant="light" color="grape" tt="none">
                {t('page.moderator')}
              </Badge>
            ) : null}
          </Group>
          {lc ? (
            <Group gap="xs" wrap="wrap">
              <Text c="dimmed" size="sm">
                {[lc.class_name, t('list.teacher', { name: lc.teacher_first_name }), formatDateTime(lc.starts_at, i18n.language), lc.chapter_name]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Anchor component={InternalLink} href={liveReportHref(liveClassId, asTeacher)} size="sm">
                <IconChartBar size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
                {t('list.report')}
              </Anchor>
            </Group>
          ) : null}
        </div>
        {q.data ? (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <LiveClassMeeting liveClassId={liveClassId} asTeacher={asTeacher} height="min(75vh, 720px)" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              {asTeacher ? <AskClassPanel liveClassId={liveClassId} /> : <LiveQuestionsPanel liveClassId={liveClassId} />}
            </Grid.Col>
          </Grid>
        ) : (
          <LiveClassMeeting liveClassId={liveClassId} asTeacher={asTeacher} height="min(75vh, 720px)" />
        )}
      </Stack>
    </Container>
  );
}

/** Read by screen readers, not shown. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** `/iframe/liveclass?live_class_id=` (platform.md §2.3): the same meeting, without the app's header and footer, filling the frame. */
export function LiveClassFramePage({ liveClassId, asTeacher }: { liveClassId: string; asTeacher: boolean }) {
  const { t } = useTranslation('live-class');
  usePageTitle(t('page.title'));
  return (
    <Stack gap={0} p={0}>
      <h1 style={HIDDEN}>{t('page.title')}</h1>
      {liveClassId ? (
        <LiveClassMeeting liveClassId={liveClassId} asTeacher={asTeacher} height="100dvh" />
      ) : (
        <Text role="alert" p="md">
          {t('notFound.text')}
        </Text>
      )}
    </Stack>
  );
}
