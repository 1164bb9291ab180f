import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { LABEL_COLORS, LIMITS } from './limits.ts';
import { taskSchema, tidQuerySchema } from './tasks.ts';

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const COLOR_MESSAGE = `The colour must be a 3- or 6-digit hex value or one of: ${LABEL_COLORS.join(', ')}.`;

/**
 * A label's colour: a 3- or 6-digit hex value or a name of the palette (document 1, section 3);
 * null for none. Palette names are kept lower-case.
 */
export const labelColorSchema = z
  .string()
  .trim()
  .max(32, COLOR_MESSAGE)
  .transform((value) => (HEX_COLOR.test(value) ? value : value.toLowerCase()))
  .refine(
    (value) => HEX_COLOR.test(value) || (LABEL_COLORS as readonly string[]).includes(value),
    COLOR_MESSAGE,
  );

/** A label's name: trimmed, 1 to 50 characters. */
export const labelNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, 'The label must not be empty.')
  .max(LIMITS.labelNameMax, `The label can be at most ${LIMITS.labelNameMax} characters long.`);

/** A label as task-label editing shows it (document 2, section 3). */
export const labelSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  /** The people who own the label and may edit it. */
  owners_ids: z.array(z.number()),
  /** Whether the viewer owns the label and may rename or recolour it. */
  can_be_edited: z.boolean(),
});
export type Label = z.infer<typeof labelSchema>;

/**
 * The label to put on a task: an available one by its uuid, or one by name. A name reuses the
 * available label of that name (whatever the letter case), else makes a new label of the
 * viewer's in the given colour.
 */
export const addLabelBodySchema = z
  .object({
    uuid: z.uuid('Enter a valid uuid.').optional(),
    name: labelNameSchema.optional(),
    color: labelColorSchema.nullable().optional(),
  })
  .refine((b) => (b.uuid === undefined) !== (b.name === undefined), {
    message: 'Give either the label uuid or its name.',
    path: ['name'],
  });
export type AddLabelInput = z.input<typeof addLabelBodySchema>;

/** Changes to a label one owns; what is left out stays as it is. */
export const editLabelBodySchema = z.object({
  name: labelNameSchema.optional(),
  color: labelColorSchema.nullable().optional(),
});
export type EditLabelInput = z.input<typeof editLabelBodySchema>;

export const labelUuidQuerySchema = z.object({ uuid: z.uuid('Enter a valid uuid.') });

const taskAndLabel = z.object({ task: taskSchema, label: labelSchema });

/** The spec's task-label calls (document 2, section 7), at the spec's paths. */
export const labelEndpoints = {
  /** Labels the viewer can put on the task: their own, and those on tasks of its project. */
  available: endpoint({
    method: 'GET',
    path: '/front/task/api/available-labels',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ labels: z.array(labelSchema) }),
  }),
  /** Puts a label on the task; answers the task and the label. */
  add: endpoint({
    method: 'POST',
    path: '/front/task/api/add-label',
    auth: 'user',
    query: tidQuerySchema,
    body: addLabelBodySchema,
    response: taskAndLabel,
  }),
  /** Renames or recolours a label; only its owners can (can_be_edited). */
  edit: endpoint({
    method: 'POST',
    path: '/front/task/api/edit-label/',
    auth: 'user',
    query: labelUuidQuerySchema,
    body: editLabelBodySchema,
    response: z.object({ label: labelSchema }),
  }),
  /** Takes a label off the task; the label itself stays. */
  remove: endpoint({
    method: 'DELETE',
    path: '/front/task/api/remove-label',
    auth: 'user',
    query: tidQuerySchema.extend({ uuid: z.uuid('Enter a valid uuid.') }),
    response: z.object({ task: taskSchema }),
  }),
};
