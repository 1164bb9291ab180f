import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTopic } from '../../../lib/realtime/realtime-context.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useArchivedTasklists } from '../api/tasklists.api.ts';
import { useTasklistActions } from '../hooks/use-tasklist-actions.tsx';

/** /project/{projectId}/archived-tasklists: the project's archived task lists, to restore. */
export function ArchivedTasklistsPage({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const archived = useArchivedTasklists(projectId);
  const actions = useTasklistActions();
  useTopic(`project.${projectId}`);

  return (
    <Page
      title={t('areas.project-archived-tasklists')}
      actions={
        <Anchor component={Link} to={`/project/${projectId}`}>
          {t('tasklists.backToBoard')}
        </Anchor>
      }
    >
      <QueryState query={archived}>
        {(lists) =>
          lists.length === 0 ? (
            <Text c="dimmed">{t('tasklists.archivedEmpty')}</Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {lists.map((tasklist) => (
                <Card
                  key={tasklist.id}
                  withBorder
                  padding="sm"
                  component="li"
                  data-testid="archived-tasklist"
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {tasklist.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {tasklist.date_archived &&
                          t('tasklists.archivedOn', {
                            date: formatDateTime(
                              tasklist.date_archived,
                              i18n.language,
                              user.timezone,
                            ),
                          })}
                        {' · '}
                        {t('tasks.activeCount', { count: tasklist.count_active_tasks })}
                      </Text>
                    </Stack>
                    {tasklist.abilities.archive && (
                      <Button
                        variant="light"
                        size="xs"
                        aria-label={t('tasklists.restoreNamed', { name: tasklist.name })}
                        onClick={() => actions.run(tasklist, 'restore')}
                      >
                        {t('tasklists.restore')}
                      </Button>
                    )}
                  </Group>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Page>
  );
}
