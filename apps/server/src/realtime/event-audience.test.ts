import { beforeAll, describe, expect, it } from 'vitest';
import type { EventType, RealtimeEvent } from '@tandem/contract';
import { EVENT_TYPES } from '@tandem/contract';
import { and, inArray } from 'drizzle-orm';
import { tasks } from '../db/schema/projects.ts';
import { viewerSeesTask } from '../modules/projects/project-visibility.repo.ts';
import { createRealtimeAccess } from './realtime-access.ts';
import type { SignedUpUser } from '../test/harness.ts';
import { addWorker, signUp } from '../test/harness.ts';
import { isEvent, useRealtimeTestApp } from '../test/ws-client.ts';

/**
 * Who hears an event is who may read what it is about over HTTP: for every event type and every
 * kind of person, the live audience is compared with the answers of the read endpoints. The
 * table below must name a scope for every event type; a new type without a row fails here.
 */
const SCOPE: Record<EventType, 'user' | 'project' | 'tasklist' | 'task'> = {
  'user.signed_up': 'user',
  'user.updated': 'user',
  'project.created': 'project',
  'project.created_from_template': 'project',
  'project.workers_added': 'project',
  'project.workers_removed': 'project',
  'project.commander_changed': 'project',
  'project.owner_change_requested': 'project',
  'project.owner_change_cancelled': 'project',
  'project.owner_change_declined': 'project',
  'project.owner_changed': 'project',
  'project.invitation_accepted': 'project',
  'project.worker_updated': 'project',
  'project.updated': 'project',
  'project.budget_reset': 'project',
  'project.archived': 'project',
  'project.restored': 'project',
  'project.deleted': 'project',
  'project.restored_from_trash': 'project',
  'project.settings_saved': 'project',
  'project.tags_changed': 'project',
  'tag.created': 'project',
  'tag.updated': 'project',
  'tag.deleted': 'project',
  'tasklist.created': 'tasklist',
  'tasklist.updated': 'tasklist',
  'tasklist.reordered': 'project',
  'tasklist.archived': 'tasklist',
  'tasklist.restored': 'tasklist',
  'tasklist.finished': 'tasklist',
  'tasklist.reopened': 'tasklist',
  'tasklist.deleted': 'tasklist',
  'tasklist.restored_from_trash': 'tasklist',
  'tasklist.moved': 'tasklist',
  'tasklist.copied': 'tasklist',
  'role.created': 'project',
  'role.updated': 'project',
  'role.deleted': 'project',
  'project.member_roles_changed': 'project',
  'task.created': 'task',
  'comment.created': 'task',
  'comment.updated': 'task',
  'comment.deleted': 'task',
  'comment.reacted': 'task',
  'task.description_from_comment': 'task',
  'task.description_to_comment': 'task',
  // A task's file; the project's own files are heard as the project's discussion is.
  'file.uploaded': 'task',
  'file.updated': 'task',
  'file.deleted': 'task',
  'file.restored': 'task',
  // A note of a task list is heard by who sees the list; one of the project, by its members.
  'note.created': 'tasklist',
  'note.updated': 'tasklist',
  'note.deleted': 'tasklist',
  'note.restored': 'tasklist',
  'note.version_restored': 'tasklist',
  // An item of a task list (a note, a file of a task) is heard by who sees the list.
  'item.pinned': 'tasklist',
  'item.unpinned': 'tasklist',
  'item.reordered': 'tasklist',
  'task.finished': 'task',
  'task.reopened': 'task',
  'task.renamed': 'task',
  'task.description_changed': 'task',
  'task.priority_changed': 'task',
  'task.due_dates_changed': 'task',
  'task.workers_changed': 'task',
  'task.deleted': 'task',
  'task.restored_from_trash': 'task',
  'custom_field.created': 'project',
  'custom_field.updated': 'project',
  'custom_field.deleted': 'project',
  'custom_field.reordered': 'project',
  'task.custom_field_changed': 'task',
  'task.recurrence_set': 'task',
  'task.recurrence_removed': 'task',
  'task.recurred': 'task',
  'reminder.added': 'task',
  'reminder.removed': 'task',
  'work.reported': 'task',
  'work.updated': 'task',
  'work.removed': 'task',
  'work.restored': 'task',
  'work.timer_changed': 'user',
  'work.filters_changed': 'user',
  'task.filters_changed': 'user',
  'taskcheck.created': 'task',
  'taskcheck.updated': 'task',
  'taskcheck.finished': 'task',
  'taskcheck.reopened': 'task',
  'taskcheck.deleted': 'task',
  'taskcheck.reordered': 'task',
  'taskcheck.moved': 'task',
  'taskcheck.converted': 'task',
  'task.labels_changed': 'task',
  'label.updated': 'project',
  'task.relation_added': 'task',
  'task.relation_removed': 'task',
  'task.time_estimates_changed': 'task',
  'task.pinned': 'task',
  'task.unpinned': 'task',
  'task.moved': 'task',
  'task.reordered': 'task',
};

