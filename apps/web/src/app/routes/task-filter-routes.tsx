import { useSearchParams } from 'react-router';
import { CreatedTasksPage } from '../../features/task-filters/components/created-tasks-page.tsx';
import { TaskFilterPage } from '../../features/task-filters/components/task-filter-page.tsx';
import { ActiveProjectTopics } from './active-project-topics.tsx';

/**
 * `/lists/tasks`: the task page across projects, live for the active ones; a saved filter
 * (`?filter=`) starts afresh.
 */
export function TasksRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <ActiveProjectTopics />
      <TaskFilterPage key={params.get('filter') ?? ''} />
    </>
  );
}

/** `/profile/created-tasks`: the tasks one created that one can still see, live. */
export function CreatedTasksRoute() {
  return (
    <>
      <ActiveProjectTopics />
      <CreatedTasksPage />
    </>
  );
}
