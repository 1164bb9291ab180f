import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useAddTaskAnywhere } from '../api/add-task.api.ts';
import { useTasklist, useTasklists } from '../../../lib/tasks/tasks.api.ts';
import { DueDateInput } from '../../../components/due-date-input.tsx';

/**
 * The global add-task modal (document 1, section 2.4): a project and one of its task lists, the
 * name, a worker and a due date. It starts on the project (or list) of the page it was opened from.
 */
export function GlobalAddTaskModal({
  opened,
  defaults,
  projects,
  onClose,
}: {
  opened: boolean;
  defaults: { projectId?: number; tasklistId?: number; dueDate?: string };
  /** The viewer's active projects, to choose from. */
  projects: Project[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fromList = useTasklist(defaults.tasklistId ?? 0, defaults.tasklistId !== undefined);
  const suggestedProject = defaults.projectId ?? fromList.data?.project.id ?? null;
  const [chosenProject, setChosenProject] = useState<number | null>(null);
  const projectId = chosenProject ?? suggestedProject;
  const [chosenList, setChosenList] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [workerId, setWorkerId] = useState<number | null>(null);
  const [dueDate, setDueDate] = useState<string | null>(defaults.dueDate ?? null);
  const tasklists = useTasklists(projectId ?? 0, projectId !== null);
  const add = useAddTaskAnywhere();

  const project = projects.find((p) => p.id === projectId) ?? null;
  // Which lists take new tasks is the server's answer (their abilities), not a rule kept here.
  const openLists = (projectId ? (tasklists.data ?? []) : []).filter(
    (l) => l.abilities.create_task,
  );
  const tasklistId =
    chosenList ??
    openLists.find((l) => l.id === defaults.tasklistId)?.id ??
    openLists[0]?.id ??
    null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!projectId || !tasklistId || !name.trim()) return;
    const input = { projectId, tasklistId, name: name.trim(), workerId, dueDate };
    if (!onlineManager.isOnline()) {
      // Kept in the queue of task changes and sent when the connection returns; its list shows
      // it as waiting meanwhile.
      add.mutate(input);
      notifications.show({ message: t('addTask.queuedOffline', { name: input.name }) });
      setName('');
      onClose();
      return;
    }
    add.mutate(input, {
      onSuccess: ({ task, detailsError }) => {
        notifications.show(
          detailsError
            ? {
                color: 'orange',
                message: t('addTask.addedWithoutDetails', {
                  name: task.name,
                  reason: errorMessage(detailsError, t),
                }),
              }
            : { color: 'green', message: t('addTask.added', { name: task.name }) },
        );
        setName('');
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('addTask.title')} size="lg">
      <form onSubmit={submit} aria-label={t('addTask.title')}>
        <Stack>
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('addTask.project')}
              placeholder={t('addTask.pickProject')}
              searchable
              required
              data={projects.map((p) => ({
                value: String(p.id),
                label: p.name,
              }))}
              value={projectId ? String(projectId) : null}
              onChange={(value) => {
                setChosenProject(value ? Number(value) : null);
                setChosenList(null);
                setWorkerId(null);
              }}
              nothingFoundMessage={t('addTask.noProjects')}
              miw={200}
            />
            <Select
              label={t('addTask.tasklist')}
              placeholder={t('addTask.pickTasklist')}
              required
              disabled={!projectId}
              data={openLists.map((l) => ({ value: String(l.id), label: l.name }))}
              value={tasklistId ? String(tasklistId) : null}
              onChange={(value) => setChosenList(value ? Number(value) : null)}
              nothingFoundMessage={t('addTask.noTasklists')}
              error={
                projectId && tasklists.isSuccess && openLists.length === 0
                  ? t('addTask.noTasklists')
                  : undefined
              }
              miw={200}
            />
          </Group>
          <TextInput
            label={t('addTask.name')}
            required
            data-autofocus
            maxLength={LIMITS.nameMax}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('addTask.worker')}
              placeholder={t('addTask.nobody')}
              clearable
              searchable
              disabled={!project}
              data={(project?.workers ?? []).map((w) => ({
                value: String(w.id),
                label: w.fullname,
              }))}
              value={workerId ? String(workerId) : null}
              onChange={(value) => setWorkerId(value ? Number(value) : null)}
              miw={200}
            />
            <DueDateInput
              label={t('addTask.dueDate')}
              value={dueDate}
              disabled={false}
              onChange={setDueDate}
            />
          </Group>
          {add.isError && (
            <Alert color="red" role="alert">
              {errorMessage(add.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!tasklistId || !name.trim()}>
              {t('addTask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
