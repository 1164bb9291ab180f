import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';

/** The mark of a task that repeats, on its row on the board. */
export function RecurringBadge({ task }: { task: Task }) {
  return task.is_recurrent ? <RecurringMark /> : null;
}

function RecurringMark() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color="grape">
      {t('board.recurring')}
    </Badge>
  );
}
