import type { CustomField, CustomFieldType, Task } from '@tandem/contract';
import { customFieldTypeOf } from '@tandem/contract';
import type { CustomFieldRecord, CustomFieldValueRow } from './custom-fields.repo.ts';

/** The type of a stored field; a type id no type has is a bug in the data, not a user error. */
export function fieldType(typeId: number): CustomFieldType {
  const type = customFieldTypeOf(typeId);
  if (!type) throw new Error(`unknown custom field type id ${typeId}`);
  return type;
}

/** The spec's custom field, with its enum values in order. */
export function presentCustomField({ field, enumValues }: CustomFieldRecord): CustomField {
  return {
    uuid: field.uuid,
    name: field.name,
    type: fieldType(field.typeId),
    project_id: field.projectId,
    priority: field.priority,
    date_add: field.dateAdd.toISOString(),
    deleted_at: field.deletedAt?.toISOString() ?? null,
    enum_values: enumValues.map((v) => ({ uuid: v.uuid, name: v.name, priority: v.priority })),
  };
}

/** One value as the task's custom_fields carries it. */
export function presentTaskValue(
  field: { uuid: string; name: string; typeId: number },
  value: CustomFieldValueRow,
): Task['custom_fields'][number] {
  return {
    uuid: field.uuid,
    name: field.name,
    type: fieldType(field.typeId),
    value: value.value as string | number | boolean,
    value_uuid: value.uuid,
    author_id: value.authorId,
    date_add: value.dateAdd.toISOString(),
    date_edited_at: value.dateEditedAt?.toISOString() ?? null,
  };
}
