import { useLocation, useNavigate, useParams } from 'react-router';
import { focusTaskWhenShown } from '../../lib/focus-task.ts';
import { ProjectPage } from './project-page.tsx';
import { TaskModal } from './task-modal.tsx';
import { TaskDetailWithPeople, TaskFromAddress } from './task-routes.tsx';

/**
 * /task-modal/{id} and /task-modal/uuid/{uuid}: the task over its project's page, which keeps
 * the layout and filter of the address. Closing goes back to the project.
 */
export function TaskModalRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const { search, key } = useLocation();
  return (
    <TaskFromAddress value={params.uuid ?? params.id}>
      {(task) => {
        const close = () => {
          // Back where the task was opened from when that was in this tab, else to its project.
          if (key !== 'default' && window.history.length > 1) void navigate(-1);
          else void navigate(`/project/${task.project.id}${search}`);
          // The board is drawn anew under the dialog: the focus goes back to the task's row.
          focusTaskWhenShown(task.id);
        };
        return (
          <>
            <ProjectPage projectId={task.project.id} />
            <TaskModal task={task} onClose={close}>
              <TaskDetailWithPeople task={task} />
            </TaskModal>
          </>
        );
      }}
    </TaskFromAddress>
  );
}
