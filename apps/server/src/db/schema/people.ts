import {
  bigint,
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz, users } from './users.ts';
import { projectMembers, projects } from './projects.ts';

/**
 * An invitation of a person to a project by e-mail. The invited person has a user row
 * (`is_invited`) and a membership from the start, so limits set at invitation apply at once; the
 * link's token is stored hashed and replaced at each resend.
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: bigint('invited_by_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    dateAdd: timestamptz('date_add').notNull(),
    dateLastSent: timestamptz('date_last_sent').notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    dateAccepted: timestamptz('date_accepted'),
  },
  (t) => [
    uniqueIndex('project_invitations_project_user_key').on(t.projectId, t.userId),
    uniqueIndex('project_invitations_token_hash_key').on(t.tokenHash),
    index('project_invitations_user_id_idx').on(t.userId),
  ],
);

/**
 * A project tag (document 1, section 3): its author's, private to them or public to everyone who
 * sees a project carrying it.
 */
export const tags = pgTable(
  'tags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    color: text('color'),
    isPrivate: boolean('is_private').notNull().default(false),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [uniqueIndex('tags_author_tag_key').on(t.authorId, sql`lower(${t.tag})`)],
);

export const projectTagLinks = pgTable(
  'project_tag_links',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    addedById: bigint('added_by_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.tagId] }),
    index('project_tag_links_tag_id_idx').on(t.tagId),
  ],
);

/**
 * A role of a project owner's account: the actions it denies (ids 1 to 7 of the spec) to the
 * members it is given to in the owner's projects.
 */
export const roles = pgTable(
  'roles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    disallowedActions: smallint('disallowed_actions').array().notNull(),
    isSystemRole: boolean('is_system_role').notNull().default(false),
    dateAdd: timestamptz('date_add').notNull(),
  },
  (t) => [uniqueIndex('roles_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);

/** Roles given to a member in one project; they go with the membership. */
export const projectMemberRoles = pgTable(
  'project_member_roles',
  {
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId, t.roleId] }),
    foreignKey({
      columns: [t.projectId, t.userId],
      foreignColumns: [projectMembers.projectId, projectMembers.userId],
    }).onDelete('cascade'),
    index('project_member_roles_role_id_idx').on(t.roleId),
  ],
);

/** A request to hand a project over to another member: 1 pending, 2 approved, 3 cancelled. */
export const ownerChangeRequests = pgTable(
  'owner_change_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivingUserId: bigint('receiving_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateId: smallint('state_id').notNull().default(1),
    dateRequested: timestamptz('date_requested').notNull(),
    dateResolved: timestamptz('date_resolved'),
  },
  (t) => [
    uniqueIndex('owner_change_requests_uuid_key').on(t.uuid),
    uniqueIndex('owner_change_requests_pending_key')
      .on(t.projectId)
      .where(sql`${t.stateId} = 1`),
    index('owner_change_requests_receiving_user_id_idx').on(t.receivingUserId),
  ],
);
