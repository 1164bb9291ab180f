import type { z } from 'zod';
import type { CustomField, customFieldEndpoints, EventType } from '@tandem/contract';
import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_TYPE_IDS } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact, UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, validationFailed } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RecordEvent } from '../../core.ts';
import { loadProjectAccess, projectPolicy } from '../projects/index.ts';
import { assertManagesFields, duplicateName, loadField, nameTaken } from './custom-field-access.ts';
import { presentCustomField } from './custom-fields.presenter.ts';
import {
  findFieldById,
  insertEnumValues,
  insertField,
  listFieldsOfProject,
  renameField,
  setFieldOrder,
  softDeleteField,
} from './custom-fields.repo.ts';

type CreateInput = z.output<(typeof customFieldEndpoints)['create']['body']>;

export interface CustomFieldsDeps {
  db: Db;
  transact: Transact;
  clock: Clock;
  recordEvent: RecordEvent;
}

const TAKEN = 'The project already has a custom field with this name.';

/** Tells the project's members that its fields changed. */
export function announceFieldChange(
  deps: CustomFieldsDeps,
  uow: UnitOfWork,
  input: { type: EventType; actorId: number; projectId: number; mutationId: string | null },
): Promise<number> {
  return deps.recordEvent(uow, {
    type: input.type,
    actorId: input.actorId,
    projectId: input.projectId,
    mutationId: input.mutationId,
  });
}

/** A project's custom fields: listed to its members, shaped by its owner and commanders. */
export function createCustomFieldsService(deps: CustomFieldsDeps) {
  const presentById = async (id: number) => presentCustomField(await findFieldById(deps.db, id));

  async function listPresented(actorId: number, projectId: number) {
    const { access } = await loadProjectAccess(deps.db, projectId, actorId);
    const records = await listFieldsOfProject(deps.db, projectId);
    return {
      custom_fields: records.map(presentCustomField),
      abilities: { manage: projectPolicy.update(access) },
    };
  }

  return {
    findByProject: (actor: UserActor, projectId: number) => listPresented(actor.id, projectId),

    async create(
      actor: UserActor,
      projectId: number,
      input: CreateInput,
      mutationId: string | null,
    ): Promise<CustomField> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      assertManagesFields(access);
      const choices = input.enum_values ?? [];
      if (choices.length > 0 && input.type !== 'enum')
        throw validationFailed({ enum_values: ['Only enum fields have values to choose from.'] });
      const lower = choices.map((name) => name.toLocaleLowerCase());
      if (new Set(lower).size !== lower.length)
        throw validationFailed({ enum_values: ['Each value of the field must differ.'] });
      const existing = await listFieldsOfProject(deps.db, projectId);
      if (existing.length >= CUSTOM_FIELD_LIMITS.fieldsPerProject)
        throw conflict(
          `A project can have at most ${CUSTOM_FIELD_LIMITS.fieldsPerProject} custom fields.`,
        );
      if (
        nameTaken(
          existing.map((r) => r.field.name),
          input.name,
        )
      )
        throw duplicateName(TAKEN);
      const id = await deps.transact(async (uow) => {
        const field = await insertField(uow.tx, {
          projectId,
          name: input.name,
          typeId: CUSTOM_FIELD_TYPE_IDS[input.type],
          authorId: actor.id,
          dateAdd: deps.clock.now(),
        });
        await insertEnumValues(uow.tx, field.id, choices);
        await announceFieldChange(deps, uow, {
          type: 'custom_field.created',
          actorId: actor.id,
          projectId,
          mutationId,
        });
        return field.id;
      });
      return presentById(id);
    },

    async update(
      actor: UserActor,
      uuid: string,
      name: string,
      mutationId: string | null,
    ): Promise<CustomField> {
      const { record, access } = await loadField(deps.db, actor.id, uuid);
      assertManagesFields(access);
      const { field } = record;
      const others = (await listFieldsOfProject(deps.db, field.projectId)).filter(
        (r) => r.field.id !== field.id,
      );
      if (
        nameTaken(
          others.map((r) => r.field.name),
          name,
        )
      )
        throw duplicateName(TAKEN);
      await deps.transact(async (uow) => {
        await renameField(uow.tx, field.id, name);
        await announceFieldChange(deps, uow, {
          type: 'custom_field.updated',
          actorId: actor.id,
          projectId: field.projectId,
          mutationId,
        });
      });
      return presentById(field.id);
    },

    /** Deletes a field softly; its values stay stored but no task shows them any more. */
    async delete(actor: UserActor, uuid: string, mutationId: string | null): Promise<CustomField> {
      const { record, access } = await loadField(deps.db, actor.id, uuid);
      assertManagesFields(access);
      await deps.transact(async (uow) => {
        await softDeleteField(uow.tx, record.field.id, deps.clock.now());
        await announceFieldChange(deps, uow, {
          type: 'custom_field.deleted',
          actorId: actor.id,
          projectId: record.field.projectId,
          mutationId,
        });
      });
      return presentById(record.field.id);
    },

    /** Puts the fields in the given order; it must name each of the project's fields once. */
    async reorder(
      actor: UserActor,
      projectId: number,
      order: readonly string[],
      mutationId: string | null,
    ) {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      assertManagesFields(access);
      const fields = await listFieldsOfProject(deps.db, projectId);
      const byUuid = new Map(fields.map((r) => [r.field.uuid, r.field.id]));
      const ids = order.map((uuid) => byUuid.get(uuid.toLowerCase()));
      if (
        ids.length !== fields.length ||
        new Set(ids).size !== ids.length ||
        ids.includes(undefined)
      )
        throw validationFailed({ order: ['List each custom field of the project once.'] });
      await deps.transact(async (uow) => {
        await setFieldOrder(uow.tx, ids as number[]);
        await announceFieldChange(deps, uow, {
          type: 'custom_field.reordered',
          actorId: actor.id,
          projectId,
          mutationId,
        });
      });
      return listPresented(actor.id, projectId);
    },
  };
}
export type CustomFieldsService = ReturnType<typeof createCustomFieldsService>;
