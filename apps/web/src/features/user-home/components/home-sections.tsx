import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBook2, IconClipboardCheck, IconFlame, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StreakView, TestTaken } from '@abhyas/contracts';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { NoticeCard } from '../../../components/ui/notice-card.tsx';

/** A dashboard section: a card with a level-2 heading, its body, and a link to the whole list. */
export function HomeSection({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {more && (
            <Anchor component={InternalLink} href={more.href} size="sm">
              {more.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A section still loading: a few grey lines, announced once by the page. */
export function SectionSkeleton() {
  return (
    <Stack gap="xs" aria-hidden="true">
      <Skeleton h={16} w="70%" />
      <Skeleton h={16} w="50%" />
    </Stack>
  );
}

/**
 * The streak (GET /api/streak; decision 032): days in a row with real work, filled '#9a3412' for
 * contrast; its tooltip tells the longest, the freezes held and what makes today count.
 */
export function StreakBadge({ streak }: { streak: StreakView }) {
  const { t } = useTranslation('user-home');
  const days = streak.current;
  const details = [
    t('streak.longest', { count: streak.longest }),
    t('streak.freezes', { count: streak.freezes }),
    streak.today_done ? t('streak.todayDone') : t('streak.todayOpen', { answers: streak.min_answers }),
  ].join(' · ');
  return (
    <Tooltip label={details} multiline w={280}>
      <Badge
        size="lg"
        variant="filled"
        color={days > 0 ? '#9a3412' : 'gray.7'}
        leftSection={<IconFlame size={16} aria-hidden="true" />}
        data-testid="streak"
        tabIndex={0}
        aria-describedby="streak-details"
      >
        {days > 0 ? t('streak.days', { count: days }) : t('streak.none')}
        <VisuallyHidden id="streak-details">{details}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** Tests in progress (Resume) and recent results (score, Analysis), newest first. */
export function TestsList({ tests }: { tests: TestTaken[] }) {
  const { t, i18n } = useTranslation('user-home');
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {tests.map((x) => {
        const open = x.status === 'in_progress';
        const link = open ? x.links.resume : x.links.analysis;
        return (
          <li key={x.session_id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Text fw={600}>{x.test_name}</Text>
                <Text size="sm" c="dimmed">
                  {open
                    ? t('tests.inProgress')
                    : x.score !== null && x.max_marks !== null
                      ? t('tests.scored', { score: x.score, max: x.max_marks })
                      : t('tests.noScore')}{' '}
                  · {date.format(Date.parse(x.finished_at ?? x.started_at))}
                </Text>
              </div>
              {link && (
                <Button
                  component={InternalLink}
                  href={link}
                  size="xs"
                  variant={open ? 'filled' : 'light'}
                  aria-label={t(open ? 'tests.resumeOf' : 'tests.analysisOf', { name: x.test_name })}
                >
                  {t(open ? 'tests.resume' : 'tests.analysis')}
                </Button>
              )}
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

/** A brand-new student: nothing to show yet, so three first steps (watch, practise, take a test). */
export function FirstSteps() {
  const { t } = useTranslation('user-home');
  return (
    <NoticeCard icon={<IconBook2 size={24} />} title={t('first.title')} text={t('first.text')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" w="100%">
        <Button component={InternalLink} href="/learn/home" leftSection={<IconBook2 size={16} aria-hidden="true" />}>
          {t('first.learn')}
        </Button>
        <Button component={InternalLink} href="/practice/home" variant="light" leftSection={<IconPencil size={16} aria-hidden="true" />}>
          {t('first.practice')}
        </Button>
        <Button component={InternalLink} href="/test/home" variant="light" leftSection={<IconClipboardCheck size={16} aria-hidden="true" />}>
          {t('first.test')}
        </Button>
      </SimpleGrid>
    </NoticeCard>
  );
}
