import { useSearchParams } from 'react-router';
import { CreatedTasksPage } from '../../features/task-filters/components/created-tasks-page.tsx';
import { TaskFilterPage } from '../../features/task-filters/components/task-filter-page.tsx';

/** `/lists/tasks`: the task page across projects; a saved filter (`?filter=`) starts afresh. */
export function TasksRoute() {
  const [params] = useSearchParams();
  return <TaskFilterPage key={params.get('filter') ?? ''} />;
}

/** `/profile/created-tasks`: the tasks one created that one can still see. */
export function CreatedTasksRoute() {
  return <CreatedTasksPage />;
}
