import type { CSSProperties } from 'react';
import { Avatar, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { useTaskSlots } from '../../../../lib/task-slots.tsx';
import { TaskLabelChips } from '../../../../components/task-label-chips.tsx';
import { localDay } from '../../../../lib/calendar-day.ts';
import { formatDue } from '../../../../components/due-date-input.tsx';

const META_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
};

const PRIORITY_COLORS = { h: 'red', m: 'orange', l: 'gray' } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Whether a task's due date has passed while it is still open. */
export function isOverdue(task: Task, now = new Date()): boolean {
  const due = task.due_date_end ?? task.due_date;
  if (!due || task.state.id === TASK_STATE.finished) return false;
  return due.length === 10 ? due < localDay(now) : new Date(due) < now;
}

/** The small facts shown beside a task's name on the board: due date, priority, the
 * marks features add (`rowBadges`), labels, people. */
export function TaskMeta({ task, compact = false }: { task: Task; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const due = task.due_date_end ?? task.due_date;
  const { rowBadges } = useTaskSlots();
  return (
    <div style={META_STYLE}>
      {task.priority_enum && task.priority_enum !== 'n' && (
        <Badge size="xs" variant="light" color={PRIORITY_COLORS[task.priority_enum]}>
          {t(`taskDetail.priorities.${task.priority_enum}`)}
        </Badge>
      )}
      {due && (
        <Badge
          size="xs"
          variant={isOverdue(task) ? 'filled' : 'outline'}
          color={isOverdue(task) ? 'red' : 'gray'}
          data-testid="task-due"
        >
          {formatDue(due, i18n.language)}
        </Badge>
      )}
      {rowBadges.map(({ id, Component }) => (
        <Component key={id} task={task} />
      ))}
      {!compact && <TaskLabelChips labels={task.labels} />}
      {task.workers.length > 0 && (
        <Avatar.Group spacing={6}>
          {task.workers.slice(0, 3).map((w) => (
            <Avatar key={w.id} size={20} radius="xl" title={w.fullname} alt={w.fullname}>
              {initials(w.fullname)}
            </Avatar>
          ))}
          {task.workers.length > 3 && (
            <Avatar size={20} radius="xl">
              +{task.workers.length - 3}
            </Avatar>
          )}
        </Avatar.Group>
      )}
    </div>
  );
}
