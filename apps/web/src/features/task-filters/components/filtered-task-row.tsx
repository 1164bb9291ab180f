import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FilteredTask } from '@tandem/contract';
import { formatDay } from '../../../lib/calendar-day.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';

const PRIORITY_COLOR = { h: 'red', m: 'orange', l: 'blue' } as const;

/** When the task is due, in the viewer's words: a day, or a day and time. */
function useDue(task: FilteredTask): string | null {
  const { i18n } = useTranslation();
  const user = useCurrentUser();
  const due = task.due_date_end ?? task.due_date;
  if (!due) return null;
  return due.length === 10
    ? formatDay(due, i18n.language)
    : formatDateTime(due, i18n.language, user.timezone);
}

/** One task: a link to it, where it is, when it is due, who works on it and its labels. */
export function FilteredTaskRow({
  task,
  people,
}: {
  task: FilteredTask;
  people: Map<number, string>;
}) {
  const { t } = useTranslation();
  const due = useDue(task);
  const finished = task.state.id === 5;
  const workers = task.workers_ids.map((id) => people.get(id)).filter(Boolean);
  return (
    <Card withBorder padding="sm" component="li" data-testid="filtered-task">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Anchor
            component={Link}
            to={`/task/${task.id}`}
            fw={500}
            td={finished ? 'line-through' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.name}
          </Anchor>
          {task.priority_enum && task.priority_enum !== 'n' && (
            <Badge
              color={PRIORITY_COLOR[task.priority_enum]}
              variant="light"
              style={{ flexShrink: 0 }}
            >
              {t(`taskFilters.priorities.${task.priority_enum}`)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {task.project.name} · {task.tasklist.name}
          {due && ` · ${t('taskFilters.dueOn', { date: due })}`}
          {workers.length > 0 && ` · ${workers.join(', ')}`}
          {finished && ` · ${t('taskFilters.states.5')}`}
        </Text>
        {task.labels.length > 0 && (
          <Group gap={4}>
            {task.labels.map((name) => (
              <Badge key={name} size="sm" variant="outline" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
