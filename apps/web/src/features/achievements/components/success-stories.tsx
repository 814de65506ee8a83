import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { CohortFigures, StoryConsent } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useAcademicStory, useSaveConsent, useSocialStories, type AchievementsExam } from '../api/achievements.ts';

/** One cohort's sentence, built from the figures (the server's English `success` is not shown). */
export function CohortSentence({ f }: { f: CohortFigures }) {
  const { t } = useTranslation('achievements');
  const values = {
    students: f.students,
    low: f.start_band[0],
    high: f.start_band[1],
    weeks: f.median_weeks,
    points: Math.abs(f.median_gain_points),
    improved: f.improved_percent,
  };
  return <Text size="sm">{t(`stories.sentence.${f.direction}`, values)}</Text>;
}

/** The opt-in: a switch, off by default, with what it means in plain words. */
export function ConsentCard({ consent }: { consent: StoryConsent }) {
  const { t } = useTranslation('achievements');
  const save = useSaveConsent();
  const checked = save.isPending && save.variables !== undefined ? save.variables : consent.opted_in;
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Stack gap={6}>
          <Switch
            checked={checked}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
            label={t('consent.label')}
            description={t('consent.explain')}
            size="md"
            role="switch"
          />
          <Text size="xs" c="dimmed">
            {checked ? t('consent.on') : t('consent.off')}
          </Text>
        </Stack>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('consent.error')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Success stories (issue 18 §4): never a testimonial. The aggregate of opted-in students who started
 * near the profile's level (k ≥ 5), or a designed empty state; the other start levels, page by page;
 * and the profile's own opt-in.
 */
export function SuccessStories({ exam, consent }: { exam: AchievementsExam; consent: StoryConsent }) {
  const { t } = useTranslation('achievements');
  const academic = useAcademicStory(exam);
  const social = useSocialStories(exam);
  const others = (social.data?.pages ?? []).flatMap((p) => p.stories).filter((s) => s.id !== academic.data?.story?.id);
  let near: React.ReactNode;
  if (academic.isPending) near = <Skeleton h={80} radius="md" />;
  else if (academic.isError) {
    near = (
      <Alert color="red" variant="light" role="alert" title={t('error.title')}>
        <Button variant="light" color="red" size="compact-sm" onClick={() => void academic.refetch()}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  } else if (academic.data.status === 'ready' && academic.data.story) {
    near = (
      <Card withBorder padding="md" radius="md" bg="var(--mantine-color-teal-light)">
        <Stack gap={4}>
          <Text fw={600}>{t('stories.nearTitle', { percent: academic.data.level?.percent })}</Text>
          <CohortSentence f={academic.data.story.cohort} />
        </Stack>
      </Card>
    );
  } else {
    const noLevel = academic.data.status === 'no_level';
    near = (
      <Card withBorder padding="md" radius="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" variant="light" color="gray" aria-hidden="true">
            <IconUsers size={20} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>{noLevel ? t('stories.noLevelTitle') : t('stories.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {noLevel ? t('stories.noLevelText') : t('stories.emptyText', { k: academic.data.rules.k_min })}
            </Text>
            {noLevel ? (
              <Button component={InternalLink} href="/practice/home" variant="light" size="compact-sm" style={{ alignSelf: 'flex-start' }}>
                {t('next.first_practice.action')}
              </Button>
            ) : null}
          </Stack>
        </Group>
      </Card>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="stories-title">
      <Title order={2} size="h4" id="stories-title">
        {t('stories.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('stories.intro')}
      </Text>
      {near}
      {others.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('stories.othersTitle')}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('stories.othersTitle')}>
            {others.map((s) => (
              <Card component="li" key={s.id} withBorder padding="sm" radius="md">
                <CohortSentence f={s.cohort} />
              </Card>
            ))}
          </Stack>
          {social.hasNextPage ? (
            <Button variant="subtle" onClick={() => void social.fetchNextPage()} loading={social.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
              {t('stories.more')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <ConsentCard consent={consent} />
    </Stack>
  );
}
