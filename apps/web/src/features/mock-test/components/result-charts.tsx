/**
 * The charts of the result page (learning.md §2 Tests, feedback page): score by section, attempt
 * quality and time spent against ideal time per question. Loaded lazily by `result-page.tsx`, so
 * @mantine/charts and Recharts travel only with this page. Each chart is drawn for sighted users
 * and hidden from assistive technology, which reads a summary sentence and a data table instead.
 */
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import type { TestResult } from '@abhyas/contracts';
import { TEST_ATTEMPT_TYPES, type TestAttemptType } from '@abhyas/domain';
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { qualityCounts, questionTimes, sectionScores } from './result-stats.ts';

/** Colour of each attempt type, the same in the donut and its legend. */
export const QUALITY_COLOR: Record<TestAttemptType, string> = {
  TooFastCorrect: 'lime.6',
  Perfect: 'green.8',
  Correct: 'teal.6',
  OvertimeCorrect: 'yellow.6',
  PartiallyCorrect: 'cyan.6',
  Wasted: 'orange.6',
  Incorrect: 'red.7',
  OvertimeIncorrect: 'pink.7',
  NonAttempt: 'gray.5',
};

/**
 * Charts take turns: each is drawn in a task of its own, after the one before it has painted.
 * Recharts lays a chart out in effects that re-render it at once, so three charts drawn together
 * were one task of about 450 ms on a phone (Lighthouse at 4× CPU throttling; issue 25 §3).
 */
let chartQueue: Promise<void> = Promise.resolve();

/** True once it is this chart's turn (after `ready`), in a transition; see `chartQueue`. */
function useChartTurn(ready: boolean): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!ready || turn) return;
    let live = true;
    chartQueue = chartQueue.then(
      () =>
        new Promise<void>((done) => {
          setTimeout(() => {
            if (!live) return done();
            startTransition(() => setTurn(true));
            // The next chart waits for this one's frame.
            requestAnimationFrame(() => setTimeout(done, 0));
          }, 0);
        }),
    );
    return () => {
      live = false;
    };
  }, [ready, turn]);
  return turn;
}

/** `seen` turns true once the element has come within 200 px of the screen, and stays. */
function useNearViewport(): { ref: (el: HTMLDivElement | null) => void; seen: boolean } {
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el || seen || typeof IntersectionObserver === 'undefined') return;
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            io.disconnect();
            setSeen(true);
          }
        },
        { rootMargin: '200px 0px' },
      );
      io.observe(el);
      observer.current = io;
    },
    [seen],
  );
  return { ref, seen };
}

/**
 * Draws `children` (a chart) only while its box has a width: Recharts' ResponsiveContainer warns
 * "width(0) and height(0) of chart should be greater than 0" on every render it makes without
 * room, and a chart has none before its card is laid out or while it is hidden (issue 15: nine
 * warnings when the analysis filter changed). `minHeight` keeps the chart's room meanwhile. The
 * chart is drawn once its box comes within 200 px of the viewport (a phone shows the first chart;
 * the per-question time chart, the dearest, waits until the student scrolls towards it), and it
 * waits its turn behind the page's other charts (`useChartTurn`).
 */
