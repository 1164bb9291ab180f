import { Suspense, lazy, useState } from 'react';
import { Button, Loader, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';

const TagChecklist = lazy(() =>
  import('./tag-checklist.tsx').then((m) => ({ default: m.TagChecklist })),
);

const WRITABLE_STATES = ['active', 'template'];

/**
 * "Tags" on a project page: a searchable checklist of the tags the user can use, and a form for a
 * new one. Public tags change only for those with canManagePublicTag; archived projects keep theirs.
 * The checklist's code loads when the popover first opens.
 */
export function ProjectTagsControl({
  project,
  onSaved,
}: {
  project: Project;
  onSaved: (project: Project) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!WRITABLE_STATES.includes(project.state.state)) return null;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-start"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          {t('tags.edit')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && (
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <TagChecklist project={project} onSaved={onSaved} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
