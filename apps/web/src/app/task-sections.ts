import type { TaskSection } from '../lib/task-slots.tsx';
import { TaskCommentsSection } from '../features/comments/components/task-comments-section.tsx';
import { SubtasksSection } from '../features/subtasks/components/subtasks-section.tsx';
import { TaskCustomFieldsSection } from '../features/tasks/components/task-custom-fields-section.tsx';
import { TaskEstimatesField } from '../features/task-fields/components/task-estimates-field.tsx';
import { TaskLabelsField } from '../features/task-fields/components/task-labels-field.tsx';
import { TaskPinToggle } from '../features/task-fields/components/task-pin-toggle.tsx';
import { TaskRecurrenceSection } from '../features/recurrence/components/task-recurrence-section.tsx';
import { TaskRelationsSection } from '../features/relations/components/task-relations-section.tsx';
import { TaskShareField } from '../features/public-links/components/task-share-field.tsx';
import { TaskFilesSection } from '../features/files/components/task-files-section.tsx';
import { DescriptionToComment } from '../features/comments/components/description-to-comment.tsx';
import { TaskRemindersSection } from '../features/recurrence/components/task-reminders-section.tsx';
import { TaskTimeSection } from '../features/time-tracking/components/task-time-section.tsx';

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
  { id: 'share', place: 'fields', Component: TaskShareField },
  { id: 'subtasks', place: 'body', Component: SubtasksSection },
  { id: 'relations', place: 'body', Component: TaskRelationsSection },
  { id: 'time', place: 'body', Component: TaskTimeSection },
  { id: 'files', place: 'body', Component: TaskFilesSection },
  { id: 'comments', place: 'body', Component: TaskCommentsSection },
  { id: 'description-to-comment', place: 'description', Component: DescriptionToComment },
];
