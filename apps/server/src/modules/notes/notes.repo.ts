import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments } from '../../db/schema/comments.ts';
import { noteDocUpdates, noteHistory, notes, noteTrackers } from '../../db/schema/notes.ts';
import { projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { seesProject, viewerSeesTask } from '../projects/index.ts';

export type NoteRecord = Omit<typeof notes.$inferSelect, 'docState'>;

interface PersonJson {
  id: number;
  fullname: string;
}

/** A note with what is shown beside it, read in one statement. */
export interface NoteRow extends NoteRecord {
  projectName: string;
  author: PersonJson;
  updatedBy: PersonJson | null;
  countComments: number;
  isTracked: boolean;
  trackingUsers: PersonJson[];
  /** The viewer shows comments newest first. */
  commentsDesc: boolean;
}

const fullnameText = (alias: string) =>
  `concat_ws(' ', nullif(${alias}.fname, ''), nullif(${alias}.lname, ''))`;
const fullname = (alias: string) => sql.raw(fullnameText(alias));
const person = (alias: string, idColumn: string) =>
  sql.raw(`(select json_build_object('id', ${alias}.id, 'fullname', ${fullnameText(alias)})
    from users ${alias} where ${alias}.id = "notes"."${idColumn}")`);

const shown = (viewerId: number) => ({
  id: notes.id,
  uuid: notes.uuid,
  projectId: notes.projectId,
  tasklistId: notes.tasklistId,
  name: notes.name,
  content: notes.content,
  authorId: notes.authorId,
  updatedById: notes.updatedById,
  dateAdd: notes.dateAdd,
  dateUpd: notes.dateUpd,
  dateDeleted: notes.dateDeleted,
  deletedById: notes.deletedById,
  version: notes.version,
  docGeneration: notes.docGeneration,
  projectName: projects.name,
  author: sql<PersonJson>`${person('na', 'author_id')}`,
  updatedBy: sql<PersonJson | null>`${person('nu', 'updated_by_id')}`,
  countComments: sql<number>`(select count(*)::int from ${comments} nc
    where nc.note_id = "notes"."id")`,
  isTracked: sql<boolean>`exists (select 1 from ${noteTrackers} nt
    where nt.note_id = "notes"."id" and nt.user_id = ${viewerId})`,
  trackingUsers: sql<PersonJson[]>`(select coalesce(json_agg(json_build_object(
      'id', tu.id, 'fullname', ${fullname('tu')}) order by tu.id), '[]'::json)
    from ${noteTrackers} tt join ${users} tu on tu.id = tt.user_id
    where tt.note_id = "notes"."id")`,
  commentsDesc: sql<boolean>`coalesce((select cu.comments_desc_order from ${users} cu
    where cu.id = ${viewerId}), false)`,
});

/**
 * Whether a person sees a note, by the projects' one visibility rule: a note of the project by
 * `seesProject`, a note of a task list by `viewerSeesTask` (the list's ACL). Trash is the caller's.
 */
export function noteSeenBy(viewerId: number) {
  return sql`case when ${notes.tasklistId} is null then ${seesProject(notes.projectId, viewerId)}
    else ${viewerSeesTask({ projectId: notes.projectId, tasklistId: notes.tasklistId }, viewerId)} end`;
}

const notesWith = (db: DbOrTx, viewerId: number) =>
  db.select(shown(viewerId)).from(notes).innerJoin(projects, eq(projects.id, notes.projectId));

/**
 * A project's notes a person sees, by the projects' one visibility rule (a note of a task list
 * by that list's ACL), newest change first: those in use, or those in the trash.
 */
export async function listProjectNotes(
  db: DbOrTx,
  projectId: number,
  viewerId: number,
  trashed: boolean,
): Promise<NoteRow[]> {
  return notesWith(db, viewerId)
    .where(
      and(
        eq(notes.projectId, projectId),
        trashed ? isNotNull(notes.dateDeleted) : isNull(notes.dateDeleted),
        noteSeenBy(viewerId),
      ),
    )
    .orderBy(desc(notes.dateUpd), desc(notes.id));
}

export async function findNote(
  db: DbOrTx,
  id: number,
  viewerId: number,
): Promise<NoteRow | undefined> {
  const [row] = await notesWith(db, viewerId).where(eq(notes.id, id));
  return row;
}

export async function insertNote(
  db: DbOrTx,
  row: typeof notes.$inferInsert,
): Promise<{ id: number; version: number }> {
  const [created] = await db
    .insert(notes)
    .values(row)
    .returning({ id: notes.id, version: notes.version });
  return created!;
}

export type NoteChanges = Partial<
  Pick<
    typeof notes.$inferInsert,
    | 'name'
    | 'content'
    | 'tasklistId'
    | 'updatedById'
    | 'dateUpd'
    | 'dateDeleted'
    | 'deletedById'
    | 'docGeneration'
    | 'docState'
  >
>;

/** Changes a note if it is still at `version`; answers the new version, or null when it moved on. */
export async function updateNote(
  db: DbOrTx,
  id: number,
  changes: NoteChanges,
  version?: number,
): Promise<number | null> {
  const rows = await db
    .update(notes)
    .set({ ...changes, version: sql`${notes.version} + 1` })
    .where(and(eq(notes.id, id), version === undefined ? undefined : eq(notes.version, version)))
    .returning({ version: notes.version });
  return rows[0]?.version ?? null;
}

export async function setTracking(
  db: DbOrTx,
  noteId: number,
  userId: number,
  tracked: boolean,
): Promise<void> {
  if (tracked) {
    await db.insert(noteTrackers).values({ noteId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(noteTrackers)
      .where(and(eq(noteTrackers.noteId, noteId), eq(noteTrackers.userId, userId)));
  }
}

export interface HistoryRow {
  id: number;
  name: string;
  content: string;
  dateEdit: Date;
  editor: PersonJson;
}

const historyShown = {
  id: noteHistory.id,
  name: noteHistory.name,
  content: noteHistory.content,
  dateEdit: noteHistory.dateEdit,
  editor: sql<PersonJson>`json_build_object('id', ${users.id}, 'fullname', ${fullname('users')})`,
};

/** A note's versions, newest first. */
export async function listHistory(db: DbOrTx, noteId: number): Promise<HistoryRow[]> {
  return db
    .select(historyShown)
    .from(noteHistory)
    .innerJoin(users, eq(users.id, noteHistory.editorId))
    .where(eq(noteHistory.noteId, noteId))
    .orderBy(desc(noteHistory.id));
}

export async function findHistoryEntry(
  db: DbOrTx,
  noteId: number,
  id: number,
): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select(historyShown)
    .from(noteHistory)
    .innerJoin(users, eq(users.id, noteHistory.editorId))
    .where(and(eq(noteHistory.noteId, noteId), eq(noteHistory.id, id)));
  return row;
}

/** The newest version of a note, to decide whether a change extends it or starts another. */
export async function latestHistoryEntry(
  db: DbOrTx,
  noteId: number,
): Promise<{ id: number; editorId: number; dateEdit: Date } | undefined> {
  const [row] = await db
    .select({ id: noteHistory.id, editorId: noteHistory.editorId, dateEdit: noteHistory.dateEdit })
    .from(noteHistory)
    .where(eq(noteHistory.noteId, noteId))
    .orderBy(desc(noteHistory.id))
    .limit(1);
  return row;
}

export async function insertHistory(
  db: DbOrTx,
  row: typeof noteHistory.$inferInsert,
): Promise<void> {
  await db.insert(noteHistory).values(row);
}

export async function updateHistory(
  db: DbOrTx,
  id: number,
  change: { name: string; content: string; dateEdit: Date },
): Promise<void> {
  await db.update(noteHistory).set(change).where(eq(noteHistory.id, id));
}

/** What a note's shared document holds now: its folded state and the updates after it. */
export async function loadDoc(
  db: DbOrTx,
  noteId: number,
): Promise<
  | {
      generation: number;
      state: Uint8Array | null;
      updates: Array<{ id: number; update: Uint8Array }>;
    }
  | undefined
> {
  const [note] = await db
    .select({ generation: notes.docGeneration, state: notes.docState })
    .from(notes)
    .where(eq(notes.id, noteId));
  if (!note) return undefined;
  const updates = await db
    .select({ id: noteDocUpdates.id, update: noteDocUpdates.update })
    .from(noteDocUpdates)
    .where(and(eq(noteDocUpdates.noteId, noteId), eq(noteDocUpdates.generation, note.generation)))
    .orderBy(asc(noteDocUpdates.id));
  return { generation: note.generation, state: note.state, updates };
}

/**
 * Keeps one update of the shared document, if the document is still at `generation`; answers its
 * id and how many updates now wait to be folded, or null for an older generation.
 */
export async function appendDocUpdate(
  db: DbOrTx,
  noteId: number,
  generation: number,
  update: Uint8Array,
): Promise<{ id: number } | null> {
  const bytes = Buffer.from(update.buffer, update.byteOffset, update.byteLength);
  const result: unknown = await db.execute(sql`
    insert into ${noteDocUpdates} (note_id, generation, update)
    select n.id, n.doc_generation, ${bytes}::bytea from ${notes} n
    where n.id = ${noteId} and n.doc_generation = ${generation} and n.date_deleted is null
    returning id`);
  const row = (result as { rows: Array<{ id: number | string }> }).rows[0];
  return row ? { id: Number(row.id) } : null;
}

export async function findDocUpdate(
  db: DbOrTx,
  id: number,
): Promise<{ noteId: number; generation: number; update: Uint8Array } | undefined> {
  const [row] = await db
    .select({
      noteId: noteDocUpdates.noteId,
      generation: noteDocUpdates.generation,
      update: noteDocUpdates.update,
    })
    .from(noteDocUpdates)
    .where(eq(noteDocUpdates.id, id));
  return row;
}

/**
 * Folds a note's waiting updates into its stored state, the note's row locked meanwhile (two
 * instances never fold the same updates twice).
 */
export async function foldDocUpdates(
  tx: DbOrTx,
  noteId: number,
  merge: (parts: Uint8Array[]) => Uint8Array,
): Promise<void> {
  const [note] = await tx
    .select({ generation: notes.docGeneration, state: notes.docState })
    .from(notes)
    .where(eq(notes.id, noteId))
    .for('update');
  if (!note) return;
  const updates = await tx
    .select({ id: noteDocUpdates.id, update: noteDocUpdates.update })
    .from(noteDocUpdates)
    .where(and(eq(noteDocUpdates.noteId, noteId), eq(noteDocUpdates.generation, note.generation)))
    .orderBy(asc(noteDocUpdates.id));
  if (updates.length === 0) return;
  const state = merge([...(note.state ? [note.state] : []), ...updates.map((u) => u.update)]);
  await tx.update(notes).set({ docState: state }).where(eq(notes.id, noteId));
  await tx
    .delete(noteDocUpdates)
    .where(and(eq(noteDocUpdates.noteId, noteId), lte(noteDocUpdates.id, updates.at(-1)!.id)));
}

/** Drops the shared document's updates (a new generation starts from the stored content). */
export async function dropDocUpdates(db: DbOrTx, noteId: number): Promise<void> {
  await db.delete(noteDocUpdates).where(eq(noteDocUpdates.noteId, noteId));
}