const server = useRealtimeTestApp();

type Principal = 'owner' | 'commander' | 'worker' | 'limited' | 'removed' | 'outsider';
const PRINCIPALS: Principal[] = ['owner', 'commander', 'worker', 'limited', 'removed', 'outsider'];

interface World {
  people: Record<Principal, SignedUpUser>;
  projectId: number;
  /** The list the limited worker sees, and the one hidden from them, each with a task. */
  open: { tasklistId: number; taskId: number };
  hidden: { tasklistId: number; taskId: number };
}

let world: World;

async function created<T>(who: SignedUpUser, url: string, body: unknown, key: string) {
  const res = await who.client.post(url, body);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<Record<string, T>>()[key]!;
}

beforeAll(async () => {
  const app = server.app;
  const people = {} as Record<Principal, SignedUpUser>;
  for (const who of PRINCIPALS) people[who] = await signUp(app, { fullname: who });
  const { owner } = people;
  const project = await created<{ id: number }>(
    owner,
    '/api/projects/create',
    { name: 'Audience' },
    'project',
  );
  const list = async (name: string) => {
    const tasklist = await created<{ id: number }>(
      owner,
      `/api/tasklists/create?pid=${project.id}`,
      { name },
      'tasklist',
    );
    const task = await created<{ id: number }>(
      owner,
      `/api/tasks/create?tlid=${tasklist.id}`,
      { name: `${name} task` },
      'task',
    );
    return { tasklistId: tasklist.id, taskId: task.id };
  };
  const open = await list('Open');
  const hidden = await list('Hidden');
  for (const who of ['commander', 'worker', 'limited', 'removed'] as const) {
    await addWorker(owner.client, project.id, people[who].email);
  }
  const ok = async (url: string, body: unknown) => {
    const res = await owner.client.post(url, body);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  await ok(`/api/projects/set-commander?pid=${project.id}`, {
    user_id: people.commander.id,
    is_commander: true,
  });
  await ok(`/api/projects/update-worker?pid=${project.id}`, {
    user_id: people.limited.id,
    tasklists_acl: [open.tasklistId],
  });
  await ok(`/api/projects/remove-worker?pid=${project.id}`, { user_id: people.removed.id });
  world = { people, projectId: project.id, open, hidden };
});

/** Who of the principals reads the thing over HTTP (200), by the read endpoints. */
async function readers(url: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const who of PRINCIPALS) {
    const res = await world.people[who].client.get(url);
    if (res.statusCode === 200) ids.add(world.people[who].id);
    else expect(res.statusCode, `${who} ${url}`).toBe(404);
  }
  return ids;
}

const eventOf = (type: EventType, fields: Partial<RealtimeEvent>): RealtimeEvent => ({
  id: 1,
  type,
  actor_id: world.people.owner.id,
  project_id: null,
  tasklist_id: null,
  task_id: null,
  version: null,
  mutation_id: null,
  ...fields,
});