export function WhenSized({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const { ref, width } = useElementSize();
  const near = useNearViewport();
  const turn = useChartTurn(width > 0 && near.seen);
  const merged = useMergedRef(ref, near.ref);
  return (
    <div ref={merged} style={{ minHeight, minWidth: 0 }} data-chart-box>
      {width > 0 && turn ? children : null}
    </div>
  );
}

/**
 * A titled chart card: the picture (hidden from screen readers), the summary and the hidden table.
 * With `scrollWidth` (px) the picture scrolls sideways in a box the keyboard can reach and scroll.
 */
function ChartCard({
  id,
  title,
  summary,
  chart,
  table,
  scrollWidth,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  scrollWidth?: number;
  children?: ReactNode;
}) {
  // inert too: Recharts makes its surface focusable, which must not happen under aria-hidden.
  const picture = (
    <div aria-hidden="true" inert style={scrollWidth ? { minWidth: scrollWidth } : undefined}>
      {chart}
    </div>
  );
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={id} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Text size="sm" component="figcaption">
          {summary}
        </Text>
        {scrollWidth ? (
          // A plain scroller: a region the keyboard reaches (tab, then arrows) and screen readers name
          // (axe scrollable-region-focusable); the chart inside stays hidden and inert.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div role="group" aria-label={title} tabIndex={0} style={{ overflowX: 'auto', paddingBottom: 8 }}>
            {picture}
          </div>
        ) : (
          picture
        )}
        {children}
        <VisuallyHidden>{table}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}

/** Score against maximum marks in each section (bar). */
function SectionChart({ result }: { result: TestResult }) {
  const { t } = useTranslation('test');
  const rows = sectionScores(result);
  const best = [...rows].sort((a, b) => b.share - a.share)[0];
  return (
    <ChartCard
      id="chart-sections"
      title={t('result.charts.sectionTitle')}
      summary={best ? t('result.charts.sectionSummary', { section: best.name, percent: Math.round(best.share * 100) }) : t('result.charts.noData')}
      chart={
        <WhenSized minHeight={220}>
          <BarChart
            h={220}
            data={rows.map((r) => ({ section: r.name, score: r.score, max: r.max }))}
            dataKey="section"
            series={[
              { name: 'score', label: t('result.score'), color: 'blue.6' },
              { name: 'max', label: t('result.charts.maxMarks'), color: 'gray.3' },
            ]}
            withLegend
            tickLine="y"
          />
        </WhenSized>
      }
      table={
        <Table>
          <caption>{t('result.charts.sectionTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('submit.section')}</th>
              <th scope="col">{t('result.score')}</th>
              <th scope="col">{t('result.charts.maxMarks')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.code}>
                <th scope="row">{r.name}</th>
                <td>{r.score}</td>
                <td>{r.max}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}

/** How the questions were attempted (donut), with a legend that explains every category. */
function QualityChart({ result }: { result: TestResult }) {
  const { t } = useTranslation('test');
  const counts = qualityCounts(result);
  const total = result.questions.length;
  const attempted = result.questions.filter((q) => q.outcome !== 'unattempted').length;
  const correct = result.questions.filter((q) => q.outcome === 'correct').length;
  const label = (type: TestAttemptType) => t(`result.quality.${type}.label`);
  return (
    <ChartCard
      id="chart-quality"
      title={t('result.charts.qualityTitle')}
      summary={t('result.charts.accuracySummary', { percent: Math.round(result.accuracy * 100), correct, attempted })}
      chart={
        <WhenSized minHeight={170}>
          <Group justify="center">
            <DonutChart
              size={170}
              thickness={26}
              chartLabel={t('result.charts.questionCount', { count: total })}
              data={TEST_ATTEMPT_TYPES.filter((type) => counts[type] > 0).map((type) => ({
                name: label(type),
                value: counts[type],
                color: QUALITY_COLOR[type],
              }))}
            />
          </Group>
        </WhenSized>
      }
      table={
        <Table>
          <caption>{t('result.charts.qualityTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('result.charts.category')}</th>
              <th scope="col">{t('result.charts.questionsColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {TEST_ATTEMPT_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row">{label(type)}</th>
                <td>{counts[type]}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    >
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-hidden="true">
        {TEST_ATTEMPT_TYPES.map((type) => (
          <Group component="li" key={type} gap="xs" wrap="nowrap" align="flex-start">
            <ColorSwatch color={`var(--mantine-color-${QUALITY_COLOR[type].replace('.', '-')})`} size={14} mt={3} style={{ flexShrink: 0 }} />
            <Text size="sm">
              <b>
                {label(type)} ({counts[type]})
              </b>
              : {t(`result.quality.${type}.help`)}
            </Text>
          </Group>
        ))}
      </Stack>
    </ChartCard>
  );
}

/** Seconds spent against the ideal seconds of every question (grouped bars; scrolls sideways on phones). */
function TimeChart({ result }: { result: TestResult }) {
  const { t } = useTranslation('test');
  const rows = questionTimes(result);
  const over = rows.filter((r) => r.over).length;
  return (
    <ChartCard
      id="chart-time"
      title={t('result.charts.timeTitle')}
      summary={t('result.charts.timeSummary', { over, total: rows.length })}
      scrollWidth={Math.max(300, rows.length * 28)}
      chart={
        <WhenSized minHeight={240}>
          <BarChart
            h={240}
            data={rows.map((r) => ({ q: t('result.charts.questionShort', { n: r.n }), spent: r.spent, ideal: r.ideal }))}
            dataKey="q"
            series={[
              { name: 'spent', label: t('result.charts.spent'), color: 'blue.6' },
              { name: 'ideal', label: t('result.charts.ideal'), color: 'orange.4' },
            ]}
            unit=" s"
            withLegend
            tickLine="y"
          />
        </WhenSized>
      }
      table={
        <Table>
          <caption>{t('result.charts.timeTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('result.charts.question')}</th>
              <th scope="col">{t('result.charts.spentSeconds')}</th>
              <th scope="col">{t('result.charts.idealSeconds')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.code}>
                <th scope="row">{t('result.questionTitle', { section: r.section, n: r.inSection })}</th>
                <td>{r.spent}</td>
                <td>{r.ideal}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}

/** The three result charts: sections and attempt quality side by side from 768 px, time per question below. */
export default function ResultCharts({ result }: { result: TestResult }) {
  const { t } = useTranslation('test');
  return (
    <section aria-labelledby="result-analysis">
      <Title order={2} size="h3" mb="sm" id="result-analysis">
        {t('result.charts.title')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SectionChart result={result} />
          <QualityChart result={result} />
        </SimpleGrid>
        <TimeChart result={result} />
      </Stack>
    </section>
  );
}
