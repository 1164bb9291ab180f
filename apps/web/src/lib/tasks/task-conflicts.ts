import type { Task, TaskUpdateInput } from '@tandem/contract';
import { createExternalStore } from '../external-store.ts';

/** The fields an edit may change, as both sides have them. */
type Fields = Omit<TaskUpdateInput, 'version'>;

/**
 * An edit the server refused because the task had changed meanwhile: what this person wanted
 * (`mine`) beside what the server has for the same fields (`theirs`), at the server's version.
 */
export interface TaskConflict {
  taskId: number;
  projectId: number;
  taskName: string;
  version: number;
  mine: Fields;
  theirs: Fields;
}

/** Where conflicts are kept, so that a reload does not lose the choice still to be made. */
const STORAGE_KEY = 'tandem-task-conflicts';

function load(): TaskConflict[] {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as TaskConflict[]) : [];
  } catch {
    return [];
  }
}

const store = createExternalStore<TaskConflict[]>(load());

function keep(next: TaskConflict[]): void {
  store.set(next);
  try {
    if (next.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Unavailable storage: the conflicts stay shown until the page is closed.
  }
}

/** What the server has for the fields an edit touched. */
function theirsFor(task: Task, mine: Fields): Fields {
  const theirs: Record<string, unknown> = {};
  for (const field of Object.keys(mine)) {
    theirs[field] =
      field === 'workers_ids'
        ? task.workers.map((w) => w.id)
        : (task as unknown as Record<string, unknown>)[field];
  }
  return theirs;
}

/** Keeps a refused edit beside the server's task (the latest conflict of a task wins). */
export function recordConflict(server: Task, mine: Fields): TaskConflict {
  const earlier = store.get().find((c) => c.taskId === server.id);
  const conflict: TaskConflict = {
    taskId: server.id,
    projectId: server.project.id,
    taskName: server.name,
    version: server.version,
    mine: { ...earlier?.mine, ...mine },
    theirs: theirsFor(server, { ...earlier?.mine, ...mine }),
  };
  keep([...store.get().filter((c) => c.taskId !== server.id), conflict]);
  return conflict;
}

/** The choice is made (either side): the conflict goes away. */
export function resolveConflict(taskId: number): void {
  keep(store.get().filter((c) => c.taskId !== taskId));
}

/** Every conflict still to be resolved. */
export const useTaskConflicts = store.use;

/** The conflict of one task still to be resolved, if there is one. */
export function useTaskConflict(taskId: number): TaskConflict | undefined {
  return store.use().find((c) => c.taskId === taskId);
}

/** Every conflict, outside React (tests, the notice). */
export const taskConflicts = store.get;
