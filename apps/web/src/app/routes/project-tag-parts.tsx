import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Project } from '@tandem/contract';
import { projectKeys } from '../../features/projects/api/projects.api.ts';
import { ManageTagsButton } from '../../features/tags/components/manage-tags.tsx';
import { TagBadges } from '../../features/tags/components/tag-badge.tsx';
import { TagFilter } from '../../features/tags/components/tag-filter.tsx';

/** The tag in the address (`?tag=12`), or null when none or not an id. */
function tagInAddress(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What the tags feature gives the projects list: the tag filter kept in the address, the
 * "Manage tags" dialog, and each project's tags.
 */
export function useProjectListTags() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const tagId = tagInAddress(params.get('tag'));
  const choose = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('tag');
        else next.set('tag', String(id));
        return next;
      },
      { replace: true },
    );
  const refreshProjects = () => void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  return {
    tagId,
    filters: (
      <Group gap="sm" align="flex-start">
        <TagFilter value={tagId} onChange={choose} />
        <ManageTagsButton onChanged={refreshProjects} />
      </Group>
    ),
    projectExtras: (project: Project) => <TagBadges tags={project.tags} mt={6} />,
  };
}
