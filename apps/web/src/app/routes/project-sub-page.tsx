import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Project } from '@tandem/contract';
import { Page } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useProject } from '../../features/projects/api/projects.api.ts';
import { useTopic } from '../../lib/realtime/realtime-context.tsx';

/**
 * A project's sub-page on its own (discussions, docs and files): its title, the way back to the
 * project, and what the project's live changes keep fresh.
 */
export function ProjectSubPage(props: {
  projectId: number;
  title: string;
  children: (project: Project) => ReactNode;
}) {
  const project = useProject(props.projectId);
  useTopic(`project.${props.projectId}`);
  return (
    <QueryState query={project}>
      {(p) => (
        <Page
          title={props.title}
          actions={
            <Anchor component={Link} to={`/project/${p.id}`}>
              {p.name}
            </Anchor>
          }
        >
          {props.children(p)}
        </Page>
      )}
    </QueryState>
  );
}
