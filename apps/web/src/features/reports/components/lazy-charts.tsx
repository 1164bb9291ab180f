import { Suspense, lazy } from 'react';
import type { ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The charts bring recharts along (most of a report's code): they load after the table, in a
// chunk of their own, so the numbers show while the drawing is on its way.
const SumsChartCode = lazy(() =>
  import('./sums-chart.tsx').then((m) => ({ default: m.SumsChart })),
);
const TimeDonutCode = lazy(() =>
  import('./statistics-charts.tsx').then((m) => ({ default: m.TimeDonut })),
);
const CostBarsCode = lazy(() =>
  import('./statistics-charts.tsx').then((m) => ({ default: m.CostBars })),
);

function ChartSkeleton({ height }: { height: number }) {
  const { t } = useTranslation();
  return <Skeleton height={height} radius="md" aria-label={t('common.loading')} />;
}

/** The report's time as a chart (see `sums-chart.tsx`), loaded on first use. */
export function SumsChart(props: ComponentProps<typeof SumsChartCode>) {
  return (
    <Suspense fallback={<ChartSkeleton height={260} />}>
      <SumsChartCode {...props} />
    </Suspense>
  );
}

/** Each project's time as a donut, loaded on first use. */
export function TimeDonut(props: ComponentProps<typeof TimeDonutCode>) {
  return (
    <Suspense fallback={<ChartSkeleton height={260} />}>
      <TimeDonutCode {...props} />
    </Suspense>
  );
}

/** Each project's cost as bars, loaded on first use. */
export function CostBars(props: ComponentProps<typeof CostBarsCode>) {
  return (
    <Suspense fallback={<ChartSkeleton height={200} />}>
      <CostBarsCode {...props} />
    </Suspense>
  );
}
