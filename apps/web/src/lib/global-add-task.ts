import { createExternalStore } from './external-store.ts';

/** Where the global add-task modal starts: the project and task list it suggests, if any. */
export interface AddTaskDefaults {
  projectId?: number;
  tasklistId?: number;
  /** A due date to start from (yyyy-MM-dd, or a moment with its time), as a calendar slot gives. */
  dueDate?: string;
}

/** `opening` counts the openings, so each one can start afresh. */
interface State {
  opened: boolean;
  defaults: AddTaskDefaults;
  opening: number;
}

const store = createExternalStore<State>({ opened: false, defaults: {}, opening: 0 });

/**
 * Opens the global add-task modal (document 1, section 2.4) from anywhere: the top bar's button,
 * the `c` shortcut or the `/front/task/add` route. It is a singleton: opening it again while it is
 * open only changes what it suggests.
 */
export function openGlobalAddTask(defaults: AddTaskDefaults = {}): void {
  const state = store.get();
  store.set({ opened: true, defaults, opening: state.opened ? state.opening : state.opening + 1 });
}

export function closeGlobalAddTask(): void {
  const state = store.get();
  if (state.opened) store.set({ ...state, opened: false });
}

/** The modal's state, for the one place that renders it. */
export function useGlobalAddTask(): State {
  return store.use();
}
