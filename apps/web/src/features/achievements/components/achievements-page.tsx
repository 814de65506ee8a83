import { Alert, Button, Card, Container, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSchool, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAchievements, type AchievementsExam } from '../api/achievements.ts';
import { EarnedMilestone, NextMilestone } from './milestone-card.tsx';
import { SuccessStories } from './success-stories.tsx';
import { EmbiumAward } from '../../practice/index.ts';

/** The exam the page shows (the active profile's). */
export interface AchievementsPageProps {
  examCode: string;
  goalCode: string;
}

function Notice({ icon, title, text, href, action }: { icon: React.ReactNode; title: string; text: string; href: string; action: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={InternalLink} href={href}>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * `/achieve/achievements` (issue 18 §4; learning.md §2 Achieve): the milestones the profile earned
 * from real events, newest first, each with its date, the data behind it and a link; the next ones
 * with what they take; for a new student an empty state leading to a first practice; then success
 * stories (aggregates only) and the opt-in. Loading, no-exam and error states.
 */
export function AchievementsPage({ examCode, goalCode }: AchievementsPageProps) {
  const { t, i18n } = useTranslation('achievements');
  usePageTitle(t('title'));
  const exam: AchievementsExam = { examCode, goalCode, locale: i18n.language };
  const q = useAchievements(exam);
  let body: React.ReactNode;
  if (!examCode) {
    body = <Notice icon={<IconSchool size={24} />} title={t('noExam.title')} text={t('noExam.text')} href="/browse-profile" action={t('noExam.action')} />;
  } else if (q.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" data-testid="achievements-skeleton">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
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
    const a = q.data;
    body = (
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="earned-title">
          <Title order={2} size="h4" id="earned-title">
            {t('earnedTitle', { count: a.earned.length })}
          </Title>
          <EmbiumAward event="milestone" objects={a.earned.map((m) => `${a.exam.code}:${m.id}`)} />
          {a.earned.length === 0 ? (
            <Notice icon={<IconSparkles size={24} />} title={t('empty.title')} text={t('empty.text')} href="/practice/home" action={t('empty.action')} />
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="earned-title">
              {a.earned.map((m) => (
                <EarnedMilestone key={m.id} m={m} />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="next-title">
          <Title order={2} size="h4" id="next-title">
            {t('nextTitle')}
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="next-title">
            {/* With nothing earned, the empty state above is the first-practice step. */}
            {a.next
              .filter((m) => a.earned.length > 0 || m.kind !== 'first_practice')
              .map((m) => (
                <NextMilestone key={m.id} m={m} />
              ))}
          </Stack>
        </Stack>
        <SuccessStories exam={exam} consent={a.consent} />
      </Stack>
    );
  }
  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        {body}
      </Stack>
    </Container>
  );
}
