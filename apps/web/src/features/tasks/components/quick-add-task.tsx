import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tasklist } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { useCreateTask } from '../../../lib/tasks/tasks.api.ts';
import { InlineCreateForm } from './inline-create-form.tsx';

/** Quick add at the end of a task list: a name and Enter, and the field is ready for the next. */
export function QuickAddTask({ tasklist }: { tasklist: Tasklist }) {
  const { t } = useTranslation();
  const createTask = useCreateTask(tasklist.project.id);
  if (!tasklist.abilities.create_task) return null;
  return (
    <InlineCreateForm
      label={t('tasks.newTask')}
      submitLabel={t('tasks.addTask')}
      pending={createTask.isPending && !createTask.isPaused}
      error={
        createTask.isError
          ? (fieldError(createTask.error, 'name') ?? errorMessage(createTask.error, t))
          : undefined
      }
      onSubmit={(name, done) => {
        createTask.mutate(
          { tasklistId: tasklist.id, projectId: tasklist.project.id, name },
          { onSuccess: done },
        );
        // Offline the task waits in the list for the connection: the field is ready for the next.
        if (!onlineManager.isOnline()) done();
      }}
    />
  );
}
