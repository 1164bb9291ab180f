import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectViewSettings } from '../../db/schema/projects.ts';

export type ProjectViewSettingsRow = typeof projectViewSettings.$inferSelect;

/**
 * The rows that can apply to one user in one project, read at once: the user's own row for the
 * project, the project's row for all its users, and the user's general row.
 */
export async function findApplicableSettings(
  db: DbOrTx,
  userId: number,
  projectId: number,
): Promise<ProjectViewSettingsRow[]> {
  const t = projectViewSettings;
  return db
    .select()
    .from(t)
    .where(
      or(
        and(eq(t.userId, userId), eq(t.projectId, projectId)),
        and(isNull(t.userId), eq(t.projectId, projectId)),
        and(eq(t.userId, userId), isNull(t.projectId)),
      ),
    );
}

export interface SettingsScope {
  userId: number | null;
  projectId: number | null;
}

export interface SettingsValues {
  layout: string;
  defaultPage: string | null;
  orderSettings: Array<{ section: string; isVisible: boolean }>;
  dateUpd: Date;
}

const column = (name: string) => sql.identifier(name);

/**
 * Writes the row of one scope, replacing what it held. Raw SQL because the conflict target is
 * the expression index on coalesce(user, 0), coalesce(project, 0), which Drizzle cannot name.
 */
export async function upsertSettings(
  db: DbOrTx,
  scope: SettingsScope,
  values: SettingsValues,
): Promise<void> {
  const t = projectViewSettings;
  await db.execute(sql`
    insert into ${t} (${column(t.userId.name)}, ${column(t.projectId.name)}, ${column(t.layout.name)},
      ${column(t.defaultPage.name)}, ${column(t.orderSettings.name)}, ${column(t.dateUpd.name)})
    values (${scope.userId}, ${scope.projectId}, ${values.layout}, ${values.defaultPage},
      ${JSON.stringify(values.orderSettings)}::jsonb, ${values.dateUpd.toISOString()}::timestamptz)
    on conflict (coalesce(${column(t.userId.name)}, 0), coalesce(${column(t.projectId.name)}, 0))
    do update set ${column(t.layout.name)} = excluded.${column(t.layout.name)},
      ${column(t.defaultPage.name)} = excluded.${column(t.defaultPage.name)},
      ${column(t.orderSettings.name)} = excluded.${column(t.orderSettings.name)},
      ${column(t.dateUpd.name)} = excluded.${column(t.dateUpd.name)}`);
}
