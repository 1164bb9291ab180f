import { budgetPeriodStart, nextBudgetReset } from '@tandem/contract';
import type { Core } from '../../core.ts';
import { addDays } from '../../lib/calendar-dates.ts';
import { dayIn, instantAt } from '../../lib/zoned-time.ts';
import { findUserById } from '../users/index.ts';
import { moveBudgetReset, recurringBudgetsDueBy } from './projects.budget.repo.ts';
import type { ProjectRow } from './projects.repo.ts';

/** The job that moves recurring budgets into their next period (hourly). */
export const BUDGET_RESET_JOB = 'projects.budget-reset';
const BATCH = 200;

const recurrenceOf = (p: ProjectRow) => ({
  isRecurrent: p.budgetIsRecurrent,
  nextResetDate: p.budgetNextResetDate,
  nullAfterMonthsCount: p.budgetNullAfterMonthsCount,
  nullInDayOfMonth: p.budgetNullInDayOfMonth,
});

/**
 * The moment the budget's current period began: its last reset, at midnight in the owner's time
 * zone (or the first moment of that day where a change to summer time skips midnight); null for
 * a budget that does not recur, whose spend counts from the start.
 */
export function budgetPeriodSince(project: ProjectRow, timeZone: string, now: Date): Date | null {
  const start = budgetPeriodStart(recurrenceOf(project), dayIn(now, timeZone));
  return start === null ? null : instantAt(start, '00:00:00', timeZone);
}

/** `budgetPeriodSince` in the project owner's time zone. */
export async function budgetSince(
  deps: Pick<Core, 'db' | 'clock'>,
  project: ProjectRow,
): Promise<Date | null> {
  return (await budgetPeriod(deps, project))?.since ?? null;
}

/**
 * The current period of a recurring budget in the owner's time zone: the day it began
 * (yyyy-MM-dd) and that day's first moment; null for a budget that does not recur.
 */
export async function budgetPeriod(
  deps: Pick<Core, 'db' | 'clock'>,
  project: ProjectRow,
): Promise<{ day: string; since: Date } | null> {
  if (!project.budgetIsRecurrent) return null;
  const timeZone = (await findUserById(deps.db, project.ownerId))?.timezone ?? 'UTC';
  const day = budgetPeriodStart(recurrenceOf(project), dayIn(deps.clock.now(), timeZone));
  return day === null ? null : { day, since: instantAt(day, '00:00:00', timeZone) };
}

/**
 * Moves each recurring budget whose reset day has come (in its owner's time zone) to its next
 * reset, and tells the project's pages. The move is conditional on the day read, so a budget is
 * moved once however many runners meet it. Answers how many budgets moved.
 */
export async function resetDueBudgets(
  deps: Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>,
): Promise<number> {
  const now = deps.clock.now();
  // No zone is more than a day ahead of UTC: later days cannot have come anywhere yet.
  const due = await recurringBudgetsDueBy(deps.db, addDays(dayIn(now, 'UTC'), 1), BATCH);
  let moved = 0;
  for (const project of due) {
    const next = nextBudgetReset(project, dayIn(now, project.timeZone));
    if (next === null || next === project.nextResetDate) continue;
    const done = await deps.transact(async (uow) => {
      const version = await moveBudgetReset(uow.tx, project.id, project.nextResetDate!, next);
      if (version === undefined) return false;
      await deps.recordEvent(uow, {
        type: 'project.budget_reset',
        actorId: project.ownerId,
        projectId: project.id,
        version,
      });
      return true;
    });
    if (done) moved++;
  }
  return moved;
}
