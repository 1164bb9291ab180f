import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { Page } from '../../components/page.tsx';
import { CommentThread } from '../../features/comments/components/comment-thread.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { ItemShareField } from '../../features/public-links/components/item-share-field.tsx';
import type { TaskLayout } from '../../features/tasks/components/board/project-tasks-view.tsx';
import {
  ProjectTasksView,
  TASK_LAYOUTS,
} from '../../features/tasks/components/board/project-tasks-view.tsx';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';
import { TaskSlotsProvider } from '../../lib/task-slots.tsx';
import { useTasklist } from '../../lib/tasks/tasks.api.ts';
import { TASK_SLOTS } from '../task-slots.ts';
import { NotFoundPage } from './fallback-pages.tsx';
import { parseRouteId } from './parse-route-id.ts';

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
