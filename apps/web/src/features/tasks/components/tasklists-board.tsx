import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Person, Task, Tasklist } from '@tandem/contract';
import { disallowedMessage, errorMessage, fieldError } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useReorderTasklists } from '../../../lib/tasks/tasklist-order.api.ts';
import { useCreateTasklist, useProjectTasks, useTasklists } from '../../../lib/tasks/tasks.api.ts';
import { movedOrder } from '../../../lib/tasks/tasklist-order.ts';
import { InlineCreateForm } from './inline-create-form.tsx';
import { TasklistCard } from './tasklist-card.tsx';
import type { TaskDragHandlers } from './task-row.tsx';

/** The task lists of a project with their tasks (the rows layout). */
export function TasklistsBoard({
  projectId,
  canCreateTasklist,
  createDeniedBy = null,
  keepTask,
  onlyTasklistId,
  drag,
}: {
  projectId: number;
  canCreateTasklist: boolean;
  /** The project owner, when a role of theirs keeps the user from creating task lists. */
  createDeniedBy?: Person | null;
  /** Which tasks to show (the filter); all when absent. */
  keepTask?: (task: Task) => boolean;
  onlyTasklistId?: number | undefined;
  drag?: TaskDragHandlers | undefined;
}) {
  const { t } = useTranslation();
  const tasklists = useTasklists(projectId);
  const tasks = useProjectTasks(projectId);
  const createTasklist = useCreateTasklist(projectId);
  const reorder = useReorderTasklists(projectId);

  const move = (lists: Tasklist[], index: number, delta: -1 | 1) =>
    reorder.mutate(
      movedOrder(
        lists.map((list) => list.id),
        index,
        delta,
      ),
      {
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );

  return (
    <Stack gap="md">
      <QueryState query={tasklists}>
        {(allLists) => {
          const lists =
            onlyTasklistId === undefined
              ? allLists
              : allLists.filter((list) => list.id === onlyTasklistId);
          return (
            <QueryState query={tasks}>
              {(allTasks) =>
                lists.length === 0 ? (
                  <Text c="dimmed">{t('tasks.noTasklists')}</Text>
                ) : (
                  <Stack gap="md">
                    {lists.map((tasklist, index) => (
                      <TasklistCard
                        key={tasklist.id}
                        tasklist={tasklist}
                        tasks={allTasks.filter(
                          (task) =>
                            task.tasklist.id === tasklist.id && (keepTask ? keepTask(task) : true),
                        )}
                        drag={drag}
                        index={index}
                        count={lists.length}
                        onMove={(delta) => move(lists, index, delta)}
                      />
                    ))}
                  </Stack>
                )
              }
            </QueryState>
          );
        }}
      </QueryState>
      {canCreateTasklist && onlyTasklistId === undefined && (
        <InlineCreateForm
          label={t('tasks.newTasklist')}
          submitLabel={t('tasks.addTasklist')}
          pending={createTasklist.isPending}
          error={
            createTasklist.isError
              ? (fieldError(createTasklist.error, 'name') ?? errorMessage(createTasklist.error, t))
              : undefined
          }
          onSubmit={(name, done) => createTasklist.mutate(name, { onSuccess: done })}
        />
      )}
      {!canCreateTasklist && createDeniedBy && (
        <Text size="sm" c="dimmed" data-testid="tasklist-create-denied">
          {disallowedMessage({ action: 'tasklist_create', owner: createDeniedBy }, t)}
        </Text>
      )}
    </Stack>
  );
}
