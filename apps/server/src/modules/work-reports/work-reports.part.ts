import type { Currency } from '@tandem/contract';
import { minorToAmount } from '@tandem/contract';
import { taskPart } from '../tasks/index.ts';
import { timeOfTasks } from './work-reports.repo.ts';

/**
 * Fills the task's time: the minutes and cost of the reports the viewer sees (`real_minutes_spent`,
 * `real_cost`; billable minutes as `cost_minutes`) and who is tracking time on it now (`trackings`).
 */
export const timeTrackingPart = taskPart({
  name: 'time_tracking',
  read: (db, taskIds, viewer) => timeOfTasks(db, taskIds, viewer.id),
  fill: (rows) => {
    const filled = new Map<
      number,
      {
        trackings: Array<{ id: number; fullname: string }>;
        real_minutes_spent: number;
        cost_minutes: number;
        real_cost?: { amount: string; currency: Currency };
      }
    >();
    const of = (taskId: number) => {
      let fields = filled.get(taskId);
      if (!fields) {
        fields = {
          trackings: [],
          real_minutes_spent: 0,
          cost_minutes: 0,
        };
        filled.set(taskId, fields);
      }
      return fields;
    };
    for (const row of rows) {
      const fields = of(row.taskId);
      if (row.kind === 0) {
        fields.real_minutes_spent = row.minutes;
        fields.cost_minutes = row.billable;
        fields.real_cost = { amount: minorToAmount(row.cost), currency: row.currency as Currency };
      } else fields.trackings.push({ id: row.userId, fullname: row.fullname });
    }
    // `real_cost` belongs to the task's row (its zero needs the currency); the sum replaces it.
    return filled;
  },
});
