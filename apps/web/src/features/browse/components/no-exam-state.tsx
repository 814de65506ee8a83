import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

/** Shown on a home when the active profile has no exam yet: says why and links to the profiles. */
export function NoExamState() {
  const { t } = useTranslation('browse');
  return (
    <Card padding="xl">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconSchool size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('home.noExam.title')}
        </Title>
        <Text c="dimmed">{t('home.noExam.text')}</Text>
        <Button component={InternalLink} href="/browse-profile" variant="light">
          {t('home.noExam.action')}
        </Button>
      </Stack>
    </Card>
  );
}