describe('who hears an event', () => {
  it('has a scope for every event type', () => {
    expect(EVENT_TYPES.filter((type) => !(type in SCOPE))).toEqual([]);
  });

  it('is, for every event type and every kind of person, who may read its object over HTTP', async () => {
    const access = createRealtimeAccess(server.database.db);
    const everyone = PRINCIPALS.map((who) => world.people[who].id);
    const { projectId, open, hidden } = world;
    const reads = {
      project: await readers(`/api/projects/detail?pid=${projectId}`),
      openList: await readers(`/api/tasklists/detail?tlid=${open.tasklistId}`),
      hiddenList: await readers(`/api/tasklists/detail?tlid=${hidden.tasklistId}`),
      openTask: await readers(`/api/task/detail?tid=${open.taskId}`),
      hiddenTask: await readers(`/api/task/detail?tid=${hidden.taskId}`),
    };
    // The world is what it should be: the limited worker and the outsiders read less.
    expect(reads.hiddenTask.has(world.people.limited.id)).toBe(false);
    expect(reads.openTask.has(world.people.limited.id)).toBe(true);
    expect(reads.project.has(world.people.removed.id)).toBe(false);

    for (const type of EVENT_TYPES) {
      const cases: Array<[string, RealtimeEvent, Set<number>]> =
        SCOPE[type] === 'user'
          ? [['own', eventOf(type, {}), new Set([world.people.owner.id])]]
          : SCOPE[type] === 'project'
            ? [['project', eventOf(type, { project_id: projectId }), reads.project]]
            : SCOPE[type] === 'tasklist'
              ? [
                  [
                    'open list',
                    eventOf(type, { project_id: projectId, tasklist_id: open.tasklistId }),
                    reads.openList,
                  ],
                  [
                    'hidden list',
                    eventOf(type, { project_id: projectId, tasklist_id: hidden.tasklistId }),
                    reads.hiddenList,
                  ],
                ]
              : [
                  [
                    'open task',
                    eventOf(type, {
                      project_id: projectId,
                      tasklist_id: open.tasklistId,
                      task_id: open.taskId,
                    }),
                    reads.openTask,
                  ],
                  [
                    'hidden task',
                    eventOf(type, {
                      project_id: projectId,
                      tasklist_id: hidden.tasklistId,
                      task_id: hidden.taskId,
                    }),
                    reads.hiddenTask,
                  ],
                  // An event that names only the task: its list is looked up.
                  [
                    'hidden task, list not named',
                    eventOf(type, { project_id: projectId, task_id: hidden.taskId }),
                    reads.hiddenTask,
                  ],
                ];
      for (const [what, event, expected] of cases) {
        expect((await access.audience(event, everyone)).hear, `${type} (${what})`).toEqual(
          expected,
        );
      }
    }
  });
});

describe('the rule in SQL, for queries across projects', () => {
  it('lets each person see exactly the tasks they read over HTTP', async () => {
    const { people, open, hidden } = world;
    for (const who of PRINCIPALS) {
      const viewer = people[who].id;
      const rows = await server.database.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(inArray(tasks.id, [open.taskId, hidden.taskId]), viewerSeesTask(tasks, viewer)));
      const reads = new Set<number>();
      for (const taskId of [open.taskId, hidden.taskId]) {
        const res = await people[who].client.get(`/api/task/detail?tid=${taskId}`);
        if (res.statusCode === 200) reads.add(taskId);
      }
      expect(new Set(rows.map((r) => r.id)), who).toEqual(reads);
    }
  });
});

describe('the probe: a worker limited to one list, following the project live', () => {
  it('hears a rename in the list they see, and nothing of one in the list hidden from them', async () => {
    const { people, projectId, open, hidden } = world;
    const socket = await server.connect(people.limited.client.cookie);
    await socket.subscribe(`project.${projectId}`);
    const rename = (taskId: number, name: string) =>
      people.owner.client.post(`/api/tasks/update?tid=${taskId}`, { version: 1, name });
    expect((await rename(hidden.taskId, 'Secret plan')).statusCode).toBe(200);
    expect((await rename(open.taskId, 'Open plan')).statusCode).toBe(200);
    const heard = await socket.waitFor(isEvent('task.renamed'));
    expect(heard).toMatchObject({ event: { task_id: open.taskId } });
    await socket.roundTrip();
    const renames = socket.received.filter(isEvent('task.renamed'));
    expect(renames).toHaveLength(1);
    expect(JSON.stringify(socket.received)).not.toContain(`"task_id":${hidden.taskId}`);
  });
});
