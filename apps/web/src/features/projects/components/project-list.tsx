import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@tandem/contract';

export function ProjectList({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  if (projects.length === 0) {
    return <Text c="dimmed">{t('projects.empty')}</Text>;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {projects.map((project) => (
        <Card key={project.id} withBorder padding="sm" component="li">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={`/project/${project.id}`} fw={600}>
              {project.name}
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              {project.isCommander && <Badge variant="light">{t('projects.commander')}</Badge>}
              <Text size="sm" c="dimmed">
                {t('projects.members', { count: project.workers.length })}
              </Text>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
