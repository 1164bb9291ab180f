import type { z } from 'zod';
import type { ProjectSettingsAnswer, saveProjectSettingsBodySchema } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess, projectPolicy } from '../projects/index.ts';
import { presentProjectSettings } from './project-settings.presenter.ts';
import { findApplicableSettings, upsertSettings } from './project-settings.repo.ts';
import { resolveSettings } from './project-settings.resolve.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

type SaveInput = z.output<typeof saveProjectSettingsBodySchema>;

export function createProjectSettingsService(deps: Deps) {
  return {
    /** The page settings that apply to the actor in a project they can see. */
    async fetch(actor: UserActor, projectId: number): Promise<ProjectSettingsAnswer> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      const rows = await findApplicableSettings(deps.db, actor.id, projectId);
      return presentProjectSettings(project, access, resolveSettings(rows, actor.id, projectId));
    },

    /**
     * Stores the actor's settings for the project; with for_all_projects also their general
     * settings, and with for_all_users (managers only) the project's defaults for all members.
     */
    async save(
      actor: UserActor,
      projectId: number,
      input: SaveInput,
      mutationId: string | null,
    ): Promise<ProjectSettingsAnswer> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (input.for_all_users && !projectPolicy.update(access))
        throw forbidden('Only the owner and commanders can set the page for all members.');
      const { layout, default_page, order_settings } = input.project_settings;
      const projectValues = {
        layout,
        defaultPage: default_page,
        orderSettings: order_settings,
        dateUpd: deps.clock.now(),
      };
      await deps.transact(async (uow) => {
        await upsertSettings(uow.tx, { userId: actor.id, projectId }, projectValues);
        if (input.for_all_projects) {
          const general = input.general_settings ?? { layout, order_settings };
          await upsertSettings(
            uow.tx,
            { userId: actor.id, projectId: null },
            {
              layout: general.layout,
              defaultPage: null,
              orderSettings: general.order_settings,
              dateUpd: projectValues.dateUpd,
            },
          );
        }
        if (input.for_all_users) {
          await upsertSettings(uow.tx, { userId: null, projectId }, projectValues);
          await deps.recordEvent(uow, {
            type: 'project.settings_saved',
            actorId: actor.id,
            projectId,
            mutationId,
          });
        }
      });
      return this.fetch(actor, projectId);
    },
  };
}
export type ProjectSettingsService = ReturnType<typeof createProjectSettingsService>;
