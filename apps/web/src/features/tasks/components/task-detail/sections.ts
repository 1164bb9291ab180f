import type { ComponentType } from 'react';
import type { Task } from '@tandem/contract';

/** What a part of the task detail receives: the task as the server last answered it. */
export interface TaskSectionProps {
  task: Task;
}

/**
 * A part of the task detail kept apart from the main form (labels, subtasks, relations, ...).
 * `place` says where it goes: among the fields beside the description, or below it.
 */
export interface TaskSection {
  id: string;
  place: 'fields' | 'body';
  Component: ComponentType<TaskSectionProps>;
}

/** The sections, in the order they are shown in their place. */
export const TASK_SECTIONS: TaskSection[] = [];
