import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@tandem/contract';
import { FavoriteButton } from './favorite-button.tsx';

export function ProjectList({
  projects,
  emptyText,
  actions,
  extras,
}: {
  projects: Project[];
  emptyText: string;
  /** What each project shows below its name (its tags). */
  extras?: (project: Project) => ReactNode;
  /** What the page offers beside each project (a template's "use template"). */
  actions?: (project: Project) => ReactNode;
}) {
  const { t } = useTranslation();
  if (projects.length === 0) {
    return <Text c="dimmed">{emptyText}</Text>;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {projects.map((project) => (
        <Card key={project.id} withBorder padding="sm" component="li" data-testid="project-row">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <FavoriteButton project={project} />
              {project.color && (
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    background: project.color,
                    flex: 'none',
                  }}
                />
              )}
              <Anchor component={Link} to={`/project/${project.id}`} fw={600} truncate>
                {project.name}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {project.isCommander && <Badge variant="light">{t('projects.commander')}</Badge>}
              <Text size="sm" c="dimmed">
                {t('projects.members', { count: project.workers.length })}
              </Text>
              {actions?.(project)}
            </Group>
          </Group>
          {extras?.(project)}
        </Card>
      ))}
    </Stack>
  );
}
