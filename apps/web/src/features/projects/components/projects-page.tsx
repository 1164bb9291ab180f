import { lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectStateName } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LazyDialog, useLazyModal } from '../../../components/lazy-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useProjects } from '../api/projects.api.ts';
import { progressOf } from './project-card.tsx';
import { ProjectList } from './project-list.tsx';
import { RolesButton } from './roles-button.tsx';

const AddProjectModal = lazy(() =>
  import('./add-project-modal.tsx').then((m) => ({ default: m.AddProjectModal })),
);

const TABS = ['active', 'archived', 'template'] as const satisfies ProjectStateName[];
const SORTS = ['name', 'due', 'progress'] as const;
type Sort = (typeof SORTS)[number];

/** The projects in the chosen order; favourites stay first, as the server sends them. */
export function sortProjects(projects: Project[], sort: Sort): Project[] {
  if (sort === 'name') return projects;
  const key = (p: Project): string | number =>
    sort === 'due' ? (p.dueDateEnd ?? p.dueDate ?? '9999') : -(progressOf(p) ?? -1);
  return [...projects].sort(
    (a, b) =>
      Number(b.isFavorite) - Number(a.isFavorite) ||
      (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0),
  );
}

/**
 * The projects list: active, archived and templates as cards, favourites first, searchable by
 * name, in the order chosen; new projects and templates start from their modals. The route gives
 * the templates their actions (starting a project from one).
 */
export function ProjectsPage({
  title,
  templateActions,
  tagId = null,
  filters,
  projectExtras,
}: {
  title?: string;
  templateActions?: (template: Project) => ReactNode;
  /** Only projects carrying this tag (the route keeps it in the address). */
  tagId?: number | null;
  /** More filters beside the search, and what each project shows below its people (its tags). */
  filters?: ReactNode;
  projectExtras?: (project: Project) => ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<(typeof TABS)[number]>('active');
  const [sort, setSort] = useState<Sort>('name');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const projects = useProjects(state, debounced, tagId);
  const counts = projects.data?.counts;
  const addProject = useLazyModal('add-project');
  const addTemplate = useLazyModal('create-template');
  const filtered = debounced !== '' || tagId !== null;

  const newButton =
    state === 'template' ? (
      <Button leftSection={<IconTemplate size={16} />} onClick={addTemplate.open}>
        {t('projects.newTemplate')}
      </Button>
    ) : (
      <Button leftSection={<IconPlus size={16} />} onClick={addProject.open}>
        {t('projects.new')}
      </Button>
    );

  return (
    <Page
      title={title ?? t('nav.projects')}
      actions={
        <Group gap="xs">
          <RolesButton size="sm" />
          {newButton}
        </Group>
      }
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          value={state}
          onChange={setState}
          aria-label={t('projects.stateFilter')}
          data={TABS.map((tab) => ({
            value: tab,
            label: `${t(`projects.tabs.${tab}`)}${counts ? ` (${counts[tab]})` : ''}`,
          }))}
        />
        <NativeSelect
          aria-label={t('projects.sort')}
          value={sort}
          onChange={(event) => setSort(event.currentTarget.value as Sort)}
          data={SORTS.map((value) => ({ value, label: t(`projects.sorts.${value}`) }))}
          w={200}
        />
      </Group>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="search"
          aria-label={t('projects.search')}
          placeholder={t('projects.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={LIMITS.nameMax}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        {filters}
      </Group>
      <QueryState query={projects}>
        {({ projects: list }) => (
          <ProjectList
            projects={sortProjects(list, sort)}
            emptyText={
              filtered ? (
                t('projects.noMatch')
              ) : (
                <EmptyState
                  title={t(`projects.none.${state}`)}
                  text={t(`projects.emptyHint.${state}`)}
                  actions={state === 'archived' ? undefined : newButton}
                />
              )
            }
            actions={state === 'template' ? templateActions : undefined}
            extras={projectExtras}
          />
        )}
      </QueryState>
      {addProject.mounted && (
        <LazyDialog onLoaded={addProject.onLoaded} onFailed={addProject.onFailed}>
          <AddProjectModal opened={addProject.opened} onClose={addProject.close} />
        </LazyDialog>
      )}
      {addTemplate.mounted && (
        <LazyDialog onLoaded={addTemplate.onLoaded} onFailed={addTemplate.onFailed}>
          <AddProjectModal opened={addTemplate.opened} onClose={addTemplate.close} template />
        </LazyDialog>
      )}
    </Page>
  );
}
