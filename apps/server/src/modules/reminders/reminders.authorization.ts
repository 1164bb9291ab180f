import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { freshProject, projectScoped, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A reminder of the owner's on the row's fresh task (`made.reminder`, its uuid). */
async function addOwnerReminder(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/tasks/add-reminder?tid=${f.task.id}`, {
    remind_at: '2099-01-01T08:00:00Z',
  });
  return { reminder: res.json().reminder.uuid };
}

/** Reminders of tasks, and the list of tasks one is reminded of. */
export const authorizationRows: AuthorizationRows = {
  // Reminders are personal: each person keeps their own, of the tasks they see.
  'reminders.list': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'reminders.add': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ remind_at: '2099-01-01T08:00:00Z' }),
    fresh: freshProject,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  // Anyone else's reminder is out of sight, as a missing one.
  'reminders.remove': {
    query: (f) => ({ uuid: f.made.reminder! }),
    fresh: addOwnerReminder,
    expect: { anonymous: 401, nonMember: 404, worker: 404, owner: 200, commander: 404 },
  },
  'reminders.reminderTasks': { expect: signedIn(200) },
};
