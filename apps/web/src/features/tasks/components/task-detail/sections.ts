import type { ComponentType } from 'react';
import type { Task } from '@tandem/contract';
import { TaskEstimatesField } from '../task-estimates-field.tsx';
import { TaskLabelsField } from '../task-labels-field.tsx';
import { TaskPinToggle } from '../task-pin-toggle.tsx';
import { TaskRelationsSection } from '../task-relations-section.tsx';
import { TaskCustomFieldsSection } from '../task-custom-fields-section.tsx';
import { TaskRecurrenceSection } from '../task-recurrence-section.tsx';
import { TaskRemindersSection } from '../task-reminders-section.tsx';
import { SubtasksSection } from '../subtasks-section.tsx';

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
export const TASK_SECTIONS: TaskSection[] = [
  { id: 'labels', place: 'fields', Component: TaskLabelsField },
  { id: 'estimates', place: 'fields', Component: TaskEstimatesField },
  { id: 'pin', place: 'fields', Component: TaskPinToggle },
  { id: 'custom-fields', place: 'fields', Component: TaskCustomFieldsSection },
  { id: 'recurrence', place: 'fields', Component: TaskRecurrenceSection },
  { id: 'reminders', place: 'fields', Component: TaskRemindersSection },
  { id: 'subtasks', place: 'body', Component: SubtasksSection },
  { id: 'relations', place: 'body', Component: TaskRelationsSection },
];
