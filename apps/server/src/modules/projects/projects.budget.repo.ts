import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Recurring budgets whose stored reset is on or before the day, with their owner's time zone:
 * the candidates to move on (the caller checks the day in each owner's zone).
 */
export async function recurringBudgetsDueBy(db: DbOrTx, day: string, limit: number) {
  return db
    .select({
      id: projects.id,
      ownerId: projects.ownerId,
      timeZone: users.timezone,
      isRecurrent: projects.budgetIsRecurrent,
      nextResetDate: projects.budgetNextResetDate,
      nullAfterMonthsCount: projects.budgetNullAfterMonthsCount,
      nullInDayOfMonth: projects.budgetNullInDayOfMonth,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(
      and(
        eq(projects.budgetIsRecurrent, true),
        lte(projects.budgetNextResetDate, day),
        sql`${projects.budgetNullAfterMonthsCount} is not null`,
        sql`${projects.budgetNullInDayOfMonth} is not null`,
      ),
    )
    .orderBy(projects.budgetNextResetDate, projects.id)
    .limit(limit);
}

/**
 * Moves a budget's reset from one day to another, only if it is still at the first (so that two
 * runners do not move it twice); answers the project's new version, or undefined when it moved on.
 */
export async function moveBudgetReset(
  db: DbOrTx,
  projectId: number,
  from: string,
  to: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(projects)
    .set({ budgetNextResetDate: to, version: sql`${projects.version} + 1` })
    .where(and(eq(projects.id, projectId), eq(projects.budgetNextResetDate, from)))
    .returning({ version: projects.version });
  return row?.version;
}
