import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RealtimeClient } from '../../lib/realtime/realtime-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ConnectionNotice } from './connection-notice.tsx';

/** The notice on screen: whether it is an alert (down) or a status (back), and its words. */
const notices = () =>
  screen.queryAllByTestId('connection-notice').map((n) => ({
    role: n.getAttribute('role'),
    message: n.textContent,
  }));

/** A live connection whose sockets never open: it gives up after its (here no) retries. */
function failingRealtime() {
  vi.stubGlobal('WebSocket', { OPEN: 1 });
  const sockets: Array<{ onclose: ((event: { code: number }) => void) | null }> = [];
  const client = new RealtimeClient({
    url: 'ws://test/ws',
    onEvent: () => {},
    onStatus: () => {},
    onReconnect: () => {},
    maxRetries: 0,
    createSocket: () => {
      const socket = { onclose: null, onopen: null, close() {} } as unknown as WebSocket;
      sockets.push(socket as never);
      return socket;
    },
  });
  return {
    client,
    drop: () => act(() => sockets.at(-1)!.onclose?.({ code: 1006 })),
    open: () => act(() => (sockets.at(-1) as unknown as { onopen: () => void }).onopen()),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the connection notice', () => {
  it('says nothing on a normal page load', async () => {
    await renderWithProviders(<ConnectionNotice />);
    expect(notices()).toEqual([]);
  });

  it('stays while the browser is offline, then gives way to a success notice', async () => {
    await renderWithProviders(<ConnectionNotice />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(notices()).toEqual([
      {
        role: 'alert',
        message:
          'You are offline. Changes to tasks wait and are sent when the connection returns; other changes cannot be saved until then.',
      },
    ]);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(notices()).toEqual([{ role: 'status', message: 'You are back online' }]);
  });

  it('shows when the live connection gives up, and clears when it connects again', async () => {
    await renderWithProviders(<ConnectionNotice />);
    const realtime = failingRealtime();
    realtime.client.connect();
    expect(notices()).toEqual([]);
    realtime.drop();
    expect(notices().map((n) => n.message)).toEqual([
      'The connection to the server was lost. Changes by others will not appear until it returns.',
    ]);
    // A browser coming back online makes the connection that gave up try again.
    act(() => void window.dispatchEvent(new Event('online')));
    realtime.open();
    expect(notices().map((n) => n.message)).toEqual(['You are back online']);
    realtime.client.close();
  });
});
