import type { SavedTaskFilter, SavedTaskFilterSettings, TaskFilter } from '@tandem/contract';
import {
  SAVED_TASK_FILTERS_MAX,
  TASK_FILTER_MESSAGES,
  savedTaskFilterSettingsSchema,
  taskFilterSchema,
} from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { filterPartsSet, savedFilterOrder } from '../../lib/saved-filters.ts';
import type { SavedTaskFilterRow } from './saved-filters.repo.ts';
import { savedTaskFilterRows } from './saved-filters.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

interface FilterInput {
  name: string;
  values: TaskFilter;
  settings: SavedTaskFilterSettings;
}

const NOT_FOUND = 'The saved filter';

/**
 * A saved filter as the wire carries it. Stored values are read through the schemas again, so
 * a filter saved before a setting existed gets its default.
 */
export function presentSavedTaskFilter(row: SavedTaskFilterRow): SavedTaskFilter {
  const values = taskFilterSchema.safeParse(row.values);
  const settings = savedTaskFilterSettingsSchema.safeParse(row.settings);
  return {
    uuid: row.uuid,
    name: row.name,
    values: values.success ? values.data : {},
    settings: settings.success ? settings.data : savedTaskFilterSettingsSchema.parse({}),
    position: row.position,
    date_add: row.dateAdd.toISOString(),
  };
}

/**
 * A person's saved task filters: private, so another person's filter answers 404 as a missing
 * one. Each change tells the person's other tabs (`task.filters_changed`).
 */
export function createSavedTaskFilters(deps: Deps) {
  const changed = (uow: UnitOfWork, actor: UserActor, mutationId: string | null) =>
    deps.recordEvent(uow, { type: 'task.filters_changed', actorId: actor.id, mutationId });

  async function load(actor: UserActor, uuid: string) {
    const row = await savedTaskFilterRows.find(deps.db, actor.id, uuid);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function list(actor: UserActor): Promise<SavedTaskFilter[]> {
    return (await savedTaskFilterRows.list(deps.db, actor.id)).map(presentSavedTaskFilter);
  }

  return {
    list,

    async create(actor: UserActor, input: FilterInput, mutationId: string | null) {
      const created = await deps.transact(async (uow) => {
        const { count, nextPosition } = await savedTaskFilterRows.count(uow.tx, actor.id);
        if (count >= SAVED_TASK_FILTERS_MAX) throw conflict(TASK_FILTER_MESSAGES.tooManyFilters);
        const row = await savedTaskFilterRows.insert(uow.tx, {
          userId: actor.id,
          name: input.name,
          values: filterPartsSet(input.values),
          settings: input.settings,
          position: nextPosition,
          dateAdd: deps.clock.now(),
        });
        await changed(uow, actor, mutationId);
        return row;
      });
      return { filter: presentSavedTaskFilter(created) };
    },

    async edit(actor: UserActor, uuid: string, input: FilterInput, mutationId: string | null) {
      const row = await load(actor, uuid);
      const updated = await deps.transact(async (uow) => {
        const saved = await savedTaskFilterRows.update(uow.tx, row.id, {
          name: input.name,
          values: filterPartsSet(input.values),
          settings: input.settings,
        });
        if (!saved) throw notFound(NOT_FOUND);
        await changed(uow, actor, mutationId);
        return saved;
      });
      return { filter: presentSavedTaskFilter(updated) };
    },

    async remove(actor: UserActor, uuid: string, mutationId: string | null) {
      const row = await load(actor, uuid);
      await deps.transact(async (uow) => {
        await savedTaskFilterRows.remove(uow.tx, row.id);
        await changed(uow, actor, mutationId);
      });
      return { uuid: row.uuid };
    },

    /** The named filters first, in the order given; the others after them, in their order. */
    async reorder(actor: UserActor, order: readonly string[], mutationId: string | null) {
      const ids = savedFilterOrder(await savedTaskFilterRows.list(deps.db, actor.id), order);
      if (!ids) throw notFound(NOT_FOUND);
      await deps.transact(async (uow) => {
        await savedTaskFilterRows.reorder(uow.tx, actor.id, ids);
        await changed(uow, actor, mutationId);
      });
      return { filters: await list(actor) };
    },
  };
}
export type SavedTaskFilters = ReturnType<typeof createSavedTaskFilters>;
