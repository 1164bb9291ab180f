import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Person, Task, Tasklist } from '@tandem/contract';

/**
 * What a part of the task detail receives: the task as the server last answered it, and the
 * people of its project (who may be chosen or mentioned).
 */
export interface TaskSectionProps {
  task: Task;
  people?: readonly Person[];
}

/**
 * A part of the task detail that a feature contributes (labels, subtasks, relations, ...).
 * `place` says where it goes: among the fields beside the description, below it, or among the
 * description's own actions.
 */
export interface TaskSection {
  id: string;
  place: 'fields' | 'body' | 'description';
  Component: ComponentType<TaskSectionProps>;
}

/** A small mark a feature shows on a task's row on the board (blocked, recurring, subtasks). */
export interface TaskRowBadge {
  id: string;
  Component: ComponentType<{ task: Task }>;
}

/**
 * What a task list's heading on the board receives: the list, where it stands among the others,
 * and what the board shows of it (its title with the drag handle, its count of open tasks).
 */
export interface TasklistHeadingProps {
  tasklist: Tasklist;
  index: number;
  count: number;
  /** Moves the list one place up (-1) or down (1) on the board. */
  onMove: (delta: -1 | 1) => void;
  /** The list's name with its drag handle, as the board shows it. */
  title: ReactNode;
  /** The count of its open tasks. */
  counter: ReactNode;
  /** The element the list is picked up by when dragged. */
  setHeader: (element: HTMLElement | null) => void;
}

/**
 * Where features plug into the task views without importing each other: the app composes the
 * lists (app/task-slots.ts) and gives them to the views that show tasks.
 */
export interface TaskSlots {
  rowBadges: readonly TaskRowBadge[];
  /** A task list's heading with its actions (rename, menu, moving it to another project). */
  tasklistHeading?: ComponentType<TasklistHeadingProps>;
}

const NO_SLOTS: TaskSlots = { rowBadges: [] };
const TaskSlotsContext = createContext<TaskSlots>(NO_SLOTS);

export function TaskSlotsProvider({ slots, children }: { slots: TaskSlots; children: ReactNode }) {
  return <TaskSlotsContext value={slots}>{children}</TaskSlotsContext>;
}

/** The slots the app gave the views below; none where it gave none. */
export function useTaskSlots(): TaskSlots {
  return useContext(TaskSlotsContext);
}
