import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useTasklistsTrash } from '../api/tasklists.api.ts';
import { useTasklistActions } from '../hooks/use-tasklist-actions.tsx';

/** Task lists in the trash across the user's projects, each with a Restore (for /lists/trash). */
export function TasklistsTrash() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const trash = useTasklistsTrash();
  const actions = useTasklistActions();

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="tasklists-trash">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tasklists-trash">
          {t('tasklists.trashTitle')}
        </Title>
        <QueryState query={trash}>
          {(lists) =>
            lists.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('tasklists.trashEmpty')}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {lists.map((tasklist) => (
                  <Group
                    key={tasklist.id}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    data-testid="trashed-tasklist"
                  >
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {tasklist.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <Anchor component={Link} to={`/project/${tasklist.project.id}`} size="xs">
                          {tasklist.project.name}
                        </Anchor>
                        {' · '}
                        {t('tasklists.deletedBy', {
                          date: formatDateTime(tasklist.date_deleted, i18n.language, user.timezone),
                          name: tasklist.deleted_by?.fullname ?? '—',
                        })}
                      </Text>
                    </Stack>
                    {tasklist.abilities.delete && (
                      <Button
                        variant="light"
                        size="xs"
                        aria-label={t('tasklists.restoreNamed', { name: tasklist.name })}
                        onClick={() => actions.run(tasklist, 'restoreFromTrash')}
                      >
                        {t('tasklists.restore')}
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
