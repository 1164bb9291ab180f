import { Group } from '@mantine/core';
import type { Project } from '@tandem/contract';
import { ProjectTagsControl } from '../../features/tags/components/project-tags-control.tsx';
import { TagBadges } from '../../features/tags/components/tag-badge.tsx';
import { useKeepProject } from './keep-project.ts';

/** A project page's tags under its title, with the control to change them. */
export function ProjectTagsBar({ project }: { project: Project }) {
  const keepProject = useKeepProject();
  return (
    <Group gap="xs" data-testid="project-tags">
      <TagBadges tags={project.tags} />
      <ProjectTagsControl project={project} onSaved={keepProject} />
    </Group>
  );
}
