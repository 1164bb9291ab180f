import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useProjects } from '../api/projects.api.ts';
import { CreateProjectForm } from './create-project-form.tsx';
import { ProjectList } from './project-list.tsx';

export function ProjectsPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const projects = useProjects();
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
      <QueryState query={projects}>{(list) => <ProjectList projects={list} />}</QueryState>
    </Page>
  );
}
