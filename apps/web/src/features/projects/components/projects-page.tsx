import { useState } from 'react';
import type { ReactNode } from 'react';
import { Card, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectStateName } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useProjects } from '../api/projects.api.ts';
import { CreateProjectForm } from './create-project-form.tsx';
import { ProjectList } from './project-list.tsx';
import { RolesButton } from './roles-button.tsx';

const TABS = ['active', 'archived', 'template'] as const satisfies ProjectStateName[];

/**
 * The projects list: active, archived and templates, favourites first, searchable by name. The
 * route gives the templates their actions (starting a project from one).
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
  /** More filters under the search, and what each project shows below its name (its tags). */
  filters?: ReactNode;
  projectExtras?: (project: Project) => ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<(typeof TABS)[number]>('active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const projects = useProjects(state, debounced, tagId);
  const counts = projects.data?.counts;

  return (
    <Page title={title ?? t('nav.projects')} actions={<RolesButton size="sm" />}>
      <Card withBorder padding="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('projects.new')}
          </Title>
          <CreateProjectForm />
        </Stack>
      </Card>
      <SegmentedControl
        value={state}
        onChange={(value) => setState(value)}
        aria-label={t('projects.stateFilter')}
        data={TABS.map((tab) => ({
          value: tab,
          label: `${t(`projects.tabs.${tab}`)}${counts ? ` (${counts[tab]})` : ''}`,
        }))}
      />
      <TextInput
        type="search"
        aria-label={t('projects.search')}
        placeholder={t('projects.search')}
        maxLength={LIMITS.nameMax}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {filters}
      <QueryState query={projects}>
        {({ projects: list }) => (
          <ProjectList
            projects={list}
            emptyText={
              debounced || tagId !== null ? t('projects.noMatch') : t(`projects.none.${state}`)
            }
            actions={state === 'template' ? templateActions : undefined}
            extras={projectExtras}
          />
        )}
      </QueryState>
    </Page>
  );
}
