import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import type { WorkReportGrouping } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { hourTicks, hoursAsTime, hoursOf, shortName } from '../utils/sum-rows.ts';
import type { SumRow } from '../utils/sum-rows.ts';

/** Groups the chart of a grouping by entity shows: the biggest, the table lists them all. */
const MOST_GROUPS = 15;
const BAR_HEIGHT = 34;

/**
 * The report's time as a chart: bars per project, list, task or person (the biggest first), a
 * line over days, bars over weeks and months. It takes the width it is given.
 */
export function SumsChart({ rows, grouping }: { rows: SumRow[]; grouping: WorkReportGrouping }) {
  const { t } = useTranslation();
  const series = [{ name: 'hours', label: t('reports.hours'), color: 'blue.6' }];
  const ticks = hourTicks(Math.max(...rows.map((r) => hoursOf(r.minutes)), 0));
  // Whole hours (or halves, or fives) on the scale rather than 0:51, 1:42, ...
  const scale = { ticks, domain: [0, ticks.at(-1)!], interval: 0 as const };
  const common = { dataKey: 'name', series, valueFormatter: hoursAsTime, tickLine: 'y' as const };
  const periods = grouping === 'day' || grouping === 'week' || grouping === 'month';
  let chart;
  if (periods) {
    const data = rows.map((r) => ({ name: r.short, hours: hoursOf(r.minutes) }));
    chart =
      grouping === 'day' && rows.length > 1 ? (
        <LineChart h={260} data={data} curveType="linear" yAxisProps={scale} {...common} />
      ) : (
        <BarChart h={260} data={data} maxBarWidth={48} yAxisProps={scale} {...common} />
      );
  } else {
    const data = [...rows]
      .sort((a, b) => b.minutes - a.minutes)
      .slice(0, MOST_GROUPS)
      .map((r) => ({ name: r.name, hours: hoursOf(r.minutes) }));
    chart = (
      <BarChart
        h={Math.max(140, data.length * BAR_HEIGHT + 40)}
        data={data}
        orientation="vertical"
        gridAxis="x"
        maxBarWidth={24}
        xAxisProps={scale}
        // Room for the last mark of the scale, centred on the chart's right edge.
        barChartProps={{ margin: { right: 20 } }}
        yAxisProps={{ width: 130, tickFormatter: shortName }}
        {...common}
      />
    );
  }
  return (
    <Box component="figure" m={0} aria-label={t('reports.chart')} data-testid="report-chart">
      {chart}
    </Box>
  );
}
