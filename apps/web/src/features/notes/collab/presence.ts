import { useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';

/** Colours of people's carets: readable on light and dark backgrounds. */
const CARET_COLORS = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#ae3ec9',
  '#d6336c',
  '#0c8599',
  '#f08c00',
  '#6741d9',
];
export const caretColorOf = (userId: number) => CARET_COLORS[userId % CARET_COLORS.length]!;

export interface Present {
  clientId: number;
  userId: number;
  name: string;
  color: string;
}

/** The people who have the note open now, besides this tab, each once. */
export function usePresence(awareness: Awareness | null): Present[] {
  const snapshot = useSyncExternalStore(
    (notify) => {
      if (!awareness) return () => {};
      awareness.on('change', notify);
      return () => awareness.off('change', notify);
    },
    () => (awareness ? presentKey(awareness) : ''),
  );
  if (!awareness || snapshot === '') return [];
  return JSON.parse(snapshot) as Present[];
}

function presentKey(awareness: Awareness): string {
  const seen = new Map<number, Present>();
  awareness.getStates().forEach((state, clientId) => {
    if (clientId === awareness.clientID) return;
    const user = (state as { user?: { id?: unknown; name?: unknown; color?: unknown } }).user;
    if (!user || typeof user.id !== 'number' || typeof user.name !== 'string') return;
    if (!seen.has(user.id))
      seen.set(user.id, {
        clientId,
        userId: user.id,
        name: user.name.slice(0, 120),
        color: typeof user.color === 'string' ? user.color : '#888888',
      });
  });
  return JSON.stringify([...seen.values()].sort((a, b) => a.userId - b.userId));
}
