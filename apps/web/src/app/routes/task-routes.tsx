import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Task } from '@tandem/contract';
import { Page } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { useTask, useTaskByUuid } from '../../lib/tasks/task-detail.api.ts';
import { TaskDetail } from '../../features/tasks/components/task-detail/task-detail.tsx';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';
import { TASK_SECTIONS } from '../task-sections.ts';
import { prefetchThread } from '../../features/comments/api/comments.api.ts';
import { NotFoundPage } from './fallback-pages.tsx';
import { parseRouteId } from './parse-route-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The task's detail with its project's people to choose workers from, live with the project. */
export function TaskDetailWithPeople({ task }: { task: Task }) {
  const project = useProject(task.project.id);
  useTopic(`project.${task.project.id}`);
  return <TaskDetail task={task} members={project.data?.workers ?? []} sections={TASK_SECTIONS} />;
}

function TaskById({ taskId, children }: { taskId: number; children: (task: Task) => ReactNode }) {
  const task = useTask(taskId);
  // The task's comments load beside the task, not after it.
  const queryClient = useQueryClient();
  useEffect(() => prefetchThread(queryClient, { type: 'task', id: taskId }), [queryClient, taskId]);
  return <QueryState query={task}>{children}</QueryState>;
}

function TaskByUuid({ uuid, children }: { uuid: string; children: (task: Task) => ReactNode }) {
  const found = useTaskByUuid(uuid);
  return (
    <QueryState query={found}>
      {(task) => <TaskById taskId={task.id}>{children}</TaskById>}
    </QueryState>
  );
}

/** A task by the id or uuid the address holds; 404 page when it is neither. */
export function TaskFromAddress({
  value,
  children,
}: {
  value: string | undefined;
  children: (task: Task) => ReactNode;
}) {
  const id = parseRouteId(value);
  if (id !== null) return <TaskById taskId={id}>{children}</TaskById>;
  if (value && UUID.test(value)) return <TaskByUuid uuid={value}>{children}</TaskByUuid>;
  return <NotFoundPage />;
}

/** /task/{taskId} (also by uuid): the task on a page of its own. */
export function TaskRoute() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  return (
    <TaskFromAddress value={taskId}>
      {(task) => (
        <Page title={t('taskDetail.pageTitle')}>
          <TaskDetailWithPeople task={task} />
        </Page>
      )}
    </TaskFromAddress>
  );
}
