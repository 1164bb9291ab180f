import { z } from 'zod';

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
