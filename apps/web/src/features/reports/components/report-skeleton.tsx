import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const BARS = [80, 55, 70, 35, 20];

/** Grey shapes of a chart and a table while a report loads, said to screen readers as loading. */
export function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('common.loading')} aria-busy>
      <Skeleton height={16} width={220} radius="sm" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {BARS.map((width, i) => (
            <Group key={i} gap="sm" wrap="nowrap">
              <Skeleton height={14} width={110} radius="sm" />
              <Skeleton height={18} width={`${width}%`} radius="sm" />
            </Group>
          ))}
        </Stack>
      </Paper>
      {BARS.map((_, i) => (
        <Skeleton key={i} height={32} radius="sm" />
      ))}
    </Stack>
  );
}
