import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { useTopic } from '../../../lib/realtime/realtime-context.tsx';
import { FinishedTasksView } from './finished-tasks-view.tsx';

/** /project/{projectId}/finished-tasks: the project's finished tasks, to look back on or reopen. */
export function ProjectFinishedTasksPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  useTopic(`project.${projectId}`);
  return (
    <Page
      title={t('areas.project-finished-tasks')}
      actions={
        <Group gap="md">
          <Anchor component={Link} to="/lists/finished-tasks">
            {t('finishedTasks.allLink')}
          </Anchor>
          <Anchor component={Link} to={`/project/${projectId}`}>
            {t('finishedTasks.backToProject')}
          </Anchor>
        </Group>
      }
    >
      <FinishedTasksView projectId={projectId} />
    </Page>
  );
}

/** /lists/finished-tasks: the finished tasks of every project the user is a member of. */
export function AllFinishedTasksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('finishedTasks.allTitle')}>
      <FinishedTasksView projectId={null} />
    </Page>
  );
}
