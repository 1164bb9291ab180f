import type { Project } from '@tandem/contract';
import { PROJECT_STATE, stateName } from '@tandem/contract';
import type { Currency } from '@tandem/contract';
import { fullnameOf, presentPerson } from '../users/users.presenter.ts';
import type { ProjectAccess } from './projects.policy.ts';
import { projectPolicy } from './projects.policy.ts';
import type { MemberRow, ProjectRow } from './projects.repo.ts';

export function presentProject(
  project: ProjectRow,
  access: ProjectAccess,
  members: MemberRow[],
): Project {
  const author = members.find((m) => m.id === project.authorId);
  return {
    id: project.id,
    name: project.name,
    color: project.color,
    currency: project.currency as Currency,
    state: { id: project.stateId, state: stateName(PROJECT_STATE, project.stateId) },
    owner: access.owner,
    author: author ? { id: author.id, fullname: fullnameOf(author) } : access.owner,
    isCommander: access.isCommander,
    workers: members.map(presentPerson),
    commanders: members.filter((m) => m.isCommander).map((m) => m.id),
    version: project.version,
    abilities: {
      update: projectPolicy.update(access),
      create_tasklist: projectPolicy.createTasklist(access),
      manage_workers: projectPolicy.manageWorkers(access),
    },
  };
}
