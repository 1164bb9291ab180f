import { useQueryClient } from '@tanstack/react-query';
import type { OnHandoversChanged } from '../../features/people/api/people.api.ts';
import { projectKeys } from '../../features/projects/api/projects.api.ts';

/** After a handover is asked for or answered, the projects it touched show their owner afresh. */
export function useRefreshHandedOverProjects(): OnHandoversChanged {
  const queryClient = useQueryClient();
  return (requests) => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    for (const { project } of requests) {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.events(project.id) });
    }
  };
}
