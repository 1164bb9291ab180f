import { customFieldsPart } from './modules/custom-fields/custom-fields.part.ts';
import { labelsPart } from './modules/labels/labels.part.ts';
import { recurrencePart } from './modules/recurrence/recurrence.part.ts';
import { remindersPart } from './modules/reminders/reminders.part.ts';
import { relationsPart } from './modules/task-relations/task-relations.part.ts';
import { subtasksPart } from './modules/taskchecks/taskchecks.part.ts';
import { taskParts } from './modules/tasks/task-parts.ts';
import { estimatesPart } from './modules/tasks/tasks.estimates.part.ts';
import { pinsPart } from './modules/tasks/tasks.pins.part.ts';

/**
 * The parts that fill the full task shape, each owned by its module. The contract's
 * `TASK_PART_DEFAULTS` names the fields of each; those whose capability is not built yet are not
 * listed here and keep their empty values.
 */
export const TASK_PARTS = taskParts([
  labelsPart,
  relationsPart,
  estimatesPart,
  pinsPart,
  subtasksPart,
  customFieldsPart,
  recurrencePart,
  remindersPart,
]);
