import type { CalendarTask } from '@tandem/contract';
import { CALENDAR_TASKS_MAX } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { findCalendarTasks } from './tasks.calendar.repo.ts';
import { presentListedTask } from './tasks.listed.presenter.ts';

/** The calendar's tasks for the days asked, at most `CALENDAR_TASKS_MAX` of them. */
export async function listCalendarTasks(
  db: DbOrTx,
  actor: UserActor,
  range: { from: string; to: string; projectId?: number },
): Promise<{ tasks: CalendarTask[]; truncated: boolean }> {
  const rows = await findCalendarTasks(db, actor.id, range, CALENDAR_TASKS_MAX + 1);
  return {
    tasks: rows.slice(0, CALENDAR_TASKS_MAX).map((row) => ({
      ...presentListedTask(row),
      project: { id: row.project.id, name: row.project.name, color: row.project.color },
      version: row.task.version,
      workers_ids: row.workersIds.map(Number),
      labels: row.labelNames,
    })),
    truncated: rows.length > CALENDAR_TASKS_MAX,
  };
}
