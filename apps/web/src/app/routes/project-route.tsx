import { Badge, Grid, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { ProjectActivity } from '../../features/projects/components/project-activity.tsx';
import { ProjectPeople } from '../../features/projects/components/project-people.tsx';
import { TasklistsBoard } from '../../features/tasks/components/tasklists-board.tsx';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';
import { NotBuiltPage, NotFoundPage } from './fallback-pages.tsx';

/** The project sub-pages of the route catalogue (document 1, section 2.1). */
export const PROJECT_SECTIONS = [
  'calendar',
  'tasklists',
  'timeline',
  'mindmap',
  'events',
  'discussions',
  'docs-and-files',
  'crm-pair',
  'crm',
  'notes',
  'client',
  'finished-tasks',
  'request-access',
  'users',
  'work-reports',
  'archived-tasklists',
] as const;

/** Parses a route id: digits only, otherwise the route does not exist. */
export function parseRouteId(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
}

function ProjectPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  useTopic(`project.${projectId}`);
  return (
    <QueryState query={project}>
      {(p) => (
        <Page
          title={p.name}
          actions={
            <Group gap="xs">
              <Badge variant="light">{t(`projectState.${p.state.state}`)}</Badge>
              <Badge variant="outline">{p.currency}</Badge>
            </Group>
          }
        >
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TasklistsBoard projectId={p.id} canCreateTasklist={p.abilities.create_tasklist} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <ProjectPeople project={p} />
                <ProjectActivity projectId={p.id} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Page>
      )}
    </QueryState>
  );
}

/** /project/{projectId} and its sub-pages; the id must be numeric. */
export function ProjectRoute() {
  const params = useParams();
  const projectId = parseRouteId(params.projectId);
  const section = params.section;
  if (projectId === null) return <NotFoundPage />;
  if (section === undefined || section === 'tasklists')
    return <ProjectPage projectId={projectId} />;
  if ((PROJECT_SECTIONS as readonly string[]).includes(section))
    return <NotBuiltPage area={`project-${section}`} />;
  return <NotFoundPage />;
}
