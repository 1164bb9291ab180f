import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { describeEvent } from '../../../lib/activity.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useProjectEvents } from '../api/projects.api.ts';

/** The latest activity of a project (the last-activities section), and the way to all of it. */
export function ProjectActivity({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const events = useProjectEvents(projectId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-activity">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Title order={2} size="h5" id="project-activity">
            {t('activity.title')}
          </Title>
          <Anchor
            component={Link}
            to={`/project/${projectId}/events`}
            size="sm"
            aria-describedby="project-activity"
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('activity.showAll')}
          </Anchor>
        </Group>
        <QueryState query={events}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('activity.empty')}
              </Text>
            ) : (
              <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.slice(0, 15).map((event) => (
                  <li key={event.id}>
                    <Text size="sm">{describeEvent(event, t)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(event.date_action, i18n.language, user.timezone)}
                    </Text>
                  </li>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
