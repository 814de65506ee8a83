/**
 * Minutes of study per day as stacked bars (practice, videos, tests), with the same figures in a
 * table beside it: the chart is hidden from assistive technology, the table is the text alternative.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import type { ParentWeek } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { shortDate, weekday } from '../utils/format.ts';

export function WeekChart({ week }: { week: ParentWeek }) {
  const { t, i18n } = useTranslation('parent');
  const data = week.days.map((d) => ({ day: weekday(d.date, i18n.language), practice: d.practice_min, video: d.video_min, test: d.test_min }));
  return (
    <>
      <div aria-hidden="true" inert data-testid="week-chart">
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          type="stacked"
          withLegend
          withTooltip={false}
          yAxisProps={{ width: 32, allowDecimals: false }}
          series={[
            { name: 'practice', label: t('chart.practice'), color: 'blue.6' },
            { name: 'video', label: t('chart.video'), color: 'teal.6' },
            { name: 'test', label: t('chart.test'), color: 'orange.6' },
          ]}
        />
      </div>
      <Table.ScrollContainer minWidth={300}>
        <Table striped withTableBorder fz="sm" data-testid="week-table">
          <caption style={{ captionSide: 'top', textAlign: 'start', paddingBottom: 4 }}>{t('chart.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('chart.day')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('chart.practice')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('chart.video')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('chart.test')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('chart.total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {week.days.map((d) => (
              <Table.Tr key={d.date}>
                <Table.Th scope="row" fw={500}>
                  {weekday(d.date, i18n.language)} {shortDate(d.date, i18n.language)}
                </Table.Th>
                <Table.Td ta="end">{d.practice_min}</Table.Td>
                <Table.Td ta="end">{d.video_min}</Table.Td>
                <Table.Td ta="end">{d.test_min}</Table.Td>
                <Table.Td ta="end" fw={600}>
                  {d.total_min}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
