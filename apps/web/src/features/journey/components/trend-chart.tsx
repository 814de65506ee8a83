/**
 * The readiness trend's line chart (issue 18 §4, `/achieve/home`). Loaded lazily by
 * `readiness-trend.tsx`, so @mantine/charts and Recharts travel only with the journey chunk when a
 * trend is shown. Drawn for sighted users and hidden from assistive technology: the summary line
 * and the table of dates and scores beside it carry the same figures.
 */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { HomeTrendPoint } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../utils/format-day.ts';
import { formatMarks } from '../utils/format-marks.ts';

/** Predicted score and its interval per day, in the trend's latest max marks. */
export default function TrendChart({ points, maxMarks, locale }: { points: HomeTrendPoint[]; maxMarks: number; locale: string }) {
  const { t } = useTranslation('journey');
  const data = points.map((p) => {
    const k = maxMarks / p.max_marks;
    return { day: formatDay(p.day, locale, false), predicted: p.predicted * k, low: p.low * k, high: p.high * k };
  });
  return (
    // inert too: Recharts makes its surface focusable, which must not happen under aria-hidden.
    <div aria-hidden="true" inert data-testid="trend-chart">
      <LineChart
        h={220}
        data={data}
        dataKey="day"
        series={[
          { name: 'predicted', label: t('trend.predicted'), color: 'blue.7' },
          { name: 'high', label: t('trend.high'), color: 'gray.5', strokeDasharray: '4 4' },
          { name: 'low', label: t('trend.low'), color: 'gray.5', strokeDasharray: '4 4' },
        ]}
        curveType="linear"
        withLegend
        withTooltip={false}
        yAxisProps={{ domain: [0, maxMarks], width: 44, tickFormatter: (v: number) => formatMarks(v, locale) }}
        gridAxis="y"
      />
    </div>
  );
}
