import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IdsParam } from '../../db/id-list.ts';
import { inIds } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import { jsonDate, rowsRead } from '../../db/json-rows.ts';
import { tasks } from '../../db/schema/projects.ts';
import {
  customFieldEnumValues,
  customFieldValues,
  customFields,
} from '../../db/schema/task-details.ts';

export type CustomFieldRow = typeof customFields.$inferSelect;
export type EnumValueRow = typeof customFieldEnumValues.$inferSelect;
export type CustomFieldValueRow = typeof customFieldValues.$inferSelect;

/** A field with its enum values, in order. */
export interface CustomFieldRecord {
  field: CustomFieldRow;
  enumValues: EnumValueRow[];
}

const fieldOrder = [asc(customFields.priority), asc(customFields.id)];
const enumOrder = [asc(customFieldEnumValues.priority), asc(customFieldEnumValues.id)];

/** Adds their enum values to fields, in two queries whatever their number. */
async function withEnumValues(db: DbOrTx, fields: CustomFieldRow[]): Promise<CustomFieldRecord[]> {
  if (fields.length === 0) return [];
  const values = await db
    .select()
    .from(customFieldEnumValues)
    .where(
      inArray(
        customFieldEnumValues.fieldId,
        fields.map((f) => f.id),
      ),
    )
    .orderBy(...enumOrder);
  return fields.map((field) => ({
    field,
    enumValues: values.filter((v) => v.fieldId === field.id),
  }));
}

/** A project's fields that are not deleted, in order, with their enum values. */
export async function listFieldsOfProject(
  db: DbOrTx,
  projectId: number,
): Promise<CustomFieldRecord[]> {
  const fields = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.projectId, projectId), isNull(customFields.deletedAt)))
    .orderBy(...fieldOrder);
  return withEnumValues(db, fields);
}

/** One field by its uuid, deleted or not, with its enum values. */
export async function findFieldByUuid(
  db: DbOrTx,
  uuid: string,
): Promise<CustomFieldRecord | undefined> {
  const fields = await db.select().from(customFields).where(eq(customFields.uuid, uuid));
  const [record] = await withEnumValues(db, fields);
  return record;
}

export async function findFieldById(db: DbOrTx, id: number): Promise<CustomFieldRecord> {
  const fields = await db.select().from(customFields).where(eq(customFields.id, id));
  const [record] = await withEnumValues(db, fields);
  if (!record) throw new Error(`custom field ${id} is gone`);
  return record;
}

/** An enum value by its uuid, with the id of its field. */
export async function findEnumValueByUuid(
  db: DbOrTx,
  uuid: string,
): Promise<EnumValueRow | undefined> {
  const [row] = await db
    .select()
    .from(customFieldEnumValues)
    .where(eq(customFieldEnumValues.uuid, uuid));
  return row;
}

/** Adds a field after the project's last one. */
export async function insertField(
  db: DbOrTx,
  row: { projectId: number; name: string; typeId: number; authorId: number; dateAdd: Date },
): Promise<CustomFieldRow> {
  const [last] = await db
    .select({ priority: max(customFields.priority) })
    .from(customFields)
    .where(eq(customFields.projectId, row.projectId));
  const [created] = await db
    .insert(customFields)
    .values({ ...row, priority: (last?.priority ?? 0) + 1 })
    .returning();
  return created!;
}

export async function renameField(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(customFields).set({ name }).where(eq(customFields.id, id));
}

export async function softDeleteField(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(customFields).set({ deletedAt: now }).where(eq(customFields.id, id));
}

/** Gives the fields priorities 1, 2, ... in the order of the ids. */
export async function setFieldOrder(db: DbOrTx, orderedIds: readonly number[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(customFields)
      .set({ priority: index + 1 })
      .where(eq(customFields.id, id));
  }
}

/** Adds enum values after the field's last one, in the order given. */
export async function insertEnumValues(
  db: DbOrTx,
  fieldId: number,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  const [last] = await db
    .select({ priority: max(customFieldEnumValues.priority) })
    .from(customFieldEnumValues)
    .where(eq(customFieldEnumValues.fieldId, fieldId));
  const start = last?.priority ?? 0;
  await db
    .insert(customFieldEnumValues)
    .values(names.map((name, index) => ({ fieldId, name, priority: start + index + 1 })));
}

