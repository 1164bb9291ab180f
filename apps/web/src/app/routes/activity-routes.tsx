import { useParams } from 'react-router';
import { ActivityPage } from '../../features/activity/components/activity-page.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { NotFoundPage } from './fallback-pages.tsx';

/** /events: the activity of all one's projects. */
export function EventsRoute() {
  return <ActivityPage />;
}

/** /account/events: what one did oneself. */
export function MyEventsRoute() {
  const me = useCurrentUser();
  return <ActivityPage personId={me.id} mine />;
}

/** /user/{userId}/events: what a person did in the projects one shares with them. */
export function PersonEventsRoute() {
  const raw = useParams().userId ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return <NotFoundPage />;
  return <ActivityPage key={raw} personId={Number(raw)} />;
}
