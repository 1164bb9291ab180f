import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProjectLayout } from '@tandem/contract';
import { REMEMBERED_PROJECT_LAYOUTS } from '@tandem/contract/browser';
import { useProjectSettings, useSaveProjectSettings } from '../api/project-settings.api.ts';

/** The layout of a `layout=` query value if the spec remembers it per project, else null. */
export function rememberedLayout(value: string | null): ProjectLayout | null {
  return (REMEMBERED_PROJECT_LAYOUTS as readonly (string | null)[]).includes(value)
    ? (value as ProjectLayout)
    : null;
}

/**
 * Guard 1 (document 1, section 2.2): a project page opened with `?remember=1` loads the settings,
 * keeps a valid `layout=` as the user's layout for the project, then replaces the address with
 * the plain project page, which opens on the default page. Returns true while it works.
 */
export function useRememberLayout(projectId: number): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const active = params.get('remember') === '1';
  const layout = rememberedLayout(params.get('layout'));
  const settings = useProjectSettings(projectId);
  const { mutateAsync: save } = useSaveProjectSettings(projectId);
  const started = useRef(false);

  useEffect(() => {
    if (!active) {
      started.current = false;
      return;
    }
    if (started.current || settings.isPending) return;
    started.current = true;
    const leave = () => void navigate(`/project/${projectId}`, { replace: true });
    const current = settings.data?.projectSettings;
    if (!current || !layout || layout === current.layout) return leave();
    // The spec only logs a failure to remember the layout; the page opens all the same.
    void save({ project_settings: { ...current, layout } })
      .catch((error: unknown) => console.error('Could not remember the project layout', error))
      .finally(leave);
  }, [active, layout, navigate, projectId, save, settings.data, settings.isPending]);

  return active;
}
