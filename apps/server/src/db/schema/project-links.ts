import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, users } from './users.ts';
import { projects } from './projects.ts';

/** A link a project keeps (a document elsewhere, a design, a repository), with its comments. */
export const projectLinks = pgTable(
  'project_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An http or https address. */
    url: text('url').notNull(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateAdd: timestamptz('date_add').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('project_links_uuid_key').on(t.uuid),
    index('project_links_project_idx').on(t.projectId, t.id),
  ],
);
