import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { everyone, projectScoped, signedIn } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A feed of the owner's, of the row's fresh project (`made.id`). */
async function ownerFeed(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/calendar/feeds/create?pid=${f.project.id}`, {});
  return { id: res.json().feed.id };
}

/** A feed is its maker's alone: anyone else, the project's managers too, gets 404. */
const makerOnly = (status: number) => ({
  anonymous: 401,
  nonMember: 404,
  worker: 404,
  owner: status,
  commander: 404,
});

const ICS =
  'BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:a@x\nDTSTART;VALUE=DATE:20261201\nSUMMARY:Fair\nEND:VEVENT\nEND:VCALENDAR\n';

export const authorizationRows: AuthorizationRows = {
  'calendarFeeds.list': { expect: signedIn(200) },
  // Whoever sees the project may have its feed (a limited worker's lists only).
  'calendarFeeds.create': {
    query: (f) => ({ pid: f.project.id }),
    fresh: async () => {},
    expect: projectScoped(201),
  },
  'calendarFeeds.regenerate': {
    query: (f) => ({ id: f.made.id! }),
    fresh: ownerFeed,
    expect: makerOnly(200),
  },
  'calendarFeeds.revoke': {
    query: (f) => ({ id: f.made.id! }),
    fresh: ownerFeed,
    expect: makerOnly(200),
  },
  // The address's own secret decides, never a session: without a feed's token, 404 for anyone
  // (a served feed is read in calendar-feeds.routes.test.ts).
  'calendarFeeds.ics': { expect: everyone(404) },
  // Whoever may add tasks to the list; the limited worker does not see it.
  'calendarFeeds.importIcs': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ content: ICS }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
};
