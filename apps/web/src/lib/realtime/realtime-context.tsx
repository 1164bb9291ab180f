import { createContext, useContext, useEffect } from 'react';
import type { RealtimeClient } from './realtime-client.ts';

export const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Follows a topic while the calling component is on screen. */
export function useTopic(topic: string | null): void {
  const client = useContext(RealtimeContext);
  useEffect(() => {
    if (!client || !topic) return;
    return client.subscribe(topic);
  }, [client, topic]);
}
