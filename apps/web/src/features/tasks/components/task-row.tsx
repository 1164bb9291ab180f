import { useState } from 'react';
import { Checkbox, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useSetTaskFinished } from '../api/tasks.api.ts';

export function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation();
  const setFinished = useSetTaskFinished(task.project.id);
  // What the user just chose, shown from the click itself: the cache's optimistic update lands a
  // moment later, and a controlled checkbox would otherwise flick back in between.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const finished = chosen ?? task.state.id === TASK_STATE.finished;

  const toggle = () => {
    setChosen(!finished);
    setFinished.mutate(
      { task, finished: !finished },
      {
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
        onSettled: () => setChosen(null),
      },
    );
  };

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      py={4}
      component="li"
      data-testid="task-row"
      data-state={task.state.state}
    >
      <Checkbox
        checked={finished}
        onChange={toggle}
        disabled={!task.abilities.finish}
        aria-label={
          finished ? t('tasks.reopen', { name: task.name }) : t('tasks.finish', { name: task.name })
        }
      />
      <Text
        td={finished ? 'line-through' : undefined}
        c={finished ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {task.name}
      </Text>
    </Group>
  );
}
