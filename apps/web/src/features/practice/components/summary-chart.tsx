/**
 * The attempts-by-badge bar chart of the practice summary. Loaded lazily, so @mantine/charts and
 * Recharts travel only with the summary. Hidden from assistive technology: the table beside it
 * carries the same figures.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

export default function SummaryChart({ data }: { data: { name: string; count: number; color: string }[] }) {
  const { t } = useTranslation('practice');
  return (
    <div aria-hidden="true" inert data-testid="summary-chart">
      <BarChart
        h={Math.max(160, data.length * 44)}
        data={data}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 130 }}
        xAxisProps={{ allowDecimals: false }}
        series={[{ name: 'count', label: t('summary.count'), color: 'blue.6' }]}
        withTooltip={false}
        gridAxis="none"
      />
    </div>
  );
}
