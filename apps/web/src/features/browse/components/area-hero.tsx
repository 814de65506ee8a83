import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type BrowseArea = 'learn' | 'practice' | 'test';

export interface AreaHeroProps {
  area: BrowseArea;
  learnerName: string;
  examName: string;
}

/** The head of the Learn, Practice and Test homes: greeting, the area as `h1`, the exam and what the area offers. */
export function AreaHero({ area, learnerName, examName }: AreaHeroProps) {
  const { t } = useTranslation('browse');
  return (
    <Card
      padding="lg"
      withBorder={false}
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-saffron-0) 0%, #fffaf0 60%, var(--mantine-color-teal-0) 100%)' }}
    >
      <Stack gap={4}>
        <Text fw={600} c="saffron.9">
          {learnerName ? t('home.greeting', { name: learnerName }) : t('home.greetingNoName')}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t(`home.title.${area}`)}
        </Title>
        {examName && <Text size="lg">{t('home.preparingFor', { exam: examName })}</Text>}
        <Text c="dimmed" size="sm">
          {t(`home.intro.${area}`)}
        </Text>
      </Stack>
    </Card>
  );
}
