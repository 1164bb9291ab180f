import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListedTask } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import {
  movedPriority,
  useMyPriorities,
  useReorderMyPriorities,
} from '../api/my-priorities.api.ts';

function PriorityRow({
  task,
  index,
  count,
  withPlace,
  onMove,
}: {
  task: ListedTask;
  index: number;
  count: number;
  withPlace: boolean;
  onMove: (offset: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="xs" wrap="nowrap" py={4} data-testid="my-priority">
      <Text size="sm" c="dimmed" w={22} ta="right" style={{ flex: 'none' }}>
        {index + 1}.
      </Text>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={`/task/${task.id}`} fw={500} truncate c="inherit">
          {task.name}
        </Anchor>
        {withPlace && (
          <Text size="xs" c="dimmed" truncate>
            {task.project.name} · {task.tasklist.name}
          </Text>
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('dashboard.priorities.up', { name: task.name })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('dashboard.priorities.down', { name: task.name })}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}

/**
 * The tasks the viewer marked as their priority, in their own order: moved up and down with the
 * arrows (the new order shows at once and goes back if the server refuses).
 */
export function MyPriorities({ withPlace }: { withPlace: boolean }) {
  const { t } = useTranslation();
  const priorities = useMyPriorities();
  const reorder = useReorderMyPriorities();
  return (
    <QueryState query={priorities}>
      {(list) =>
        list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.priorities.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((task, index) => (
              <PriorityRow
                key={task.id}
                task={task}
                index={index}
                count={list.length}
                withPlace={withPlace}
                onMove={(offset) => {
                  const next = movedPriority(list, task.id, offset);
                  if (next)
                    reorder.mutate(next, {
                      onError: (error) =>
                        notifications.show({ color: 'red', message: errorMessage(error, t) }),
                    });
                }}
              />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
