import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLearningMap } from '../api/learning-map.ts';

export interface SyllabusSectionProps {
  examCode: string;
  examName: string;
  /** Subject to open first (from `/learn/home/{subject}` and the like). */
  subject?: string | undefined;
}

/**
 * The profile's exam syllabus on its home (issue #3 §6): one tab per subject, its chapters in book
 * or syllabus order with their topic counts; loading, empty and error states designed.
 */
export function SyllabusSection({ examCode, examName, subject }: SyllabusSectionProps) {
  const { t, i18n } = useTranslation('pages');
  const map = useLearningMap(examCode, i18n.language);
  const subjects = map.data?.subjects ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen ?? subjects.find((s) => s.code === subject)?.code ?? subjects[0]?.code ?? null;

  return (
    <section aria-labelledby="exam-home-syllabus">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="exam-home-syllabus">
          {t('examHome.syllabus.title')}
        </Title>
      </Group>
      {map.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('examHome.syllabus.loading')}>
          <Skeleton h={36} w="60%" />
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : map.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('examHome.syllabus.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('examHome.syllabus.errorText')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void map.refetch()}>
              {t('examHome.syllabus.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : subjects.length === 0 ? (
        <Card padding="lg" withBorder>
          <Group gap="md" wrap="nowrap">
            <IconBooks size={32} aria-hidden="true" />
            <Text>{t('examHome.syllabus.empty', { exam: examName })}</Text>
          </Group>
        </Card>
      ) : (
        <Tabs value={active} onChange={setChosen} keepMounted={false}>
          <Tabs.List>
            {subjects.map((s) => (
              <Tabs.Tab key={s.code} value={s.code}>
                {s.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {subjects.map((s) => (
            <Tabs.Panel key={s.code} value={s.code} pt="md">
              <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {s.chapters.map((c, i) => (
                  <Card key={c.code} component="li" padding="sm" withBorder>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Group gap="sm" wrap="nowrap">
                        <Badge variant="light" size="lg" radius="sm" miw={40}>
                          {c.number ?? i + 1}
                        </Badge>
                        <div>
                          <Text fw={600}>{c.name}</Text>
                          {c.grade !== null && s.chapters.some((x) => x.grade !== c.grade) && (
                            <Text size="xs" c="dimmed">
                              {t('examHome.syllabus.classOf', { grade: c.grade })}
                            </Text>
                          )}
                        </div>
                      </Group>
                      {c.topics.length > 0 && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {t('examHome.syllabus.topics', { count: c.topics.length })}
                        </Text>
                      )}
                    </Group>
                  </Card>
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
