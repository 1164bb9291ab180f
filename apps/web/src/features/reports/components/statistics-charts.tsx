import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { formatMoney } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { amountIn, hoursAsTime, hoursOf, shortName } from '../utils/sum-rows.ts';
import type { SumRow } from '../utils/sum-rows.ts';

/** Colours of a donut's slices, the last for what the others leave. */
const SLICE_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7'];
const OTHER_COLOR = 'gray.5';
const MOST_BARS = 10;

/** The time of each project as a donut: the biggest ones, the rest as Other. */
export function TimeDonut({ rows }: { rows: SumRow[] }) {
  const { t } = useTranslation();
  const sorted = [...rows].sort((a, b) => b.minutes - a.minutes);
  const shown = sorted.slice(0, SLICE_COLORS.length);
  const rest = sorted.slice(SLICE_COLORS.length).reduce((sum, r) => sum + r.minutes, 0);
  const data = [
    ...shown.map((r, i) => ({ name: r.name, value: hoursOf(r.minutes), color: SLICE_COLORS[i]! })),
    ...(rest > 0
      ? [{ name: t('reports.stats.other'), value: hoursOf(rest), color: OTHER_COLOR }]
      : []),
  ];
  return (
    <Box
      component="figure"
      m={0}
      aria-label={t('reports.stats.byProject')}
      data-testid="stats-donut"
    >
      <DonutChart
        data={data}
        size={180}
        thickness={28}
        // A single slice would show the seam of its stroke.
        strokeWidth={data.length > 1 ? 1 : 0}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={hoursAsTime}
        tooltipDataSource="segment"
        mx="auto"
      />
    </Box>
  );
}

/** What each project cost in one currency, as bars, the most first. */
export function CostBars({ rows, currency }: { rows: SumRow[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const data = rows
    .map((r) => ({ name: r.name, cost: amountIn(r.costs, currency) }))
    .filter((r) => r.cost > 0)
    .sort((a, b) => b.cost - a.cost)
    .slice(0, MOST_BARS);
  if (data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('reports.stats.noCost')}
      </Text>
    );
  const money = (value: number) => formatMoney(value.toFixed(2), currency, i18n.language);
  return (
    <Box
      component="figure"
      m={0}
      aria-label={t('reports.stats.costByProject', { currency })}
      data-testid="stats-cost"
    >
      <BarChart
        h={Math.max(140, data.length * 34 + 40)}
        data={data}
        dataKey="name"
        orientation="vertical"
        gridAxis="x"
        maxBarWidth={24}
        yAxisProps={{ width: 130, tickFormatter: shortName }}
        barChartProps={{ margin: { right: 20 } }}
        series={[{ name: 'cost', label: t('reports.column.cost'), color: 'teal.6' }]}
        valueFormatter={money}
      />
    </Box>
  );
}
