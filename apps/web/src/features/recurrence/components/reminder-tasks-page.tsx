import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../components/errors.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useReminderTasks, useRemoveReminder } from '../api/reminders.api.ts';
import { ReminderWhen, useRemoveReminderLabel } from './reminder-when.tsx';
import { TaskPlace } from './recurrent-tasks-page.tsx';

/**
 * /lists/reminder-tasks: the user's own reminders with their tasks, soonest first. It says
 * plainly that nothing is delivered yet: delivery comes with notifications.
 */
export function ReminderTasksPage({ now = () => Date.now() }: { now?: () => number }) {
  const { t } = useTranslation();
  const items = useReminderTasks();
  const remove = useRemoveReminder();
  const removeLabel = useRemoveReminderLabel();
  return (
    <Page title={t('reminders.pageTitle')}>
      <Alert color="blue" title={t('reminders.deliveryTitle')}>
        {t('reminders.deliveryNote')}
      </Alert>
      <QueryState query={items}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('reminders.pageEmpty')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map(({ reminder, task }) => {
                const past = reminder.fires_at !== null && Date.parse(reminder.fires_at) < now();
                return (
                  <Card key={reminder.uuid} withBorder padding="sm" component="li">
                    <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                      <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                        <Group gap="xs" wrap="wrap">
                          <ReminderWhen reminder={reminder} />
                          {past && (
                            <Badge color="gray" variant="light">
                              {t('reminders.past')}
                            </Badge>
                          )}
                        </Group>
                        <Anchor
                          component={Link}
                          to={`/task/${task.id}`}
                          fw={500}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {task.name}
                        </Anchor>
                        <TaskPlace task={task} />
                      </Stack>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={removeLabel(reminder)}
                        loading={remove.isPending && remove.variables.uuid === reminder.uuid}
                        onClick={() =>
                          remove.mutate(
                            { uuid: reminder.uuid, projectId: task.project.id },
                            {
                              onError: (error) =>
                                notifications.show({
                                  color: 'red',
                                  message: errorMessage(error, t),
                                }),
                            },
                          )
                        }
                      >
                        {t('reminders.remove')}
                      </Button>
                    </Group>
                  </Card>
                );
              })}
            </Stack>
          )
        }
      </QueryState>
    </Page>
  );
}
