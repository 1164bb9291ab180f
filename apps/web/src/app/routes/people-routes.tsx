import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { FinishedTasksView } from '../../features/tasks/components/finished-tasks-view.tsx';
import { usePerson } from '../../features/people/api/people.api.ts';
import { PeoplePage } from '../../features/people/components/people-page.tsx';
import { PersonPage } from '../../features/people/components/person-page.tsx';
import { ActiveProjectTopics } from './active-project-topics.tsx';
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

/** The title of a person's finished tasks: their name once it is known. */
function usePersonFinishedTitle(userId: number): string {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const person = usePerson(userId);
  if (userId === me.id) return t('taskFilters.myFinishedTitle');
  const user = person.data?.user;
  return user
    ? t('taskFilters.theirFinishedTitle', { name: user.fullname || user.email })
    : t('taskFilters.someoneFinishedTitle');
}

/** The tasks a person finished, in the projects one sees, under their name; live. */
function PersonFinishedTasks({ userId }: { userId: number }) {
  return (
    <Page title={usePersonFinishedTitle(userId)}>
      <ActiveProjectTopics />
      <FinishedTasksView projectId={null} finishedBy={userId} />
    </Page>
  );
}

/** /user/{userId}/finished-tasks: the tasks a person finished, in the projects one sees. */
export function PersonFinishedTasksRoute() {
  const raw = useParams().userId ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return <NotFoundPage />;
  return <PersonFinishedTasks key={raw} userId={Number(raw)} />;
}

/** /profile/finished-tasks: the tasks one finished oneself. */
export function MyFinishedTasksRoute() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Page title={t('taskFilters.myFinishedTitle')}>
      <ActiveProjectTopics />
      <FinishedTasksView projectId={null} finishedBy={me.id} />
    </Page>
  );
}
