import type { TaskSection } from '../lib/task-slots.tsx';
import { SubtasksSection } from '../features/tasks/components/subtasks-section.tsx';
import { TaskCustomFieldsSection } from '../features/tasks/components/task-custom-fields-section.tsx';
import { TaskEstimatesField } from '../features/tasks/components/task-estimates-field.tsx';
import { TaskLabelsField } from '../features/tasks/components/task-labels-field.tsx';
import { TaskPinToggle } from '../features/tasks/components/task-pin-toggle.tsx';
import { TaskRecurrenceSection } from '../features/tasks/components/task-recurrence-section.tsx';
import { TaskRelationsSection } from '../features/tasks/components/task-relations-section.tsx';
import { TaskRemindersSection } from '../features/tasks/components/task-reminders-section.tsx';

/**
 * The parts of the task detail, in the order they are shown in their place. A feature that adds
 * to the task detail (comments, files, time) adds one line here and imports no other feature.
 */
export const TASK_SECTIONS: readonly TaskSection[] = [
  { id: 'labels', place: 'fields', Component: TaskLabelsField },
  { id: 'estimates', place: 'fields', Component: TaskEstimatesField },
  { id: 'pin', place: 'fields', Component: TaskPinToggle },
  { id: 'custom-fields', place: 'fields', Component: TaskCustomFieldsSection },
  { id: 'recurrence', place: 'fields', Component: TaskRecurrenceSection },
  { id: 'reminders', place: 'fields', Component: TaskRemindersSection },
  { id: 'subtasks', place: 'body', Component: SubtasksSection },
  { id: 'relations', place: 'body', Component: TaskRelationsSection },
];
