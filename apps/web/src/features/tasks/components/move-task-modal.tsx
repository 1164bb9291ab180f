import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Task, TaskMoveTarget } from '@tandem/contract';
import { FormAlert } from '../../../components/form-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useMoveTask, useTaskMoveTargets } from '../api/task-move.api.ts';

/** The list picked by default: the first in the project other than the one the task is in. */
const firstOtherList = (project: TaskMoveTarget | undefined, task: Task) =>
  project?.tasklists.find((list) => list.id !== task.tasklist.id)?.id ?? null;

/** The form once the places are known: a project, then one of its task lists. */
function MoveTaskForm({
  task,
  projects,
  onClose,
}: {
  task: Task;
  projects: TaskMoveTarget[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveTask(task.project.id);
  const own = projects.find((p) => p.id === task.project.id);
  const [projectId, setProjectId] = useState((own ?? projects[0])!.id);
  const project = projects.find((p) => p.id === projectId);
  const [tasklistId, setTasklistId] = useState<number | null>(firstOtherList(project, task));
  const tasklist = project?.tasklists.find((list) => list.id === tasklistId);
  const leavesProject = projectId !== task.project.id;

  const choose = (id: number) => {
    setProjectId(id);
    setTasklistId(
      firstOtherList(
        projects.find((p) => p.id === id),
        task,
      ),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!project || !tasklist) return;
    move
      .mutateAsync({
        task,
        to: { projectId: project.id, tasklistId: tasklist.id, tasklistName: tasklist.name },
      })
      .then(
        () => {
          onClose();
          notifications.show({
            color: 'green',
            message: t('taskMove.moved', {
              name: task.name,
              tasklist: tasklist.name,
              project: project.name,
            }),
          });
        },
        // While the dialog is open it shows the error itself.
        () => undefined,
      );
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <FormAlert error={move.error} />
        <NativeSelect
          label={t('taskMove.project')}
          value={String(projectId)}
          onChange={(e) => choose(Number(e.currentTarget.value))}
          data={projects.map((p) => ({
            value: String(p.id),
            label: p.id === task.project.id ? t('taskMove.ownProject', { name: p.name }) : p.name,
          }))}
        />
        <NativeSelect
          label={t('taskMove.tasklist')}
          value={tasklistId === null ? '' : String(tasklistId)}
          onChange={(e) => setTasklistId(Number(e.currentTarget.value) || null)}
          data={[
            { value: '', label: t('taskMove.chooseTasklist'), disabled: true },
            ...(project?.tasklists ?? []).map((list) =>
              list.id === task.tasklist.id
                ? {
                    value: String(list.id),
                    label: t('taskMove.currentTasklist', { name: list.name }),
                    disabled: true,
                  }
                : { value: String(list.id), label: list.name },
            ),
          ]}
        />
        <Text size="sm" c="dimmed">
          {leavesProject && project
            ? t('taskMove.otherProjectHint', { project: project.name })
            : t('taskMove.endHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={move.isPending} disabled={!tasklist}>
            {t('taskMove.move')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Moves a task to the end of another task list, of its project or of another one: the user picks
 * a project, then a list where they may add tasks.
 */
export function MoveTaskModal({
  task,
  opened,
  onClose,
}: {
  task: Task;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const targets = useTaskMoveTargets(task, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('taskMove.title', { name: task.name })}
    >
      <QueryState query={targets}>
        {(projects) =>
          projects.length === 0 ? (
            <Stack>
              <Text size="sm" c="dimmed">
                {t('taskMove.noTargets')}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.close')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <MoveTaskForm task={task} projects={projects} onClose={onClose} />
          )
        }
      </QueryState>
    </Modal>
  );
}
