import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { RealtimeClient } from '../lib/realtime/realtime-client.ts';
import type { ConnectionStatus } from '../lib/realtime/realtime-client.ts';
import { RealtimeContext, useTopic } from '../lib/realtime/realtime-context.tsx';
import { INVALIDATIONS } from './realtime-invalidation.ts';
import { invalidateWhenIdle } from '../lib/invalidate-when-idle.ts';

const OFFLINE_NOTICE = 'realtime-offline';

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** Keeps the tab's live connection while someone is signed in, and tells the user when it drops. */
export function RealtimeProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  // Read through a ref: switching the language must not drop the connection.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  useEffect(() => {
    let previous: ConnectionStatus = 'connecting';
    const onStatus = (status: ConnectionStatus) => {
      if (status === 'offline' || status === 'failed') {
        const message = tRef.current(status === 'failed' ? 'realtime.failed' : 'realtime.offline');
        const notice = {
          id: OFFLINE_NOTICE,
          color: 'red',
          message,
          autoClose: false,
          withCloseButton: false,
        } as const;
        if (previous === 'offline' || previous === 'failed') notifications.update(notice);
        else notifications.show(notice);
      } else if (status === 'online' && (previous === 'offline' || previous === 'failed')) {
        notifications.hide(OFFLINE_NOTICE);
        notifications.show({ color: 'green', message: tRef.current('realtime.back') });
      }
      document.body.dataset.realtime = status;
      previous = status;
    };
    const realtime = new RealtimeClient({
      url: socketUrl(),
      onStatus,
      onEvent: (event) => {
        for (const queryKey of INVALIDATIONS[event.type](event)) {
          invalidateWhenIdle(queryClient, queryKey);
        }
      },
      onReconnect: () => void queryClient.invalidateQueries(),
    });
    realtime.connect();
    setClient(realtime);
    return () => {
      realtime.close();
      notifications.hide(OFFLINE_NOTICE);
    };
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
