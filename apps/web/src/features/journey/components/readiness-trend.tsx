import { Accordion, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { HomeTrendPoint } from '@abhyas/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../utils/format-day.ts';
import { formatMarks } from '../utils/format-marks.ts';

// @mantine/charts and Recharts load only when there is a trend to draw (journey chunk only).
const TrendChart = lazy(() => import('./trend-chart.tsx'));

/**
 * Readiness over time (issue 18 §4): the stored predictions, one a day. A one-line summary, the
 * line chart (predicted score and its 80 % range; hidden from assistive technology) and, as its
 * text alternative, a table of dates and scores that anyone can open. Figures in the latest
 * prediction's max marks. Empty: says how the trend fills.
 */
export function ReadinessTrend({ points, locale }: { points: HomeTrendPoint[]; locale: string }) {
  const { t } = useTranslation('journey');
  const last = points.at(-1);
  const first = points[0];
  const max = last?.max_marks ?? 0;
  const inMax = (p: HomeTrendPoint, v: number) => formatMarks((v * max) / p.max_marks, locale);
  return (
    <section aria-labelledby="journey-trend">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} id="journey-trend" fz={{ base: 20, sm: 24 }}>
            {t('trend.title')}
          </Title>
          {!first || !last ? (
            <Text c="dimmed">{t('trend.empty')}</Text>
          ) : (
            <>
              <Text size="sm">
                {points.length === 1
                  ? t('trend.summaryOne', { date: formatDay(last.day, locale), score: inMax(last, last.predicted), max: formatMarks(max, locale) })
                  : t('trend.summary', {
                      first: formatDay(first.day, locale),
                      last: formatDay(last.day, locale),
                      from: inMax(first, first.predicted),
                      to: inMax(last, last.predicted),
                      max: formatMarks(max, locale),
                    })}
              </Text>
              {points.length > 1 && (
                <Suspense fallback={<Skeleton height={220} radius="md" />}>
                  <TrendChart points={points} maxMarks={max} locale={locale} />
                </Suspense>
              )}
              <Accordion variant="contained">
                <Accordion.Item value="table">
                  <Accordion.Control>{t('trend.tableToggle')}</Accordion.Control>
                  <Accordion.Panel>
                    <Table.ScrollContainer minWidth={280}>
                      <Table striped>
                        <Table.Caption>{t('trend.caption', { max: formatMarks(max, locale) })}</Table.Caption>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th scope="col">{t('trend.date')}</Table.Th>
                            <Table.Th scope="col">{t('trend.predicted')}</Table.Th>
                            <Table.Th scope="col">{t('trend.range')}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {[...points].reverse().map((p) => (
                            <Table.Tr key={p.day}>
                              <Table.Th scope="row" fw={400}>
                                {formatDay(p.day, locale)}
                              </Table.Th>
                              <Table.Td>{inMax(p, p.predicted)}</Table.Td>
                              <Table.Td>
                                {inMax(p, p.low)}–{inMax(p, p.high)}
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
            </>
          )}
        </Stack>
      </Card>
    </section>
  );
}
