import { Badge, Button, Card, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconHome, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../ui/internal-link.tsx';

/** Features whose screens arrive later; each has a title, a summary and three promises in `pages`. */
export type ComingSoonFeature =
  | 'learnSummary'
  | 'books'
  | 'practiceSession'
  | 'practiceSummary'
  | 'testSummary'
  | 'mockTest'
  | 'testAnalysis'
  | 'createTest'
  | 'achieve'
  | 'userHome'
  | 'notifications'
  | 'search'
  | 'liveClass'
  | 'bookmark'
  | 'feedback'
  | 'webview';

export interface ComingSoonPageProps {
  feature: ComingSoonFeature;
  /** A key under `pages:comingSoon.sections` naming the part of the feature (e.g. a user-home tab). */
  section?: string;
  /** Extra context shown under the title, e.g. the searched words or the test name. */
  detail?: string;
  /** Where the home button goes. */
  homeHref?: string;
}

/**
 * A designed placeholder for a route whose feature is still being built: names the feature, says
 * what it will do, links home. Never a blank page.
 */
export function ComingSoonPage({ feature, section, detail, homeHref = '/learn/home' }: ComingSoonPageProps) {
  const { t } = useTranslation('pages');
  const base = `comingSoon.${feature}`;
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Card padding="xl" shadow="sm">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconRocket size={30} />
          </ThemeIcon>
          <Badge variant="light" color="teal" size="lg">
            {t('comingSoon.badge')}
          </Badge>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {section ? t(`comingSoon.sections.${section}`) : t(`${base}.title`)}
          </Title>
          {section && (
            <Text fw={600} c="saffron.9">
              {t(`${base}.title`)}
            </Text>
          )}
          {detail && (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {detail}
            </Text>
          )}
          <Text size="lg">{t(`${base}.body`)}</Text>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {(['point1', 'point2', 'point3'] as const).map((point) => (
              <List.Item key={point}>{t(`${base}.${point}`)}</List.Item>
            ))}
          </List>
          <Text c="dimmed" size="sm">
            {t('comingSoon.meanwhile')}
          </Text>
          <Button component={InternalLink} href={homeHref} leftSection={<IconHome size={18} />}>
            {t('comingSoon.home')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
