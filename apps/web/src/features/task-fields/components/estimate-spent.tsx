import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWorkMinutes } from '@tandem/contract/browser';

/**
 * The time reported against an estimate, as "1:30 of 2:00 spent" with a bar that turns red past
 * the estimate; nothing while no time is reported (or the project hides it).
 */
export function EstimateSpent({ spent, estimate }: { spent: number; estimate: number }) {
  const { t } = useTranslation();
  if (spent <= 0) return null;
  const label = t('taskEstimates.spent', {
    spent: formatWorkMinutes(spent),
    estimate: formatWorkMinutes(estimate),
  });
  const share = estimate > 0 ? Math.min(100, (spent / estimate) * 100) : 100;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Progress
        size="xs"
        value={share}
        color={spent > estimate ? 'red' : 'blue'}
        aria-label={label}
      />
    </Stack>
  );
}
