import type {
  TimelineData,
  TimelineDependency,
  TimelineFilter,
  TimelineTask,
} from '@tandem/contract';
import { PROJECT_STATE, TIMELINE_TASKS_MAX } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import type { UserActor } from '../../http/actor.ts';
import { accessOf, loadProjectAccess, projectPolicy } from '../projects/index.ts';
import {
  findCalendarTasks,
  formatDueDate,
  listBoardRows,
  listProjectsInSight,
  taskAbilities,
} from '../tasks/index.ts';
import {
  listBoardTasklists,
  listDependenciesAmong,
  listTasklistsByIds,
  listWorkersOf,
} from './timeline.repo.ts';

export const TIMELINE_NEEDS_ALL_LISTS =
  'The timeline shows every task list of the project, and you see only some of them. Ask a project manager for access to all task lists.';

const day = (at: number | null, hasTime: boolean) =>
  at === null ? null : formatDueDate(new Date(at), hasTime);

/** Each dependency once, read as the blocking task before the blocked one. */
function presentDependencies(
  rows: Array<{ uuid: string; kind: string; sourceTaskId: number; targetTaskId: number }>,
): TimelineDependency[] {
  const seen = new Set<string>();
  const out: TimelineDependency[] = [];
  for (const row of rows) {
    const [blocking, blocked] =
      row.kind === 'blocks'
        ? [Number(row.sourceTaskId), Number(row.targetTaskId)]
        : [Number(row.targetTaskId), Number(row.sourceTaskId)];
    const key = `${blocking}>${blocked}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ uuid: row.uuid, blocking_task_id: blocking, blocked_task_id: blocked });
  }
  return out;
}

/** The workers and dependencies of the tasks, laid beside them. */
async function complete(
  db: Db,
  tasks: Array<Omit<TimelineTask, 'workers_ids'>>,
): Promise<{ tasks: TimelineTask[]; dependencies: TimelineDependency[] }> {
  const ids = tasks.map((task) => task.id);
  const [workers, relations] = await Promise.all([
    listWorkersOf(db, ids),
    listDependenciesAmong(db, ids),
  ]);
  const byTask = new Map<number, number[]>();
  for (const { taskId, userId } of workers) {
    const list = byTask.get(Number(taskId)) ?? [];
    list.push(Number(userId));
    byTask.set(Number(taskId), list);
  }
  return {
    tasks: tasks.map((task) => ({ ...task, workers_ids: byTask.get(task.id) ?? [] })),
    dependencies: presentDependencies(relations),
  };
}

export function createTimelineService({ db }: Pick<Core, 'db'>) {
  /** The viewer's active projects, by name, with their access (the roles' denials included). */
  async function activeProjectsInSight(actor: UserActor) {
    return (await listProjectsInSight(db, actor.id))
      .filter(({ project }) => project.stateId === PROJECT_STATE.active)
      .map(({ project, membership, deniedIds }) => ({
        project,
        access: accessOf(project, '', membership, actor.id, deniedIds),
        shown: { id: project.id, name: project.name, color: project.color },
      }));
  }

  /** The global timeline: dated tasks of the viewer's active projects within the range. */
  async function across(actor: UserActor, filter: TimelineFilter): Promise<TimelineData> {
    const rows = await findCalendarTasks(
      db,
      actor.id,
      {
        from: filter.date_from,
        to: filter.date_to,
        projectIds: filter.projects_ids,
        workerIds: filter.workers_ids,
      },
      TIMELINE_TASKS_MAX + 1,
    );
    const kept = rows.slice(0, TIMELINE_TASKS_MAX);
    const shown = new Set(kept.map((row) => row.project.id));
    const [inSight, tasklists] = await Promise.all([
      activeProjectsInSight(actor),
      listTasklistsByIds(db, [...new Set(kept.map((row) => row.tasklist.id))]),
    ]);
    const withTasks = inSight.filter((row) => shown.has(row.project.id));
    const accesses = new Map(withTasks.map((row) => [row.project.id, row.access]));
    const projects = withTasks.map((row) => row.shown);
    const { tasks, dependencies } = await complete(
      db,
      kept.map(({ task }) => ({
        id: task.id,
        uuid: task.uuid,
        name: task.name,
        project_id: task.projectId,
        tasklist_id: task.tasklistId,
        state_id: task.stateId,
        due_date: formatDueDate(task.dueDate, task.dueDateHasTime),
        due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
        version: task.version,
        can_edit_dates: taskAbilities(accesses.get(task.projectId)!, task.tasklistId)
          .edit_due_dates,
      })),
    );
    return {
      projects,
      tasklists: tasklists.map((l) => ({ id: l.id, name: l.name, project_id: l.projectId })),
      tasks,
      dependencies,
      truncated: rows.length > TIMELINE_TASKS_MAX,
    };
  }

  return {
    /** A project's whole timeline, for those who see all of its task lists. */
    async project(actor: UserActor, projectId: number): Promise<TimelineData> {
      const { access, project } = await loadProjectAccess(db, projectId, actor.id);
      if (!projectPolicy.useTimeline(access)) throw forbidden(TIMELINE_NEEDS_ALL_LISTS);
      const [tasklists, rows] = await Promise.all([
        listBoardTasklists(db, projectId),
        listBoardRows(db, projectId, null),
      ]);
      const kept = rows.slice(0, TIMELINE_TASKS_MAX);
      const { tasks, dependencies } = await complete(
        db,
        kept.map((row) => ({
          id: row.id,
          uuid: row.uuid,
          name: row.name,
          project_id: projectId,
          tasklist_id: row.tasklistId,
          state_id: row.stateId,
          due_date: day(row.dueDate, row.dueDateHasTime),
          due_date_end: day(row.dueDateEnd, row.dueDateEndHasTime),
          version: row.version,
          can_edit_dates: taskAbilities(access, row.tasklistId).edit_due_dates,
        })),
      );
      return {
        projects: [{ id: project.id, name: project.name, color: project.color }],
        tasklists: tasklists.map((l) => ({ id: l.id, name: l.name, project_id: l.projectId })),
        tasks,
        dependencies,
        truncated: rows.length > TIMELINE_TASKS_MAX,
      };
    },
    async projects(actor: UserActor) {
      return { projects: (await activeProjectsInSight(actor)).map((row) => row.shown) };
    },
    across,
  };
}
export type TimelineService = ReturnType<typeof createTimelineService>;
