import type { SavedWorkFilter, WorkReportFilterValue } from '@tandem/contract';
import { SAVED_WORK_FILTERS_MAX, WORK_REPORT_MESSAGES } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { filterPartsSet, savedFilterOrder } from '../../lib/saved-filters.ts';
import { presentSavedFilter } from './work-report-sums.presenter.ts';
import { savedReportFilterRows } from './work-report-sums.saved.repo.ts';
import type { WorkReportSumsService } from './work-report-sums.service.ts';

export type SavedFiltersDeps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> & {
  sums: WorkReportSumsService;
};

interface FilterInput {
  name: string;
  filter: WorkReportFilterValue;
}

const NOT_FOUND = 'The saved filter';

/**
 * A person's saved report filters: personal, so another person's filter answers 404 as a missing
 * one. Each change tells the person's other tabs (`work.filters_changed`).
 */
export function createSavedFiltersService(deps: SavedFiltersDeps) {
  const changed = (uow: UnitOfWork, actor: UserActor, mutationId: string | null) =>
    deps.recordEvent(uow, { type: 'work.filters_changed', actorId: actor.id, mutationId });

  async function load(actor: UserActor, uuid: string) {
    const row = await savedReportFilterRows.find(deps.db, actor.id, uuid);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function list(actor: UserActor): Promise<SavedWorkFilter[]> {
    return (await savedReportFilterRows.list(deps.db, actor.id)).map(presentSavedFilter);
  }

  return {
    list,

    async create(actor: UserActor, input: FilterInput, mutationId: string | null) {
      const created = await deps.transact(async (uow) => {
        const { count, nextPosition } = await savedReportFilterRows.count(uow.tx, actor.id);
        if (count >= SAVED_WORK_FILTERS_MAX) throw conflict(WORK_REPORT_MESSAGES.tooManyFilters);
        const row = await savedReportFilterRows.insert(uow.tx, {
          userId: actor.id,
          name: input.name,
          filter: filterPartsSet(input.filter),
          sorting: nextPosition,
          dateAdd: deps.clock.now(),
        });
        await changed(uow, actor, mutationId);
        return row;
      });
      return { filter: presentSavedFilter(created) };
    },

    async edit(actor: UserActor, uuid: string, input: FilterInput, mutationId: string | null) {
      const row = await load(actor, uuid);
      const updated = await deps.transact(async (uow) => {
        const saved = await savedReportFilterRows.update(uow.tx, row.id, {
          name: input.name,
          filter: filterPartsSet(input.filter),
        });
        if (!saved) throw notFound(NOT_FOUND);
        await changed(uow, actor, mutationId);
        return saved;
      });
      return { filter: presentSavedFilter(updated) };
    },

    async remove(actor: UserActor, uuid: string, mutationId: string | null) {
      const row = await load(actor, uuid);
      await deps.transact(async (uow) => {
        await savedReportFilterRows.remove(uow.tx, row.id);
        await changed(uow, actor, mutationId);
      });
      return { uuid: row.uuid };
    },

    /** The named filters first, in the order given; the others after them, in their order. */
    async reorder(actor: UserActor, order: readonly string[], mutationId: string | null) {
      const ids = savedFilterOrder(await savedReportFilterRows.list(deps.db, actor.id), order);
      if (!ids) throw notFound(NOT_FOUND);
      await deps.transact(async (uow) => {
        await savedReportFilterRows.reorder(uow.tx, actor.id, ids);
        await changed(uow, actor, mutationId);
      });
      return { filters: await list(actor) };
    },

    /** A saved filter's sums, in its grouping (by projects when it names none). */
    async sums(actor: UserActor, uuid: string) {
      const filter = presentSavedFilter(await load(actor, uuid));
      return {
        filter,
        sums: await deps.sums.inGrouping(
          actor,
          filter.filter.grouping ?? 'projects',
          filter.filter,
        ),
      };
    },
  };
}
export type SavedFiltersService = ReturnType<typeof createSavedFiltersService>;
