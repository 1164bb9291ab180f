import { CLOSE_TOO_SLOW, SEND_BUFFER_LIMIT, sendBounded } from './ws.routes.ts';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent, ServerMessage } from '@tandem/contract';
import type { Connection, RealtimeAccess } from './hub.ts';
import { createHub, topicMatches } from './hub.ts';

describe('topicMatches', () => {
  it.each([
    ['project.1', 'project.1', true],
    ['project.1', 'project.1.task.5', true],
    ['project.1', 'project.12', false],
    ['project.12', 'project.1', false],
    ['project.1', 'project.10.task.5', false],
    ['project.1', 'task.1', false],
    ['task.5', 'project.1.task.5', false],
    ['user.7', 'user.7', true],
    ['user.7', 'user.70', false],
  ])('%s matches %s: %s', (subscription, topic, expected) => {
    expect(topicMatches(subscription, topic)).toBe(expected);
  });
});

function connection(userId: number): Connection & { sent: ServerMessage[] } {
  const sent: ServerMessage[] = [];
  return { userId, topics: new Set(), sent, send: (message) => void sent.push(message) };
}

const event: RealtimeEvent = {
  id: 1,
  type: 'task.finished',
  actor_id: 1,
  project_id: 1,
  tasklist_id: 2,
  task_id: 3,
  version: 2,
  mutation_id: null,
};

/** Access where everyone but user 9 may follow any topic and only the listed users hear events. */
function access(audience: number[]): RealtimeAccess {
  return {
    canSubscribe: async (userId) => userId !== 9,
    audience: async (_event, userIds) => ({
      hear: new Set(userIds.filter((id) => audience.includes(id))),
      lost: new Set(userIds.filter((id) => !audience.includes(id))),
    }),
  };
}

describe('createHub', () => {
  it('subscribes when allowed and denies otherwise', async () => {
    const hub = createHub(access([1]));
    const allowed = connection(1);
    const refused = connection(9);
    await hub.subscribe(allowed, 'project.1');
    await hub.subscribe(refused, 'project.1');
    expect(allowed.sent).toEqual([{ type: 'subscribed', topic: 'project.1' }]);
    expect(refused.sent).toEqual([{ type: 'subscribe_denied', topic: 'project.1' }]);
    expect(refused.topics.size).toBe(0);
  });

  it('delivers to matching subscriptions only, naming the subscribed topic', async () => {
    const hub = createHub(access([1, 2]));
    const onProject = connection(1);
    const onOther = connection(2);
    hub.add(onProject);
    hub.add(onOther);
    await hub.subscribe(onProject, 'project.1');
    await hub.subscribe(onOther, 'project.12');
    await hub.deliver(event, ['project.1', 'task.3']);
    expect(onProject.sent.at(-1)).toEqual({ type: 'event', topic: 'project.1', event });
    expect(onOther.sent.filter((m) => m.type === 'event')).toEqual([]);
  });

  it('unsubscribes a user who is no longer in the audience instead of delivering', async () => {
    const hub = createHub(access([1]));
    const removed = connection(2);
    hub.add(removed);
    await hub.subscribe(removed, 'project.1');
    await hub.deliver(event, ['project.1']);
    expect(removed.sent.at(-1)).toEqual({ type: 'unsubscribed', topic: 'project.1' });
    expect(removed.topics.has('project.1')).toBe(false);
  });

  it('forgets removed connections', async () => {
    const hub = createHub(access([1]));
    const gone = connection(1);
    hub.add(gone);
    await hub.subscribe(gone, 'project.1');
    hub.remove(gone);
    expect(hub.connectionCount()).toBe(0);
    await hub.deliver(event, ['project.1']);
    expect(gone.sent).toEqual([{ type: 'subscribed', topic: 'project.1' }]);
  });
});

describe('sendBounded', () => {
  const socket = (bufferedAmount: number) => {
    const sent: string[] = [];
    const closed: number[] = [];
    return {
      readyState: 1,
      OPEN: 1,
      bufferedAmount,
      send: (data: string) => void sent.push(data),
      close: (code: number) => void closed.push(code),
      sent,
      closed,
    };
  };

  it('sends while the client keeps up', () => {
    const s = socket(10);
    sendBounded(s, { type: 'pong' });
    expect(s.sent).toEqual(['{"type":"pong"}']);
    expect(s.closed).toEqual([]);
  });

  it('closes a client that does not read instead of buffering without end', () => {
    const s = socket(SEND_BUFFER_LIMIT + 1);
    sendBounded(s, { type: 'pong' });
    expect(s.sent).toEqual([]);
    expect(s.closed).toEqual([CLOSE_TOO_SLOW]);
  });
});
