import { useState } from 'react';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { useSetPinned } from '../api/task-estimates.api.ts';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';

/** Pins the task to the top of its project, for everyone in it. */
export function TaskPinToggle({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const setPinned = useSetPinned(task);
  const canEdit = task.abilities.update;
  // What was asked for shows at once, in the same render as the click (the mutation's own pending
  // state reaches the component a moment later), until the answer is in.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? task.is_pinned;
  return (
    <Switch
      mt="md"
      label={t('taskEstimates.pinned')}
      description={t('taskEstimates.pinnedHint')}
      checked={checked}
      disabled={!canEdit}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setAsked(next);
        setPinned.mutate(next, {
          onSettled: () => setAsked(null),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
        });
      }}
    />
  );
}
