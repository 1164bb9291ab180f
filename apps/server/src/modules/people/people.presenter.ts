import type { PersonSummary, SharedProject } from '@tandem/contract';
import { PROJECT_STATE, stateName } from '@tandem/contract';
import type { UserRow } from '../users/index.ts';
import { fullnameOf, presentOutOfOffice } from '../users/index.ts';
import type { SharedProjectRow } from './people.repo.ts';

type PersonFields = Pick<
  UserRow,
  'id' | 'fname' | 'lname' | 'email' | 'isInvited' | 'outOfOfficeFrom' | 'outOfOfficeTo'
>;

/** A person the actor works with, and how many projects they share. */
export function presentPersonSummary(user: PersonFields, projectsCount: number): PersonSummary {
  return {
    id: user.id,
    fullname: fullnameOf(user),
    email: user.email,
    is_invited: user.isInvited,
    out_of_office: presentOutOfOffice(user),
    projects_count: projectsCount,
  };
}

/** A shared project with the person's role in it. */
export function presentSharedProject(row: SharedProjectRow, userId: number): SharedProject {
  const isOwner = row.ownerId === userId;
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    state: { id: row.stateId, state: stateName(PROJECT_STATE, row.stateId) },
    is_commander: row.isCommander || isOwner,
    is_owner: isOwner,
  };
}
