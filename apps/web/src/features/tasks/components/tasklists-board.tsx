import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task, Tasklist } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useCreateTask,
  useCreateTasklist,
  useProjectTasks,
  useTasklists,
} from '../api/tasks.api.ts';
import { InlineCreateForm } from './inline-create-form.tsx';
import { TaskRow } from './task-row.tsx';

function TasklistCard({ tasklist, tasks }: { tasklist: Tasklist; tasks: Task[] }) {
  const { t } = useTranslation();
  const createTask = useCreateTask(tasklist.project.id);
  const headingId = `tasklist-${tasklist.id}`;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="tasklist"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {tasklist.name}
          </Title>
          <Badge
            variant="light"
            aria-label={t('tasks.activeCount', { count: tasklist.count_active_tasks })}
          >
            {tasklist.count_active_tasks}
          </Badge>
        </Group>
        {tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tasks.emptyList')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {tasks.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </Stack>
        )}
        {tasklist.abilities.create_task && (
          <InlineCreateForm
            label={t('tasks.newTask')}
            submitLabel={t('tasks.addTask')}
            pending={createTask.isPending}
            error={
              createTask.isError
                ? (fieldError(createTask.error, 'name') ?? errorMessage(createTask.error, t))
                : undefined
            }
            onSubmit={(name, done) =>
              createTask.mutate({ tasklistId: tasklist.id, name }, { onSuccess: done })
            }
          />
        )}
      </Stack>
    </Card>
  );
}

/** The task lists of a project with their tasks (the rows layout). */
export function TasklistsBoard({
  projectId,
  canCreateTasklist,
}: {
  projectId: number;
  canCreateTasklist: boolean;
}) {
  const { t } = useTranslation();
  const tasklists = useTasklists(projectId);
  const tasks = useProjectTasks(projectId);
  const createTasklist = useCreateTasklist(projectId);

  return (
    <Stack gap="md">
      <QueryState query={tasklists}>
        {(lists) => (
          <QueryState query={tasks}>
            {(allTasks) =>
              lists.length === 0 ? (
                <Text c="dimmed">{t('tasks.noTasklists')}</Text>
              ) : (
                <Stack gap="md">
                  {lists.map((tasklist) => (
                    <TasklistCard
                      key={tasklist.id}
                      tasklist={tasklist}
                      tasks={allTasks.filter((task) => task.tasklist.id === tasklist.id)}
                    />
                  ))}
                </Stack>
              )
            }
          </QueryState>
        )}
      </QueryState>
      {canCreateTasklist && (
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
    </Stack>
  );
}
