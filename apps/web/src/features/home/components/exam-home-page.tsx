import { lazy, Suspense } from 'react';
import { Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBook2, IconClipboardCheck, IconPencil, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useCurrentProfile } from '../../auth/hooks/use-current-profile.ts';
import classes from './exam-home-page.module.css';

export type HomeArea = 'learn' | 'practice' | 'test';

/** The syllabus calls the API, so it arrives with the query cache (lib/query-client.tsx). */
const SyllabusSection = lazy(async () => {
  const [section, query] = await Promise.all([import('./syllabus-section.tsx'), import('../../../lib/query-client.tsx')]);
  return { default: query.withQueryClient(section.SyllabusSection) };
});

const AREAS = [
  { id: 'learn', icon: IconBook2, href: '/learn/home', color: 'saffron' },
  { id: 'practice', icon: IconPencil, href: '/practice/home', color: 'teal' },
  { id: 'test', icon: IconClipboardCheck, href: '/test/home', color: 'blue' },
  { id: 'achieve', icon: IconTargetArrow, href: '/achieve/home', color: 'grape' },
] as const;

export interface ExamHomePageProps {
  area: HomeArea;
  /** Optional subject from `/learn/home/{subject}` and the like. */
  subject?: string;
}

/**
 * The exam home of `/learn/home`, `/practice/home` and `/test/home`: greets the current profile,
 * names its exam and shows what Learn, Practice, Test and Achieve offer.
 */
export function ExamHomePage({ area, subject }: ExamHomePageProps) {
  const { t } = useTranslation('pages');
  const profile = useCurrentProfile();
  const name = profile?.profile_details.first_name ?? '';
  const exam = profile?.profile_details.exam_name ?? '';

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Card className={classes.hero} padding="xl" withBorder={false}>
          <Stack gap={6}>
            <Text fw={600} c="saffron.9">
              {t(`examHome.areaLabel.${area}`)}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {name ? t('examHome.greeting', { name }) : t('examHome.greetingNoName')}
            </Title>
            <Group gap="xs">
              {exam ? <Text size="lg">{t('examHome.preparingFor', { exam })}</Text> : <Text size="lg">{t('examHome.noExam')}</Text>}
              {subject && (
                <Badge variant="white" color="saffron" size="lg">
                  {t('examHome.subject', { subject })}
                </Badge>
              )}
            </Group>
            <Text c="dimmed">{t(`examHome.intro.${area}`)}</Text>
          </Stack>
        </Card>
        <section aria-labelledby="exam-home-areas">
          <Title order={2} size="h3" id="exam-home-areas" mb="md">
            {t('examHome.areasTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {AREAS.map((item) => {
              const current = item.id === area;
              return (
                <Card key={item.id} className={classes.card} data-current={current || undefined} shadow={current ? 'md' : 'xs'}>
                  <Stack gap="sm" h="100%">
                    <Group justify="space-between" align="flex-start">
                      <ThemeIcon size={44} radius="md" variant="light" color={item.color} aria-hidden="true">
                        <item.icon size={26} />
                      </ThemeIcon>
                      {current && (
                        <Badge variant="filled" size="sm">
                          {t('examHome.youAreHere')}
                        </Badge>
                      )}
                    </Group>
                    <Title order={3} size="h4">
                      {t(`examHome.cards.${item.id}.title`)}
                    </Title>
                    <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                      {t(`examHome.cards.${item.id}.body`, { exam: exam || t('examHome.yourExam') })}
                    </Text>
                    {!current && (
                      <Button
                        component={InternalLink}
                        href={item.href}
                        variant="light"
                        rightSection={<IconArrowRight size={16} />}
                        aria-label={t('examHome.openArea', { area: t(`examHome.cards.${item.id}.title`) })}
                      >
                        {t('examHome.open')}
                      </Button>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>
        {profile && (
          <Suspense fallback={<Skeleton h={200} />}>
            <SyllabusSection examCode={profile.profile_details.primary_exam} examName={exam} subject={subject} />
          </Suspense>
        )}
        <Card padding="lg" bg="gray.0" withBorder={false}>
          <Text size="sm">{t('examHome.buildingNote')}</Text>
        </Card>
      </Stack>
    </Container>
  );
}
