import { useEffect } from 'react';
import { openGlobalAddTask } from '../../lib/global-add-task.ts';
import { DashboardRoute } from './dashboard-route.tsx';

/** /front/task/add: the global add-task modal over the dashboard. */
export function AddTaskRoute() {
  useEffect(() => openGlobalAddTask(), []);
  return <DashboardRoute />;
}
