import { useParams } from 'react-router';
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
