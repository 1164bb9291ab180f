import { describe, expect, it } from 'vitest';
import { addWorker, createProject, signUp } from '../../test/harness.ts';
import { useRealtimeTestApp } from '../../test/ws-client.ts';

const server = useRealtimeTestApp();

describe('out of office, live', () => {
  it('tells the people one shares a project with, and nobody else, when it is turned on and off', async () => {
    const olga = await signUp(server.app, { fullname: 'Olga Owner' });
    const jana = await signUp(server.app, { fullname: 'Jana Nováková' });
    const sven = await signUp(server.app, { fullname: 'Sven Stranger' });
    const project = await createProject(olga.client, 'Launch');
    await addWorker(olga.client, project.id, jana.email);
    const colleague = await server.connect(olga.client.cookie);
    const stranger = await server.connect(sven.client.cookie);

    const on = await jana.client.post('/api/user-profile/out-of-office-enable', {
      date_from: '2026-07-06',
      date_to: '2026-07-10',
    });
    expect(on.statusCode).toBe(200);
    expect(await colleague.waitFor((m) => m.type === 'out_of_office_changed')).toEqual({
      type: 'out_of_office_changed',
      user_id: jana.id,
    });
    const off = await jana.client.request('DELETE', '/api/user-profile/out-of-office-disable');
    expect(off.statusCode).toBe(200);
    await colleague.waitFor((m) => m.type === 'out_of_office_changed');

    await stranger.roundTrip();
    expect(stranger.received.filter((m) => m.type === 'out_of_office_changed')).toEqual([]);
  });
});
