import type { z } from 'zod';
import type { createProjectBodySchema, Project, ProjectStateName } from '@tandem/contract';
import { PROJECT_STATE, stateName } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import type { Core } from '../../core.ts';
import { fullnameOf } from '../users/index.ts';
import { accessOf, loadProjectAccess } from './project-access.ts';
import { presentProject } from './projects.presenter.ts';
import { tagsOfProjects } from './project-tags.repo.ts';
import { prepareReadTogether } from '../../db/json-rows.ts';
import { idListValue, placeholder } from '../../db/id-list.ts';
import type { ProjectMembership, ProjectRow } from './projects.repo.ts';
import {
  countProjectsOfMemberByState,
  insertProjectWithOwner,
  listProjectsOfMemberFiltered,
  membersOfProjects,
  taskCountsOfProjects,
} from './projects.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

export function createProjectsService(deps: Deps) {
  /** The members, tags and task counts of projects, in one statement. */
  async function readProjectParts(ids: readonly number[], viewerId: number) {
    if (ids.length === 0) return { members: [], tags: [], counts: [] };
    const read = prepareReadTogether(deps.db, 'project_parts', () => {
      const projectIds = placeholder('ids');
      const viewer = placeholder('viewerId');
      return [
        membersOfProjects(deps.db, projectIds),
        tagsOfProjects(deps.db, projectIds, viewer),
        taskCountsOfProjects(deps.db, projectIds, viewer),
      ] as const;
    });
    const [members, tags, counts] = await read({ ids: idListValue(ids), viewerId });
    return { members, tags, counts };
  }

  /** Projects the viewer is a member of, each with its members and the tags the viewer sees. */
  async function presentMany(
    viewerId: number,
    rows: Array<{ project: ProjectRow; membership: ProjectMembership }>,
  ): Promise<Project[]> {
    const ids = rows.map((r) => r.project.id);
    const { members, tags, counts } = await readProjectParts(ids, viewerId);
    return rows.map(({ project, membership }) => {
      const projectMembers = members.filter((m) => m.projectId === project.id);
      const owner = projectMembers.find((m) => m.id === project.ownerId);
      const own = projectMembers.find((m) => m.id === viewerId);
      const access = accessOf(
        project,
        owner ? fullnameOf(owner) : '',
        membership,
        viewerId,
        own?.roles.flatMap((r) => r.disallowed_actions) ?? [],
      );
      return presentProject(
        project,
        access,
        projectMembers,
        { userId: viewerId, isFavorite: membership.isFavorite },
        tags.filter((t) => t.projectId === project.id),
        counts.find((c) => c.projectId === project.id),
      );
    });
  }

  return {
    /** The actor's projects in one state (active by default), with a count per state. */
    async list(
      actor: UserActor,
      filter: {
        state?: ProjectStateName | undefined;
        search?: string | undefined;
        tag_id?: number | undefined;
      },
    ): Promise<{ projects: Project[]; counts: Record<ProjectStateName, number> }> {
      const rows = await listProjectsOfMemberFiltered(deps.db, actor.id, {
        stateId: PROJECT_STATE[filter.state ?? 'active'],
        search: filter.search,
        tagId: filter.tag_id,
      });
      const projects = await presentMany(actor.id, rows);
      const counts = { active: 0, archived: 0, template: 0, deleted: 0 };
      for (const { stateId, count } of await countProjectsOfMemberByState(deps.db, actor.id)) {
        counts[stateName(PROJECT_STATE, stateId)] = count;
      }
      return { projects, counts };
    },

    async get(actor: UserActor, projectId: number): Promise<Project> {
      const { project, access, membership } = await loadProjectAccess(deps.db, projectId, actor.id);
      const {
        members,
        tags,
        counts: [counts],
      } = await readProjectParts([project.id], actor.id);
      const viewer = membership ? { userId: actor.id, isFavorite: membership.isFavorite } : null;
      return presentProject(project, access, members, viewer, tags, counts);
    },

    async create(
      actor: UserActor,
      input: z.output<typeof createProjectBodySchema>,
      mutationId: string | null,
    ): Promise<Project> {
      const now = deps.clock.now();
      const projectId = await deps.transact(async (uow) => {
        const project = await insertProjectWithOwner(uow.tx, {
          name: input.name,
          color: input.color ?? null,
          currency: input.currency ?? 'EUR',
          stateId: input.isTemplate ? PROJECT_STATE.template : PROJECT_STATE.active,
          ownerId: actor.id,
          authorId: actor.id,
          dateAdd: now,
        });
        await deps.recordEvent(uow, {
          type: 'project.created',
          actorId: actor.id,
          projectId: project.id,
          version: project.version,
          mutationId,
        });
        return project.id;
      });
      return this.get(actor, projectId);
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
