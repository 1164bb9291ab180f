import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@tandem/contract';
import { notificationKeys } from '../lib/notifications.ts';
import { outOfOfficeKeys } from '../lib/out-of-office.ts';
import { RealtimeClient } from '../lib/realtime/realtime-client.ts';
import type { ConnectionStatus } from '../lib/realtime/realtime-client.ts';
import { RealtimeContext, useTopic } from '../lib/realtime/realtime-context.tsx';
import type { applyEvent } from './realtime-invalidation.ts';

type ApplyEvent = typeof applyEvent;

// The map names the query keys of every feature, so it brings their API modules along: it loads
// with the first event, not with the shell (a page that nobody changes never needs it). Events
// wait for it on the one promise, so they are applied in the order they came.
let invalidations: Promise<ApplyEvent> | null = null;

function loadInvalidations(): Promise<ApplyEvent> {
  invalidations ??= import('./realtime-invalidation.ts').then(
    (m) => m.applyEvent,
    (error: unknown) => {
      invalidations = null;
      throw error;
    },
  );
  return invalidations;
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** Keeps the tab's live connection while someone is signed in. */
export function RealtimeProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    // The notice about a connection that is down is the shell's `ConnectionNotice`: it also knows
    // about the browser going offline, and stays quiet while a dropped connection is retrying.
    const onStatus = (status: ConnectionStatus) => {
      document.body.dataset.realtime = status;
    };
    const onEvent = (event: RealtimeEvent) => {
      void loadInvalidations().then(
        (apply) => apply(queryClient, event),
        // Without the map there is no telling what the event changed: all of it may be stale.
        () => void queryClient.invalidateQueries(),
      );
    };
    const realtime = new RealtimeClient({
      url: socketUrl(),
      onStatus,
      onEvent,
      onReconnect: () => void queryClient.invalidateQueries(),
      onNotifications: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      onOutOfOfficeChanged: () =>
        void queryClient.invalidateQueries({ queryKey: outOfOfficeKeys.all }),
    });
    realtime.connect();
    // The client lives as long as this effect (it is the one that closes it), so it is created
    // here and handed to the context from here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setClient(realtime);
    return () => realtime.close();
  }, [userId, queryClient]);

  return (
    <RealtimeContext.Provider value={client}>
      <UserTopic userId={userId} />
      {children}
    </RealtimeContext.Provider>
  );
}

function UserTopic({ userId }: { userId: number }) {
  useTopic(`user.${userId}`);
  return null;
}
