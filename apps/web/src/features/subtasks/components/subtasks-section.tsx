import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Taskcheck } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { QueryState } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { useMoveTaskcheck, useTaskchecks } from '../api/taskchecks.api.ts';
import { TaskChecksProgress } from './task-checks-progress.tsx';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import { SubtaskAddField } from './subtask-add-field.tsx';
import { SubtaskRow } from './subtask-row.tsx';
import { DragArea } from '../../../components/drag/drag-area.tsx';
import { SubtaskDropList, useSubtaskDropStrategy } from './subtask-drag.tsx';

/** The subtasks of a task, below its description: check, rename, give, date, move, add. */
export function SubtasksSection({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const headingId = `subtasks-${task.id}`;
  if (task.smart_taskcheck_parent)
    return (
      <Text size="sm" c="dimmed">
        {t('taskchecks.subtaskOf')}{' '}
        <Anchor component={Link} to={`/task/${task.smart_taskcheck_parent.id}`}>
          {t('taskchecks.openParent')}
        </Anchor>
      </Text>
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <SubtasksList task={task} headingId={headingId} />
    </Stack>
  );
}

function SubtasksList({ task, headingId }: TaskSectionProps & { headingId: string }) {
  const { t } = useTranslation();
  const query = useTaskchecks(task.id);
  const move = useMoveTaskcheck(task);
  const onMove = (check: Taskcheck, neighbour: Taskcheck, place: 'before' | 'after') =>
    move.mutate(
      { check, neighbour, place },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }) },
    );
  const checks = query.data?.taskchecks ?? [];
  const { strategy, setList } = useSubtaskDropStrategy(checks, onMove);
  const summary = {
    total: checks.length,
    finished: checks.filter((c) => c.state.id === TASK_STATE.finished).length,
  };
  return (
    <>
      <Group gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {t('taskchecks.title')}
        </Title>
        <TaskChecksProgress summary={summary} />
      </Group>
      <QueryState query={query}>
        {(data) => (
          <>
            {data.taskchecks.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('taskchecks.empty')}
              </Text>
            ) : (
              <DragArea strategy={strategy}>
                <SubtaskDropList setList={setList}>
                  {data.taskchecks.map((check, index) => (
                    <SubtaskRow
                      key={check.id}
                      task={task}
                      check={check}
                      people={data.workers}
                      abilities={data.abilities}
                      above={data.taskchecks[index - 1] ?? null}
                      below={data.taskchecks[index + 1] ?? null}
                      onMove={onMove}
                      draggable={data.abilities.update}
                    />
                  ))}
                </SubtaskDropList>
              </DragArea>
            )}
            {data.abilities.update && (
              <SubtaskAddField task={task} count={data.taskchecks.length} />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
