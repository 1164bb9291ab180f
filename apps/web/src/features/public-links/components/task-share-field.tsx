import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import { ItemShareField } from './item-share-field.tsx';

/** Sharing the task with people outside: its public link, copied or stopped. */
export function TaskShareField({ task }: TaskSectionProps) {
  return (
    <ItemShareField
      target={{ type: 'task', id: task.id }}
      canShare={task.abilities.update && task.date_deleted === null}
      mayHaveLink={task.has_public_link}
    />
  );
}
