import { Anchor, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { ClassSummary } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useClassMastery } from '../api/staff.ts';
import { ErrorState, LoadingState } from './states.tsx';

/** Short headings and counts stay on one line (the body lets long words break anywhere). */
const NOWRAP = { whiteSpace: 'nowrap', overflowWrap: 'normal' } as const;

/**
 * The class's mastery (decision 041): each chapter's mean mastery over the students who practised
 * it (never one student's), how many practised, and the questions the class gets wrong most, each
 * linked to its page.
 */
export function ClassMasteryTab({ cls }: { cls: ClassSummary }) {
  const { t } = useTranslation('schools');
  const q = useClassMastery(cls.id);
  if (q.isPending) return <LoadingState label={t('mastery.loading')} rows={3} />;
  if (q.isError) return <ErrorState title={t('mastery.error')} onRetry={() => void q.refetch()} />;
  const m = q.data;
  const practised = m.chapters.filter((c) => c.students_practised > 0);
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="mastery-chapters">
        <Title order={2} size="h4" id="mastery-chapters">
          {t('mastery.chapters')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mastery.intro', { count: m.students })}
        </Text>
        {practised.length === 0 ? (
          <Text c="dimmed" data-testid="mastery-empty">
            {t('mastery.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} role="group" aria-labelledby="mastery-chapters">
            <Table verticalSpacing="xs" aria-labelledby="mastery-chapters" data-testid="mastery-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('mastery.chapter')}</Table.Th>
                  <Table.Th scope="col" miw={140}>
                    {t('mastery.mastery')}
                  </Table.Th>
                  <Table.Th scope="col" style={NOWRAP}>
                    {t('mastery.practised')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {m.chapters.map((c) => {
                  const pct = c.mastery === null ? null : Math.round(c.mastery * 100);
                  return (
                    <Table.Tr key={c.chapter_code}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {c.chapter_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {c.subject_name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {pct === null ? (
                          <Text size="sm" c="dimmed">
                            {t('mastery.none')}
                          </Text>
                        ) : (
                          <Group gap="xs" wrap="nowrap">
                            <Progress.Root size="md" radius="xl" style={{ flex: 1, minWidth: 60 }}>
                              <Progress.Section
                                value={pct}
                                color={pct >= 70 ? 'green' : pct >= 40 ? 'yellow' : 'red'}
                                aria-label={t('mastery.barLabel', { chapter: c.chapter_name })}
                              />
                            </Progress.Root>
                            <Text size="sm" fw={600} miw={40} ta="end">
                              {t('mastery.percent', { percent: pct })}
                            </Text>
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td style={NOWRAP}>
                        <Text size="sm">{t('mastery.practisedCount', { count: c.students_practised, total: m.students })}</Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="mastery-hardest">
        <Title order={2} size="h4" id="mastery-hardest">
          {t('mastery.hardest')}
        </Title>
        {m.hardest_questions.length === 0 ? (
          <Text c="dimmed">{t('mastery.hardestEmpty')}</Text>
        ) : (
          <Stack component="ol" gap="xs" pl="md" m={0} aria-labelledby="mastery-hardest">
            {m.hardest_questions.map((h) => (
              <Card component="li" key={h.question_code} withBorder radius="sm" padding="xs">
                <Anchor component={InternalLink} href={h.link} fw={600}>
                  {t('mastery.question', { code: h.question_code })}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[h.chapter_name, t('mastery.wrong', { wrong: h.wrong, attempts: h.attempts })].filter(Boolean).join(' · ')}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
