import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { FinishedTasksView } from '../../features/tasks/components/finished-tasks-view.tsx';
import { PeoplePage } from '../../features/people/components/people-page.tsx';
import { PersonPage } from '../../features/people/components/person-page.tsx';
import { NotFoundPage } from './fallback-pages.tsx';
import { useRefreshHandedOverProjects } from './handover-refresh.ts';

/** /users: the people one works with and the project handovers waiting. */
export function UsersRoute() {
  return <PeoplePage onHandoversChanged={useRefreshHandedOverProjects()} />;
}

/** /user/{userId}; the id must be numeric. */
export function PersonRoute() {
  const raw = useParams().userId ?? '';
  // Checked here rather than with the project route's helper, whose chunk this page does not need.
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return <NotFoundPage />;
  return <PersonPage userId={Number(raw)} />;
}

/** /user/{userId}/finished-tasks: the tasks a person finished, in the projects one sees. */
export function PersonFinishedTasksRoute() {
  const { t } = useTranslation();
  const raw = useParams().userId ?? '';
  const me = useCurrentUser();
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return <NotFoundPage />;
  const userId = Number(raw);
  return (
    <Page
      title={
        userId === me.id ? t('taskFilters.myFinishedTitle') : t('taskFilters.theirFinishedTitle')
      }
    >
      <FinishedTasksView key={userId} projectId={null} finishedBy={userId} />
    </Page>
  );
}

/** /profile/finished-tasks: the tasks one finished oneself. */
export function MyFinishedTasksRoute() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Page title={t('taskFilters.myFinishedTitle')}>
      <FinishedTasksView projectId={null} finishedBy={me.id} />
    </Page>
  );
}
