import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import { loadProjectAccess, projectPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import type { CustomFieldRecord } from './custom-fields.repo.ts';
import { findFieldByUuid } from './custom-fields.repo.ts';

const FIELD = 'The custom field';

/**
 * A field the actor may see, with their access to its project: a missing field, a deleted one
 * and one of a project the actor cannot see all answer the same 404.
 */
export async function loadField(
  db: DbOrTx,
  actorId: number,
  uuid: string,
): Promise<{ record: CustomFieldRecord; access: ProjectAccess }> {
  const record = await findFieldByUuid(db, uuid);
  if (!record || record.field.deletedAt) throw notFound(FIELD);
  const { access } = await loadProjectAccess(db, record.field.projectId, actorId).catch(() => {
    throw notFound(FIELD);
  });
  return { record, access };
}

/** Fields are shaped by the project's owner and commanders, in a project that can change. */
export function assertManagesFields(access: ProjectAccess): void {
  if (!projectPolicy.update(access))
    throw forbidden('Only the project owner and commanders can change its custom fields.');
}

/** 409 with the message on the name, so a form shows it beside the field. */
export function duplicateName(message: string): AppError {
  return new AppError(409, 'CONFLICT', message, { validation: { name: [message] } });
}

/** Whether a name is taken among others, whatever the letter case. */
export function nameTaken(names: readonly string[], name: string): boolean {
  const wanted = name.toLocaleLowerCase();
  return names.some((other) => other.toLocaleLowerCase() === wanted);
}
