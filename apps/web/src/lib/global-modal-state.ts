import { useSyncExternalStore } from 'react';

/** What the generic error modal says: the server's words, already in the user's language. */
export interface ErrorModalContent {
  title: string;
  message: string;
}

/** The one global modal on screen (document 1, section 2.4: one global popup at a time). */
export type GlobalModal =
  { kind: 'none' } | { kind: 'error'; content: ErrorModalContent } | { kind: 'reload-page' };

let state: GlobalModal = { kind: 'none' };
const listeners = new Set<() => void>();

function set(next: GlobalModal) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the generic error modal; a reload-page modal on screen is more urgent and stays. */
export function openErrorModal(content: ErrorModalContent): void {
  if (state.kind !== 'reload-page') set({ kind: 'error', content });
}

/** Opens the modal that offers to reload the page when a new version may be available. */
export function openReloadPage(): void {
  set({ kind: 'reload-page' });
}

export function closeGlobalModal(): void {
  if (state.kind !== 'none') set({ kind: 'none' });
}

/** The global modal's state, for the one place that renders it. */
export function useGlobalModal(): GlobalModal {
  return useSyncExternalStore(subscribe, () => state);
}
