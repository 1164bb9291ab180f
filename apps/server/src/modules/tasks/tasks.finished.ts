import type { z } from 'zod';
import type {
  FinishedTasksPage,
  Task,
  finishedTasksCondsSchema,
  finishedTasksQuerySchema,
} from '@tandem/contract';
import { FINISHED_TASKS_PAGE_SIZE } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { accessOf, loadProjectAccess, visibleTasklistIds } from '../projects/index.ts';
import type { ProjectAccess, ProjectRow } from '../projects/index.ts';
import { findUserById, presentPerson } from '../users/index.ts';
import type { TaskPresenter } from './task-presenting.ts';
import type { FinishedScope } from './tasks.finished.repo.ts';
import { listFinishedTasks, listFinishers, listProjectsInSight } from './tasks.finished.repo.ts';
import type { FullTaskRow } from './tasks.repo.ts';

type Query = z.output<typeof finishedTasksQuerySchema>;
type Conds = z.output<typeof finishedTasksCondsSchema>;

interface InSight {
  project: ProjectRow;
  access: ProjectAccess;
}

/** A time zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(at: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a calendar day (yyyy-MM-dd) starts in a time zone, `plusDays` later. */
export function startOfDayIn(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + plusDays);
  // Twice: the offset at the guessed instant may differ from the one at midnight UTC (DST).
  const guess = midnightUtc - offsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  return new Date(midnightUtc - offsetMinutes(new Date(guess), timeZone) * 60_000);
}

/** The viewer's view of a project: every list, only those of the task-list limit, or none. */
const scopeOf = ({ project, access }: InSight): FinishedScope => ({
  projectId: project.id,
  tasklistIds: visibleTasklistIds(access),
});

/** The finished-tasks lists: one project's, or those of every project the viewer is in. */
export function createFinishedTasks(deps: { db: Db; presenter: TaskPresenter }) {
  /** The projects in sight: the one named (404 if unseen), or all the member's. */
  async function projectsInSight(actor: UserActor, query: Query): Promise<InSight[]> {
    if (query.pid !== undefined) {
      const { project, access } = await loadProjectAccess(deps.db, query.pid, actor.id);
      return [{ project, access }];
    }
    return (await listProjectsInSight(deps.db, actor.id)).map(
      ({ project, membership, deniedIds }) => ({
        project,
        access: accessOf(project, '', membership, actor.id, deniedIds),
      }),
    );
  }

  /** Rows of several projects in the full shape, the parts of all of them loaded at once. */
  function present(
    actor: UserActor,
    rows: readonly FullTaskRow[],
    accessByProject: ReadonlyMap<number, ProjectAccess>,
  ): Promise<Task[]> {
    return deps.presenter.presentRows(actor.id, rows, (projectId) =>
      accessByProject.get(projectId)!,
    );
  }

  return {
    /**
     * One page (from 0) of finished tasks the viewer sees, newest finished first, with what the
     * filter can offer. With `pid`, `projects_ids` is not used.
     */
    async find(actor: UserActor, query: Query, conds: Conds): Promise<FinishedTasksPage> {
      const inSight = await projectsInSight(actor, query);
      // Ids of projects out of sight narrow nothing in: they simply add no tasks.
      const wanted =
        query.pid === undefined && conds.projects_ids ? new Set(conds.projects_ids) : null;
      const scopes = inSight
        .filter(({ project }) => !wanted || wanted.has(project.id))
        .map(scopeOf);
      const range = conds.date_range;
      const timeZone =
        range?.date_from || range?.date_to
          ? ((await findUserById(deps.db, actor.id))?.timezone ?? 'UTC')
          : 'UTC';
      const rows = await listFinishedTasks(deps.db, {
        viewerId: actor.id,
        scopes,
        finishedBy: conds.finished_by,
        from: range?.date_from ? startOfDayIn(range.date_from, timeZone) : undefined,
        to: range?.date_to ? startOfDayIn(range.date_to, timeZone, 1) : undefined,
        // One more than a page tells whether there is a next one.
        limit: FINISHED_TASKS_PAGE_SIZE + 1,
        offset: query.p * FINISHED_TASKS_PAGE_SIZE,
      });
      const page = rows.slice(0, FINISHED_TASKS_PAGE_SIZE);
      const accessByProject = new Map(inSight.map(({ project, access }) => [project.id, access]));
      return {
        tasks: await present(actor, page, accessByProject),
        page: query.p,
        has_more: rows.length > FINISHED_TASKS_PAGE_SIZE,
        filter_values: {
          projects: inSight.map(({ project }) => ({ id: project.id, name: project.name })),
          users: (await listFinishers(deps.db, scopes)).map(presentPerson),
        },
      };
    },
  };
}
export type FinishedTasks = ReturnType<typeof createFinishedTasks>;
