import type { ProjectSettingsAnswer, SectionSetting } from '@tandem/contract';
import type { ProjectAccess } from '../projects/index.ts';
import { projectPolicy } from '../projects/index.ts';
import type { ResolvedSettings } from './project-settings.resolve.ts';

const presentOrder = (order: SectionSetting[]) =>
  order.map(({ section, isVisible }) => ({ section, isVisible }));

/** The answer of both project-settings calls: the project, its settings for the user, theirs. */
export function presentProjectSettings(
  project: { id: number; name: string },
  access: ProjectAccess,
  resolved: ResolvedSettings,
): ProjectSettingsAnswer {
  const { projectSettings, generalSettings } = resolved;
  return {
    project: {
      id: project.id,
      name: project.name,
      abilities: { save_for_all_users: projectPolicy.update(access) },
    },
    projectSettings: {
      layout: projectSettings.layout,
      default_page: projectSettings.default_page,
      order_settings: presentOrder(projectSettings.order_settings),
    },
    generalSettings: {
      layout: generalSettings.layout,
      order_settings: presentOrder(generalSettings.order_settings),
    },
  };
}
