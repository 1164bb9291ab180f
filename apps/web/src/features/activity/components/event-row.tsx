import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityEvent } from '@tandem/contract';
import { describeEvent } from '../../../lib/activity.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/**
 * One event of an activity feed: what happened, when, and links to its project and task. Apart
 * from the feed's list, so that the dashboard's few events come without the list's virtualizer.
 */
export function EventRow({ event, withProject }: { event: ActivityEvent; withProject: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap={2} py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm">{describeEvent(event, t)}</Text>
      <Group gap="xs" style={{ rowGap: 2 }}>
        <Text size="xs" c="dimmed">
          {formatDateTime(event.date_action, i18n.language, user.timezone)}
        </Text>
        {withProject && event.project && (
          <Anchor component={Link} to={`/project/${event.project.id}`} size="xs">
            {event.project.name}
          </Anchor>
        )}
        {event.task && (
          <Anchor component={Link} to={`/task/${event.task.id}`} size="xs">
            {event.task.name}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
