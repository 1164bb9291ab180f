import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ItemShareField } from '../../features/public-links/components/item-share-field.tsx';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Task } from '@tandem/contract';
import { Page } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { useTask, useTaskByUuid } from '../../lib/tasks/task-detail.api.ts';
import { useTasklist } from '../../lib/tasks/tasks.api.ts';
import type { TaskLayout } from '../../features/tasks/components/board/project-tasks-view.tsx';
import {
  ProjectTasksView,
  TASK_LAYOUTS,
} from '../../features/tasks/components/board/project-tasks-view.tsx';
import { TaskDetail } from '../../features/tasks/components/task-detail/task-detail.tsx';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';
import { TASK_SECTIONS } from '../task-sections.ts';
import { TASK_SLOTS } from '../task-slots.ts';
import { TaskSlotsProvider } from '../../lib/task-slots.tsx';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { prefetchThread } from '../../features/comments/api/comments.api.ts';
import { focusTaskWhenShown } from '../../lib/focus-task.ts';
import { NotFoundPage } from './fallback-pages.tsx';
import { TaskModal } from './task-modal.tsx';
import { parseRouteId } from './parse-route-id.ts';
import { ProjectPage } from './project-route.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The task's detail with its project's people to choose workers from, live with the project. */
function TaskDetailWithPeople({ task }: { task: Task }) {
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
function TaskFromAddress({
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

/**
 * /task-modal/{id} and /task-modal/uuid/{uuid}: the task over its project's page, which keeps
 * the layout and filter of the address. Closing goes back to the project.
 */
export function TaskModalRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const { search, key } = useLocation();
  return (
    <TaskFromAddress value={params.uuid ?? params.id}>
      {(task) => {
        const close = () => {
          // Back where the task was opened from when that was in this tab, else to its project.
          if (key !== 'default' && window.history.length > 1) void navigate(-1);
          else void navigate(`/project/${task.project.id}${search}`);
          // The board is drawn anew under the dialog: the focus goes back to the task's row.
          focusTaskWhenShown(task.id);
        };
        return (
          <>
            <ProjectPage projectId={task.project.id} />
            <TaskModal task={task} onClose={close}>
              <TaskDetailWithPeople task={task} />
            </TaskModal>
          </>
        );
      }}
    </TaskFromAddress>
  );
}

/** /tasklist/{tasklistId}: one task list in the layout the address names (rows by default). */
export function TasklistRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const id = parseRouteId(params.tasklistId);
  const [search, setSearch] = useSearchParams();
  const tasklist = useTasklist(id ?? 0);
  if (id === null) return <NotFoundPage />;
  const fromAddress = search.get('layout');
  const layout: TaskLayout = (TASK_LAYOUTS as readonly string[]).includes(fromAddress ?? '')
    ? (fromAddress as TaskLayout)
    : 'rows';
  return (
    <QueryState query={tasklist}>
      {(list) => (
        <TasklistPage
          tasklistId={list.id}
          projectId={list.project.id}
          name={list.name}
          layout={layout}
          onLayoutChange={(next) => {
            const p = new URLSearchParams(search);
            p.set('layout', next);
            setSearch(p, { replace: true });
          }}
          label={t('taskDetail.inProject')}
          share={
            <ItemShareField
              target={{ type: 'tasklist', id: list.id }}
              canShare={list.abilities.update}
            />
          }
        />
      )}
    </QueryState>
  );
}

function TasklistPage(props: {
  tasklistId: number;
  projectId: number;
  name: string;
  layout: TaskLayout;
  onLayoutChange: (layout: TaskLayout) => void;
  label: string;
  /** Sharing the task list with people outside. */
  share: ReactNode;
}) {
  const { t } = useTranslation();
  const project = useProject(props.projectId);
  useTopic(`project.${props.projectId}`);
  return (
    <Page title={props.name}>
      <Stack gap="md">
        <Text size="sm">
          {props.label}{' '}
          <Anchor component={Link} to={`/project/${props.projectId}`}>
            {project.data?.name ?? '…'}
          </Anchor>
        </Text>
        {props.share}
        <TaskSlotsProvider slots={TASK_SLOTS}>
          <ProjectTasksView
            projectId={props.projectId}
            onlyTasklistId={props.tasklistId}
            layout={props.layout}
            onLayoutChange={props.onLayoutChange}
            people={project.data?.workers ?? []}
            canCreateTasklist={false}
            createDeniedBy={null}
          />
        </TaskSlotsProvider>
        <Stack gap="sm" component="section" aria-labelledby="tasklist-comments">
          <Title order={2} size="h4" id="tasklist-comments">
            {t('comments.tasklistTitle')}
          </Title>
          <CommentThread
            target={{ type: 'tasklist', id: props.tasklistId }}
            people={project.data?.workers ?? []}
          />
        </Stack>
      </Stack>
    </Page>
  );
}
