import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import type { Project } from '@tandem/contract';
import { ProjectCard } from './project-card.tsx';

/** Projects as cards, as many in a row as the screen takes. */
export function ProjectList({
  projects,
  emptyText,
  actions,
  extras,
}: {
  projects: Project[];
  emptyText: ReactNode;
  /** What each project shows below its people (its tags). */
  extras?: (project: Project) => ReactNode;
  /** What the page offers beside each project (a template's "use template"). */
  actions?: (project: Project) => ReactNode;
}) {
  if (projects.length === 0) {
    return typeof emptyText === 'string' ? <Text c="dimmed">{emptyText}</Text> : emptyText;
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="md" component="ul" p={0} m={0}>
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          extras={extras?.(project)}
          actions={actions?.(project)}
        />
      ))}
    </SimpleGrid>
  );
}