export async function renameEnumValue(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(customFieldEnumValues).set({ name }).where(eq(customFieldEnumValues.id, id));
}

/** Removes an enum value and every task's choice of it. */
export async function deleteEnumValue(db: DbOrTx, value: EnumValueRow): Promise<void> {
  await db
    .delete(customFieldValues)
    .where(
      and(
        eq(customFieldValues.fieldId, value.fieldId),
        sql`${customFieldValues.value} = to_jsonb(${value.uuid}::text)`,
      ),
    );
  await db.delete(customFieldEnumValues).where(eq(customFieldEnumValues.id, value.id));
}

/** A task's value of a field, if it has one. */
export async function findValue(
  db: DbOrTx,
  fieldId: number,
  taskId: number,
): Promise<CustomFieldValueRow | undefined> {
  const [row] = await db
    .select()
    .from(customFieldValues)
    .where(and(eq(customFieldValues.fieldId, fieldId), eq(customFieldValues.taskId, taskId)));
  return row;
}

/** Sets a task's value of a field: a first value is added, a later one counts as an edit. */
export async function upsertValue(
  db: DbOrTx,
  input: { fieldId: number; taskId: number; value: unknown; authorId: number; now: Date },
): Promise<void> {
  await db
    .insert(customFieldValues)
    .values({
      fieldId: input.fieldId,
      taskId: input.taskId,
      value: input.value,
      authorId: input.authorId,
      dateAdd: input.now,
    })
    .onConflictDoUpdate({
      target: [customFieldValues.fieldId, customFieldValues.taskId],
      set: { value: input.value, authorId: input.authorId, dateEditedAt: input.now },
    });
}

export async function deleteValue(db: DbOrTx, fieldId: number, taskId: number): Promise<boolean> {
  const deleted = await db
    .delete(customFieldValues)
    .where(and(eq(customFieldValues.fieldId, fieldId), eq(customFieldValues.taskId, taskId)))
    .returning({ id: customFieldValues.id });
  return deleted.length > 0;
}

/**
 * The values of the given tasks, of fields that are not deleted, in the fields' order. Only fields
 * of the task's own project count: a task moved to another project leaves the old ones behind.
 */
export function listValuesOfTasks(
  db: DbOrTx,
  taskIds: IdsParam,
): RowsRead<{
  taskId: number;
  value: CustomFieldValueRow;
  field: { uuid: string; name: string; typeId: number };
}> {
  const v = customFieldValues;
  return rowsRead(
    db
      .select({
        id: v.id,
        uuid: v.uuid,
        fieldId: v.fieldId,
        taskId: v.taskId,
        value: v.value,
        authorId: v.authorId,
        dateAdd: v.dateAdd,
        dateEditedAt: v.dateEditedAt,
        fieldUuid: customFields.uuid,
        fieldName: customFields.name,
        fieldType: customFields.typeId,
        fieldPriority: customFields.priority,
      })
      .from(v)
      .innerJoin(customFields, eq(customFields.id, v.fieldId))
      .innerJoin(tasks, eq(tasks.id, v.taskId))
      .where(
        and(
          inIds(v.taskId, taskIds),
          isNull(customFields.deletedAt),
          eq(customFields.projectId, tasks.projectId),
        ),
      ),
    12,
    (r) => ({
      taskId: Number(r[3]),
      value: {
        id: Number(r[0]),
        uuid: r[1] as string,
        fieldId: Number(r[2]),
        taskId: Number(r[3]),
        value: r[4],
        authorId: r[5] === null ? null : Number(r[5]),
        dateAdd: jsonDate(r[6])!,
        dateEditedAt: jsonDate(r[7]),
      },
      field: { uuid: r[8] as string, name: r[9] as string, typeId: r[10] as number },
    }),
    [11, 2, 3],
  );
}

/** Copies a task's values of fields that are not deleted onto another task (a new occurrence). */
export async function copyValues(
  db: DbOrTx,
  input: { fromTaskId: number; toTaskId: number; now: Date },
): Promise<void> {
  await db.execute(sql`
    insert into ${customFieldValues} (field_id, task_id, value, author_id, date_add)
    select v.field_id, ${input.toTaskId}::bigint, v.value, v.author_id, ${input.now.toISOString()}::timestamptz
    from ${customFieldValues} v join ${customFields} f on f.id = v.field_id
    where v.task_id = ${input.fromTaskId} and f.deleted_at is null
  `);
}
