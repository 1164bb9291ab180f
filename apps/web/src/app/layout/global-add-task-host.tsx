import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LazyDialog, useLazyModalFor } from '../../components/lazy-dialog.tsx';
import { useProjects } from '../../features/projects/api/projects.api.ts';
import { closeGlobalAddTask, useGlobalAddTask } from '../../lib/global-add-task.ts';

const GlobalAddTaskModal = lazy(() =>
  import('../../features/tasks/components/global-add-task-modal.tsx').then((m) => ({
    default: m.GlobalAddTaskModal,
  })),
);

export const ADD_TASK_PATH = '/front/task/add';

/**
 * The one global add-task modal of the signed-in app, opened through `openGlobalAddTask` (the top
 * bar's button, the `c` key, the /front/task/add address). Its code loads when first opened.
 */
export function GlobalAddTaskHost() {
  const state = useGlobalAddTask();
  const modal = useLazyModalFor(state.opened);
  if (!modal.mounted) return null;
  return <AddTaskDialog state={state} modal={modal} />;
}

/** The modal once it has been opened: the projects to choose from load from here on. */
function AddTaskDialog({
  state,
  modal,
}: {
  state: ReturnType<typeof useGlobalAddTask>;
  modal: ReturnType<typeof useLazyModalFor>;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const projects = useProjects('active', '', null);
  const close = () => {
    closeGlobalAddTask();
    if (pathname === ADD_TASK_PATH) void navigate('/dashboard', { replace: true });
  };
  return (
    <LazyDialog onLoaded={modal.onLoaded} onFailed={modal.onFailed}>
      <GlobalAddTaskModal
        // A new opening starts from its own suggestion, not the previous one's choices.
        key={state.opening}
        opened={modal.opened}
        defaults={state.defaults}
        projects={projects.data?.projects ?? []}
        onClose={close}
      />
    </LazyDialog>
  );
}
