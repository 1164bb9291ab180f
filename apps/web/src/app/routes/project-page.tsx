import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch, useParams, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { ActivityFeed } from '../../features/activity/components/activity-page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import {
  useProjectSettings,
  useSaveProjectSettings,
} from '../../features/project-settings/api/project-settings.api.ts';
import {
  ProjectOverview,
  SectionFrame,
} from '../../features/project-settings/components/project-overview.tsx';
import { ProjectPageNav } from '../../features/project-settings/components/project-page-nav.tsx';
import { useRememberLayout } from '../../features/project-settings/hooks/use-remember-layout.ts';
import { projectPageToShow } from '../../features/project-settings/utils/section-order.ts';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { ProjectStateBanner } from '../../features/projects/components/project-actions.tsx';
import { ProjectActivity } from '../../features/projects/components/project-activity.tsx';
import { TaskSlotsProvider } from '../../lib/task-slots.tsx';
import { DiscussionPreview } from '../../features/comments/components/discussion-preview.tsx';
import { FilesPreview } from '../../features/files/components/files-preview.tsx';
import { TASK_SLOTS } from '../task-slots.ts';
import { TasklistsBoard } from '../../features/tasks/components/tasklists-board.tsx';
import { PinnedTasks } from '../../features/task-fields/components/pinned-tasks.tsx';
import type { TaskLayout } from '../../features/tasks/components/board/project-tasks-view.tsx';
import {
  ProjectTasksView,
  TASK_LAYOUTS,
} from '../../features/tasks/components/board/project-tasks-view.tsx';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';
import { NotFoundPage } from './fallback-pages.tsx';
import { PROJECT_SECTION_PATH, parseRouteId } from './parse-route-id.ts';
import { ProjectPeopleSection } from './project-people-section.tsx';
import { ProjectHeader } from './project-header.tsx';
import { NotesPreview } from '../../features/notes/components/notes-preview.tsx';
import { PinnedItemsSection } from '../../features/pinned-items/components/pinned-items-section.tsx';
import { ProjectTemplateBanner } from './project-template-parts.tsx';

/**
 * The project page: its default page (the task lists or the overview, from the user's settings)
 * unless the address asks for one, and the overview's sections in the user's order; or, on its
 * `events` sub-page, the project's activity under the same header and tabs.
 */
export function ProjectPage({ projectId, section }: { projectId: number; section?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const project = useProject(projectId);
  const settings = useProjectSettings(projectId);
  const saveSettings = useSaveProjectSettings(projectId);
  const remembering = useRememberLayout(projectId);
  useTopic(`project.${projectId}`);
  if (remembering) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <TaskSlotsProvider slots={TASK_SLOTS}>
      <QueryState query={project}>
        {(p) => (
          <Page title={p.name} header={<ProjectHeader project={p} />}>
            <ProjectStateBanner project={p} />
            <ProjectTemplateBanner project={p} />
            <QueryState query={settings}>
              {({ projectSettings }) => {
                const page =
                  section === 'events'
                    ? section
                    : projectPageToShow({
                        section,
                        view: search.get('view'),
                        defaultPage: projectSettings.default_page,
                      });
                const board = (
                  <TasklistsBoard
                    projectId={p.id}
                    canCreateTasklist={p.abilities.create_tasklist}
                    createDeniedBy={
                      p.disallowed_actions.includes('tasklist_create') ? p.owner : null
                    }
                  />
                );
                const layout = taskLayoutOf(search.get('layout'), projectSettings.layout);
                // The chosen layout goes into the address and is remembered for the project.
                const changeLayout = (next: TaskLayout) => {
                  const params = new URLSearchParams(search);
                  params.set('layout', next);
                  setSearch(params, { replace: true });
                  saveSettings.mutate(
                    { project_settings: { ...projectSettings, layout: next } },
                    { onError: (error) => console.error('Could not remember the layout', error) },
                  );
                };
                return (
                  <Stack gap="md">
                    <ProjectPageNav projectId={p.id} current={page} />
                    {page === 'tasks' && <PinnedTasks projectId={p.id} />}
                    {page === 'events' ? (
                      <ActivityFeed
                        key={p.id}
                        fixedProjectId={p.id}
                        people={p.workers.map((worker) => worker.id)}
                      />
                    ) : page === 'tasks' ? (
                      <ProjectTasksView
                        projectId={p.id}
                        layout={layout}
                        onLayoutChange={changeLayout}
                        people={p.workers}
                        canCreateTasklist={p.abilities.create_tasklist}
                        createDeniedBy={
                          p.disallowed_actions.includes('tasklist_create') ? p.owner : null
                        }
                      />
                    ) : (
                      <ProjectOverview
                        order={projectSettings.order_settings}
                        content={{
                          todos: <SectionFrame section="todos">{board}</SectionFrame>,
                          users: <ProjectPeopleSection project={p} />,
                          'last-activities': <ProjectActivity projectId={p.id} />,
                          'pinned-items': <PinnedItemsSection projectId={p.id} />,
                          files: (
                            <SectionFrame section="files">
                              <FilesPreview projectId={p.id} />
                            </SectionFrame>
                          ),
                          notes: (
                            <SectionFrame section="notes">
                              <NotesPreview projectId={p.id} />
                            </SectionFrame>
                          ),
                          discussions: (
                            <SectionFrame section="discussions">
                              <DiscussionPreview projectId={p.id} />
                            </SectionFrame>
                          ),
                        }}
                      />
                    )}
                  </Stack>
                );
              }}
            </QueryState>
          </Page>
        )}
      </QueryState>
    </TaskSlotsProvider>
  );
}

/** The layout to show: the address's when it names one of them, else the remembered one. */
function taskLayoutOf(fromAddress: string | null, remembered: string): TaskLayout {
  const layouts: readonly string[] = TASK_LAYOUTS;
  if (fromAddress && layouts.includes(fromAddress)) return fromAddress as TaskLayout;
  return layouts.includes(remembered) ? (remembered as TaskLayout) : 'rows';
}

/** The layouts of the spec (`?layout=`) that are the project's sub-pages here. */
const SUB_PAGE_LAYOUTS: Record<string, string> = { timeline: 'timeline', mind_map: 'mindmap' };

/**
 * /project/{projectId}, its `tasklists` and its `events`: the project page (the sub-pages are
 * `project-route.tsx`); the id must be numeric.
 */
export function ProjectRoute() {
  const params = useParams();
  // `tasklists` and `events` are this route's own segments, not a parameter.
  const section = useMatch(PROJECT_SECTION_PATH)?.params.section;
  const [search] = useSearchParams();
  // Guard 1 (`?remember=1`) handles the layout itself.
  const layoutParam = search.get('remember') === '1' ? null : search.get('layout');
  const projectId = parseRouteId(params.projectId);
  if (projectId === null) return <NotFoundPage />;
  // The spec's timeline and mind_map layouts are sub-pages of their own here.
  const layoutPage = SUB_PAGE_LAYOUTS[layoutParam ?? ''];
  if (layoutPage && section !== 'events')
    return <Navigate to={`/project/${projectId}/${layoutPage}`} replace />;
  return <ProjectPage projectId={projectId} section={section} />;
}
