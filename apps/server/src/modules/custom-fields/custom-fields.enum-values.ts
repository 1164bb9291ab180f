import type { CustomField } from '@tandem/contract';
import { CUSTOM_FIELD_LIMITS } from '@tandem/contract';
import type { Tx } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/app-error.ts';
import type { CustomFieldsDeps } from './custom-fields.service.ts';
import { announceFieldChange } from './custom-fields.service.ts';
import { assertManagesFields, duplicateName, loadField, nameTaken } from './custom-field-access.ts';
import { fieldType, presentCustomField } from './custom-fields.presenter.ts';
import {
  deleteEnumValue,
  findEnumValueByUuid,
  findFieldById,
  insertEnumValues,
  renameEnumValue,
} from './custom-fields.repo.ts';

const TAKEN = 'The field already has a value with this name.';

/** The choices of enum fields: added, renamed and removed by who manages the fields. */
export function createEnumValues(deps: CustomFieldsDeps) {
  const presentById = async (id: number) => presentCustomField(await findFieldById(deps.db, id));

  /** A choice the actor may see, with its field; unknown ones answer 404. */
  async function loadChoice(actorId: number, uuid: string) {
    const choice = await findEnumValueByUuid(deps.db, uuid);
    if (!choice) throw notFound('The value');
    const field = await findFieldById(deps.db, choice.fieldId);
    const loaded = await loadField(deps.db, actorId, field.field.uuid).catch(() => {
      throw notFound('The value');
    });
    return { choice, ...loaded };
  }

  async function announce(
    actor: UserActor,
    projectId: number,
    mutationId: string | null,
    write: (tx: Tx) => Promise<void>,
  ) {
    await deps.transact(async (uow) => {
      await write(uow.tx);
      await announceFieldChange(deps, uow, {
        type: 'custom_field.updated',
        actorId: actor.id,
        projectId,
        mutationId,
      });
    });
  }

  return {
    async add(
      actor: UserActor,
      fieldUuid: string,
      name: string,
      mutationId: string | null,
    ): Promise<CustomField> {
      const { record, access } = await loadField(deps.db, actor.id, fieldUuid);
      assertManagesFields(access);
      if (fieldType(record.field.typeId) !== 'enum')
        throw validationFailed({ uuid: ['Only enum fields have values to choose from.'] });
      if (record.enumValues.length >= CUSTOM_FIELD_LIMITS.enumValuesPerField)
        throw conflict(
          `A field can have at most ${CUSTOM_FIELD_LIMITS.enumValuesPerField} values.`,
        );
      if (
        nameTaken(
          record.enumValues.map((v) => v.name),
          name,
        )
      )
        throw duplicateName(TAKEN);
      await announce(actor, record.field.projectId, mutationId, (tx) =>
        insertEnumValues(tx, record.field.id, [name]),
      );
      return presentById(record.field.id);
    },

    async rename(
      actor: UserActor,
      uuid: string,
      name: string,
      mutationId: string | null,
    ): Promise<CustomField> {
      const { choice, record, access } = await loadChoice(actor.id, uuid);
      assertManagesFields(access);
      const others = record.enumValues.filter((v) => v.id !== choice.id).map((v) => v.name);
      if (nameTaken(others, name)) throw duplicateName(TAKEN);
      await announce(actor, record.field.projectId, mutationId, (tx) =>
        renameEnumValue(tx, choice.id, name),
      );
      return presentById(record.field.id);
    },

    /** Removes a choice; the tasks that had it chosen lose their value of the field. */
    async remove(actor: UserActor, uuid: string, mutationId: string | null): Promise<CustomField> {
      const { choice, record, access } = await loadChoice(actor.id, uuid);
      assertManagesFields(access);
      await announce(actor, record.field.projectId, mutationId, (tx) =>
        deleteEnumValue(tx, choice),
      );
      return presentById(record.field.id);
    },
  };
}
export type EnumValuesService = ReturnType<typeof createEnumValues>;
