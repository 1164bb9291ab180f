import { describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from './realtime-client.ts';
import { RealtimeClient } from './realtime-client.ts';

class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(maxRetries = 30) {
  vi.stubGlobal('WebSocket', { OPEN: 1 });
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionStatus[] = [];
  const onReconnect = vi.fn();
  const onEvent = vi.fn();
  const client = new RealtimeClient({
    url: 'ws://test/ws',
    onEvent,
    onStatus: (s) => statuses.push(s),
    onReconnect,
    maxRetries,
    backoff: () => 0,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { client, sockets, statuses, onReconnect, onEvent };
}

describe('RealtimeClient', () => {
  it('subscribes once per topic and resubscribes after a reconnect', async () => {
    vi.useFakeTimers();
    const { client, sockets, statuses, onReconnect } = setup();
    client.connect();
    const stopA = client.subscribe('project.1');
    client.subscribe('project.1');
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'subscribe', topic: 'project.1' }]);
    expect(onReconnect).not.toHaveBeenCalled();

    sockets[0]!.drop();
    expect(statuses.at(-1)).toBe('offline');
    await vi.runAllTimersAsync();
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'subscribe', topic: 'project.1' }]);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('online');

    stopA();
    expect(sockets[1]!.sent).toHaveLength(1);
    vi.useRealTimers();
  });

  it('gives up after the last retry', async () => {
    vi.useFakeTimers();
    const { client, sockets, statuses } = setup(3);
    client.connect();
    sockets[0]!.open();
    for (let i = 0; i < 4; i++) {
      sockets.at(-1)!.drop();
      await vi.runAllTimersAsync();
    }
    expect(sockets).toHaveLength(4);
    expect(statuses.at(-1)).toBe('failed');
    vi.useRealTimers();
  });

  it('does not retry when the server says the user is signed out', async () => {
    vi.useFakeTimers();
    const { client, sockets } = setup();
    client.connect();
    sockets[0]!.drop(4401);
    await vi.runAllTimersAsync();
    expect(sockets).toHaveLength(1);
    vi.useRealTimers();
  });

  it('hands events to the listener with their topic', () => {
    const { client, sockets, onEvent } = setup();
    client.connect();
    sockets[0]!.open();
    const event = {
      id: 1,
      type: 'task.finished',
      actor_id: 2,
      project_id: 3,
      tasklist_id: 4,
      task_id: 5,
      version: 2,
      mutation_id: null,
    };
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'event', topic: 'project.3', event }) });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(event, 'project.3');
  });

  it('resumes from the last event it saw after a drop, applies a repeated one once, and refetches when told', async () => {
    vi.useFakeTimers();
    const { client, sockets, onReconnect, onEvent } = setup();
    client.connect();
    client.subscribe('project.3');
    sockets[0]!.open();
    const say = (socket: FakeSocket, message: unknown) =>
      socket.onmessage?.({ data: JSON.stringify(message) });
    const event = (id: number) => ({
      type: 'event',
      topic: 'project.3',
      event: {
        id,
        type: 'task.renamed',
        actor_id: 2,
        project_id: 3,
        tasklist_id: 4,
        task_id: 5,
        version: id,
        mutation_id: null,
      },
    });
    say(sockets[0]!, { type: 'welcome', last_event_id: 40 });
    say(sockets[0]!, event(41));
    sockets[0]!.drop();
    await vi.runAllTimersAsync();
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([
      { type: 'subscribe', topic: 'project.3' },
      { type: 'resume', after_id: 41 },
    ]);
    say(sockets[1]!, { type: 'welcome', last_event_id: 43 });
    say(sockets[1]!, event(43));
    // The replay: 42 was missed, 43 came live meanwhile.
    say(sockets[1]!, event(42));
    say(sockets[1]!, event(43));
    say(sockets[1]!, { type: 'resumed', count: 2 });
    expect(onEvent.mock.calls.map(([e]) => (e as { id: number }).id)).toEqual([41, 43, 42]);
    expect(onReconnect).not.toHaveBeenCalled();

    sockets[1]!.drop();
    await vi.runAllTimersAsync();
    sockets[2]!.open();
    expect(sockets[2]!.sent).toContainEqual({ type: 'resume', after_id: 43 });
    say(sockets[2]!, { type: 'resync' });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('hands on the message that a colleague changed their out of office', () => {
    vi.stubGlobal('WebSocket', { OPEN: 1 });
    const socket = new FakeSocket();
    const onOutOfOfficeChanged = vi.fn();
    const client = new RealtimeClient({
      url: 'ws://test/ws',
      onEvent: vi.fn(),
      onStatus: () => {},
      onReconnect: vi.fn(),
      onOutOfOfficeChanged,
      createSocket: () => socket as unknown as WebSocket,
    });
    client.connect();
    socket.open();
    socket.onmessage?.({ data: JSON.stringify({ type: 'out_of_office_changed', user_id: 9 }) });
    expect(onOutOfOfficeChanged).toHaveBeenCalledWith(9);
    client.close();
  });
});
