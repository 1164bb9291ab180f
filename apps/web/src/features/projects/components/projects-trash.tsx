import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useProjectLifecycle, useProjects } from '../api/projects.api.ts';

function TrashedProject({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const lifecycle = useProjectLifecycle(project.id);
  return (
    <Card withBorder padding="sm" component="li" data-testid="trashed-project">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>{project.name}</Text>
          {project.date_deleted && (
            <Text size="xs" c="dimmed">
              {t('trash.deletedAt', {
                date: formatDateTime(project.date_deleted, i18n.language, user.timezone),
              })}
            </Text>
          )}
        </div>
        <Button
          size="xs"
          variant="light"
          loading={lifecycle.isPending}
          onClick={() =>
            lifecycle.mutate('restoreFromTrash', {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t('projects.restored', { name: project.name }),
                }),
              onError: (error) =>
                notifications.show({ color: 'red', message: errorMessage(error, t) }),
            })
          }
        >
          {t('trash.restore')}
        </Button>
      </Group>
    </Card>
  );
}

/** The projects the user has moved to the trash, each with a way back. */
export function ProjectsTrash() {
  const { t } = useTranslation();
  const projects = useProjects('deleted');
  return (
    <Stack gap="xs" component="section" aria-labelledby="trash-projects">
      <Title order={2} size="h4" id="trash-projects">
        {t('trash.projects')}
      </Title>
      <QueryState query={projects}>
        {({ projects: list }) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('trash.noProjects')}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((project) => (
                <TrashedProject key={project.id} project={project} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
