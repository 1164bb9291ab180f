import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useProjects } from '../../features/projects/api/projects.api.ts';
import { MyOpenTasks } from '../../features/tasks/components/my-open-tasks.tsx';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';
import { useCurrentUser } from '../../lib/session.ts';

function ProjectTopic({ projectId }: { projectId: number }) {
  useTopic(`project.${projectId}`);
  return null;
}

/**
 * The dashboard: until the full one is built, the user's open tasks across their projects, due
 * first, kept live by following each of their active projects.
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const projects = useProjects('active', '', null);
  const list = projects.data?.projects ?? [];
  const colors = new Map(list.map((p) => [p.id, p.color] as const));
  return (
    <Page title={t('nav.dashboard')}>
      <Text c="dimmed" mt={-8}>
        {t('dashboard.intro', { name: user.fname || user.fullname })}
      </Text>
      {list.map((p) => (
        <ProjectTopic key={p.id} projectId={p.id} />
      ))}
      <MyOpenTasks timezone={user.timezone} projectColors={colors} />
    </Page>
  );
}
