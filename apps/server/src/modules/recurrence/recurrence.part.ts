import { taskPart } from '../tasks/index.ts';
import { listRulesOfTasks } from './recurrence.repo.ts';

/** Fills is_recurrent and recurrent_task (the rule's id). */
export const recurrencePart = taskPart({
  name: 'recurrence',
  read: (db, taskIds) => listRulesOfTasks(db, taskIds),
  fill: (rules) =>
    new Map(
      rules.map((rule) => [rule.taskId, { is_recurrent: true, recurrent_task: { id: rule.id } }]),
    ),
});
