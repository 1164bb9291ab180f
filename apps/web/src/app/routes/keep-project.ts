import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@tandem/contract';
import { storeProject } from '../../features/projects/api/projects.api.ts';

/** Keeps the projects' cache up to date with a project another feature made or changed. */
export function useKeepProject(): (project: Project) => void {
  const queryClient = useQueryClient();
  return (project) => storeProject(queryClient, project);
}
