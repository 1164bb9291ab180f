import { useState } from 'react';
import { Alert, Card, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ProjectStateName } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useProjects } from '../api/projects.api.ts';
import { CreateProjectForm } from './create-project-form.tsx';
import { ProjectList } from './project-list.tsx';

const TABS = ['active', 'archived', 'template'] as const satisfies ProjectStateName[];

/** The projects list: active, archived and templates, favourites first, searchable by name. */
export function ProjectsPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<(typeof TABS)[number]>('active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const projects = useProjects(state, debounced);
  const counts = projects.data?.counts;

  return (
    <Page title={title ?? t('nav.projects')}>
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
      {state === 'template' && <Alert color="gray">{t('projects.templatesNotBuilt')}</Alert>}
      <QueryState query={projects}>
        {({ projects: list }) => (
          <ProjectList
            projects={list}
            emptyText={debounced ? t('projects.noMatch') : t(`projects.none.${state}`)}
          />
        )}
      </QueryState>
    </Page>
  );
}
