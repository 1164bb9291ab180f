import { createExternalStore } from './external-store.ts';

/** What the generic error modal says: the server's words, already in the user's language. */
export interface ErrorModalContent {
  title: string;
  message: string;
}

/** The one global modal on screen (document 1, section 2.4: one global popup at a time). */
export type GlobalModal =
  { kind: 'none' } | { kind: 'error'; content: ErrorModalContent } | { kind: 'reload-page' };

const store = createExternalStore<GlobalModal>({ kind: 'none' });

/** Opens the generic error modal; a reload-page modal on screen is more urgent and stays. */
export function openErrorModal(content: ErrorModalContent): void {
  if (store.get().kind !== 'reload-page') store.set({ kind: 'error', content });
}

/** Opens the modal that offers to reload the page when a new version may be available. */
export function openReloadPage(): void {
  store.set({ kind: 'reload-page' });
}

export function closeGlobalModal(): void {
  if (store.get().kind !== 'none') store.set({ kind: 'none' });
}

/** The global modal's state, for the one place that renders it. */
export function useGlobalModal(): GlobalModal {
  return store.use();
}
