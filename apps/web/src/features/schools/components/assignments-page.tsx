import { Anchor, Button, Card, Container, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool, IconUserPlus, IconVideo } from '@tabler/icons-react';
import type { StudentAssignment } from '@abhyas/contracts';
import { groupByDay } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { serverNow } from '../../../lib/time-sync.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useStudentAssignments, useStudentClasses } from '../api/student.ts';
import { AssignmentTile } from './assignment-tile.tsx';
import { JoinClassCard } from './join-class-card.tsx';
import { MyClasses } from './my-classes.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** The tiles grouped by the India day they were set: Today, Yesterday, Older (learning.md §4 Tiles "Home grouping"). */
function AssignmentGroups({ list }: { list: StudentAssignment[] }) {
  const { t } = useTranslation('schools');
  if (list.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg" data-testid="assignments-empty">
        <Text fw={600}>{t('assignments.emptyTitle')}</Text>
        <Text c="dimmed" size="sm">
          {t('assignments.emptyText')}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      {groupByDay(list, (a) => a.created_at, serverNow()).map((group) => (
        <Stack key={group.bucket} gap="sm" component="section" aria-labelledby={`assignments-${group.bucket}`} data-testid={`bucket-${group.bucket}`}>
          <Title order={2} size="h4" id={`assignments-${group.bucket}`}>
            {t(`bucket.${group.bucket}`)}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={`assignments-${group.bucket}`}
          >
            {group.items.map((a) => (
              <AssignmentTile key={a.id} assignment={a} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** No class yet: how joining works, the code field, and the parent invite (learning.md §2: the parent-invite page for the assignment zero state). */
function ZeroState() {
  const { t } = useTranslation('schools');
  return (
    <Stack gap="md" data-testid="assignments-zero">
      <Card withBorder radius="md" padding="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
            <IconSchool size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('zero.title')}
            </Title>
            <Text c="dimmed">{t('zero.text')}</Text>
          </Stack>
        </Group>
      </Card>
      <JoinClassCard />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('zero.parentTitle')}
          </Title>
          <Text c="dimmed">{t('zero.parentText')}</Text>
          <Button component={InternalLink} href="/invite-parent" variant="light" leftSection={<IconUserPlus size={18} aria-hidden="true" />}>
            {t('zero.parentAction')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * `/user-home/assignment` (issue 23 §1–§2; learning.md §3–§4): join a class with its code, the
 * classes joined (leave, asked first), and the work they set as tiles grouped Today / Yesterday /
 * Older. With no class, the zero state explains joining and offers the parent invite. Loading,
 * empty and error states.
 */
export function AssignmentsPage() {
  const { t } = useTranslation('schools');
  usePageTitle(t('assignments.title'));
  const classesQ = useStudentClasses();
  const assignmentsQ = useStudentAssignments();

  let body: React.ReactNode;
  if (classesQ.isPending) body = <LoadingState label={t('assignments.loading')} testId="assignments-loading" />;
  else if (classesQ.isError) body = <ErrorState title={t('assignments.error')} onRetry={() => void classesQ.refetch()} />;
  else if (classesQ.data.length === 0) body = <ZeroState />;
  else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {assignmentsQ.isPending ? (
            <LoadingState label={t('assignments.loading')} testId="assignments-loading" />
          ) : assignmentsQ.isError ? (
            <ErrorState title={t('assignments.error')} onRetry={() => void assignmentsQ.refetch()} />
          ) : (
            <AssignmentGroups list={assignmentsQ.data} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <JoinClassCard />
            <MyClasses list={classesQ.data} />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t('assignments.title')}</Title>
            <Text c="dimmed">{t('assignments.intro')}</Text>
          </div>
          <Anchor component={InternalLink} href="/user-home/live-classes" size="sm">
            <IconVideo size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
            {t('assignments.liveClasses')}
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
