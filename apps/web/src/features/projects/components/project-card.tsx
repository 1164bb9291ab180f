import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@tandem/contract';
import { AvatarStack } from '../../../components/avatar-stack.tsx';
import { formatDay } from '../../../lib/calendar-day.ts';
import { formatPercent } from '../../../lib/format.ts';
import { FavoriteButton } from './favorite-button.tsx';

/** Finished tasks out of all, as a percentage; null for a project without tasks. */
export function progressOf(project: Project): number | null {
  const { active, finished } = project.task_counts;
  const total = active + finished;
  return total === 0 ? null : Math.round((finished / total) * 100);
}

/**
 * A project in the projects list: its colour, name and favourite star, client, progress
 * (finished of all tasks), due date, people and tags, and what the page offers beside it.
 */
export function ProjectCard({
  project,
  extras,
  actions,
}: {
  project: Project;
  extras?: ReactNode;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const progress = progressOf(project);
  const { active, finished } = project.task_counts;
  const due = project.dueDateEnd ?? project.dueDate;
  return (
    <Card
      withBorder
      padding="md"
      component="li"
      data-testid="project-row"
      style={{
        listStyle: 'none',
        borderTop: `4px solid ${project.color ?? 'var(--mantine-color-default-border)'}`,
      }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/project/${project.id}`}
              fw={600}
              size="lg"
              c="var(--mantine-color-text)"
              lineClamp={2}
            >
              {project.name}
            </Anchor>
            {(project.client?.company || project.client?.name) && (
              <Text size="sm" c="dimmed" truncate>
                {project.client?.company || project.client?.name}
              </Text>
            )}
          </Stack>
          {project.state.state !== 'deleted' && <FavoriteButton project={project} />}
        </Group>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('projects.progress', { finished, total: active + finished })}
            </Text>
            {progress !== null && (
              <Text size="xs" fw={600}>
                {formatPercent(progress / 100, i18n.language)}
              </Text>
            )}
          </Group>
          <Progress
            value={progress ?? 0}
            size="sm"
            color={project.color ?? undefined}
            aria-label={t('projects.progressLabel', { name: project.name })}
          />
        </Stack>
        <Group justify="space-between" wrap="nowrap" mt="auto">
          <AvatarStack people={project.workers} />
          <Group gap={6} wrap="nowrap">
            {project.isCommander && (
              <Badge variant="light" size="sm">
                {t('projects.commander')}
              </Badge>
            )}
            {due && (
              <Badge
                variant="default"
                size="sm"
                leftSection={<IconCalendar size={12} aria-hidden />}
                aria-label={t('projects.due', { date: formatDay(due, i18n.language) })}
              >
                {formatDay(due, i18n.language)}
              </Badge>
            )}
          </Group>
        </Group>
        {extras}
        {actions && <Group justify="flex-end">{actions}</Group>}
      </Stack>
    </Card>
  );
}
