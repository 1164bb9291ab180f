import { z } from 'zod';
import { idSchema } from './common.ts';
import { LIMITS } from './limits.ts';

/** A project tag as the spec sends it (document 1, section 3). */
export const projectTagSchema = z.object({
  id: z.number(),
  tag: z.string(),
  /** Hex colour; null when the default applies. */
  color: z.string().nullable(),
  is_private: z.boolean(),
  /** Whether the viewer may make this tag public (needs canManagePublicTag). */
  can_be_public: z.boolean(),
  /** Whether the viewer may rename, recolour or delete the tag (its author only). */
  can_be_edited: z.boolean(),
  /** The tag's author. */
  users_id: z.number(),
  /** How many projects the viewer sees carrying the tag. */
  usageCount: z.number(),
});
export type ProjectTag = z.infer<typeof projectTagSchema>;

/** A tag's name: trimmed, in NFC, 1 to 50 characters, unique per author whatever the letter case. */
export const tagNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, 'The tag must not be empty.')
  .max(LIMITS.tagMax, `The tag can be at most ${LIMITS.tagMax} characters long.`);

/** A tag by its id, as the tag calls take it. */
export const tagIdQuerySchema = z.object({ id: idSchema });
