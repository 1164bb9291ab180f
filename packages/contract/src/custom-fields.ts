import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema } from './common.ts';
import {
  CUSTOM_FIELD_CONDITIONS,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
} from './custom-field-filter.ts';
import { pidQuerySchema } from './projects.ts';
import { taskSchema, tidQuerySchema } from './tasks.ts';

export const customFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES, {
  error: 'Choose a type: text, number, date, datetime, bool, link or enum.',
});

/** A custom field's or an enum value's name: trimmed, 1 to 50 characters. */
export const customFieldNameSchema = z
  .string()
  .trim()
  .min(1, 'The name must not be empty.')
  .max(
    CUSTOM_FIELD_LIMITS.nameMax,
    `The name can be at most ${CUSTOM_FIELD_LIMITS.nameMax} characters long.`,
  );

/** One choice of an enum field. */
export const customFieldEnumValueSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  priority: z.number(),
});
export type CustomFieldEnumValue = z.infer<typeof customFieldEnumValueSchema>;

/** A project's custom field (document 2, section 3); the type's numeric id is not sent. */
export const customFieldSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  type: customFieldTypeSchema,
  project_id: z.number(),
  /** Place among the project's fields, from 1. */
  priority: z.number(),
  date_add: dateTimeSchema,
  /** When it was deleted; its values stay stored but are no longer shown. */
  deleted_at: dateTimeSchema.nullable(),
  /** The choices of an enum field, in order; empty for other types. */
  enum_values: z.array(customFieldEnumValueSchema),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** A custom field filter (document 2, section 3); see matchesCustomFieldFilter. */
export const customFieldFilterSchema = z.object({
  name: customFieldNameSchema,
  type: customFieldTypeSchema,
  condition: z.enum(CUSTOM_FIELD_CONDITIONS, { error: 'Choose a condition.' }),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
});

/**
 * A task's value of a custom field, before it is checked against the field's type: text, a
 * number, a date (yyyy-MM-dd), a date-time with offset, true or false, a link, or an enum value's
 * uuid. Null clears it.
 */
export const customFieldValueInputSchema = z
  .union([z.string(), z.number(), z.boolean()], {
    error: 'Enter a text, a number or true/false, or null to clear the value.',
  })
  .nullable();

/** What each type's value must be; an enum's value must also be one of the field's own. */
export const CUSTOM_FIELD_VALUE_SCHEMAS = {
  text: z
    .string({ error: 'Enter a text.' })
    .trim()
    .max(
      CUSTOM_FIELD_LIMITS.textMax,
      `The text can be at most ${CUSTOM_FIELD_LIMITS.textMax} characters long.`,
    ),
  number: z.number({ error: 'Enter a number.' }),
  date: z.iso.date({ error: 'Enter a date as yyyy-MM-dd.' }),
  datetime: z.iso.datetime({
    offset: true,
    local: false,
    error: 'Enter a date and time with its offset (ISO 8601).',
  }),
  bool: z.boolean({ error: 'Choose true or false.' }),
  link: z
    .string({ error: 'Enter a link.' })
    .trim()
    .max(
      CUSTOM_FIELD_LIMITS.linkMax,
      `The link can be at most ${CUSTOM_FIELD_LIMITS.linkMax} characters long.`,
    )
    .pipe(
      z.url({ protocol: /^https?$/, error: 'Enter a link that starts with http:// or https://.' }),
    ),
  enum: z.uuid({ error: 'Choose one of the field’s values.' }),
} satisfies Record<(typeof CUSTOM_FIELD_TYPES)[number], z.ZodType>;

export const fieldUuidQuerySchema = z.object({ uuid: z.uuid('Enter a valid uuid.') });

const createBodySchema = z.object({
  name: customFieldNameSchema,
  type: customFieldTypeSchema,
  /** The first choices of an enum field; only enum fields take them. */
  enum_values: z
    .array(customFieldNameSchema)
    .max(
      CUSTOM_FIELD_LIMITS.enumValuesPerField,
      `A field can have at most ${CUSTOM_FIELD_LIMITS.enumValuesPerField} values.`,
    )
    .optional(),
});

const fieldResponse = z.object({ custom_field: customFieldSchema });
const fieldsResponse = z.object({
  custom_fields: z.array(customFieldSchema),
  /** What the viewer may do with the project's fields: add, rename, reorder and delete them. */
  abilities: z.object({ manage: z.boolean() }),
});

export const customFieldEndpoints = {
  /** The project's fields, in order, without deleted ones (the spec's custom-fields lookup). */
  findByProjectId: endpoint({
    method: 'GET',
    path: '/api/custom-fields/find-by-project-id',
    auth: 'user',
    query: pidQuerySchema,
    response: fieldsResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/custom-fields/create',
    auth: 'user',
    query: pidQuerySchema,
    body: createBodySchema,
    response: fieldResponse,
    status: 201,
  }),
  /** Renames a field; its type cannot change. */
  update: endpoint({
    method: 'POST',
    path: '/api/custom-fields/update',
    auth: 'user',
    query: fieldUuidQuerySchema,
    body: z.object({ name: customFieldNameSchema }),
    response: fieldResponse,
  }),
  /** Deletes a field softly: it and its values are no longer shown. */
  delete: endpoint({
    method: 'POST',
    path: '/api/custom-fields/delete',
    auth: 'user',
    query: fieldUuidQuerySchema,
    response: fieldResponse,
  }),
  /** Puts the project's fields in the given order: every field's uuid, once. */
  reorder: endpoint({
    method: 'POST',
    path: '/api/custom-fields/reorder',
    auth: 'user',
    query: pidQuerySchema,
    body: z.object({
      order: z
        .array(z.uuid('Each field is named by its uuid.'))
        .max(CUSTOM_FIELD_LIMITS.fieldsPerProject, 'List each field of the project once.'),
    }),
    response: fieldsResponse,
  }),
  /** Adds a choice at the end of an enum field (the field's uuid). */
  addEnumValue: endpoint({
    method: 'POST',
    path: '/api/custom-fields/add-enum-value',
    auth: 'user',
    query: fieldUuidQuerySchema,
    body: z.object({ name: customFieldNameSchema }),
    response: fieldResponse,
    status: 201,
  }),
  /** Renames a choice (the choice's uuid). */
  renameEnumValue: endpoint({
    method: 'POST',
    path: '/api/custom-fields/rename-enum-value',
    auth: 'user',
    query: fieldUuidQuerySchema,
    body: z.object({ name: customFieldNameSchema }),
    response: fieldResponse,
  }),
  /** Removes a choice (the choice's uuid); tasks that had it chosen lose the value. */
  removeEnumValue: endpoint({
    method: 'POST',
    path: '/api/custom-fields/remove-enum-value',
    auth: 'user',
    query: fieldUuidQuerySchema,
    response: fieldResponse,
  }),
  /** Sets or, with null, clears a task's value of one of its project's fields. */
  setValue: endpoint({
    method: 'POST',
    path: '/api/custom-fields/set-value',
    auth: 'user',
    query: tidQuerySchema,
    body: z.object({
      field_uuid: z.uuid('Choose a custom field.'),
      value: customFieldValueInputSchema,
    }),
    response: z.object({ task: taskSchema }),
  }),
};
