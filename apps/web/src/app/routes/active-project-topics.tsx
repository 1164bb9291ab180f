import { useProjects } from '../../features/projects/api/projects.api.ts';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';

function ProjectTopic({ projectId }: { projectId: number }) {
  useTopic(`project.${projectId}`);
  return null;
}

/** Follows every active project of the viewer, for pages that gather them all (live). */
export function ActiveProjectTopics() {
  const projects = useProjects('active', '', null);
  return (projects.data?.projects ?? []).map((p) => <ProjectTopic key={p.id} projectId={p.id} />);
}
