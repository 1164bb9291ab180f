import { ActionIcon, Anchor, Box, Group, Text } from '@mantine/core';
import { IconClockPlay, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeTrackingMenu } from '../api/timer-menu.api.ts';
import { useTimerActions } from '../hooks/use-timer-actions.ts';
import { isLocalTimer } from '../utils/timer-model.ts';
import { TimerClock } from './timer-clock.tsx';

/**
 * The running timer in the top bar: its time and task (the task's name hidden on phones), a link
 * to time tracking and a stop button. Nothing while no timer runs.
 */
export function TopBarTimer() {
  const { t } = useTranslation();
  const menu = useTimeTrackingMenu();
  const actions = useTimerActions();
  const running = menu.data?.work_running;
  if (!menu.data || !running) return null;
  const task = running.task?.name ?? t('timeTracking.timer.noTask');
  return (
    <Group gap={4} wrap="nowrap" data-testid="top-bar-timer">
      <Anchor
        component={Link}
        to="/timetracking"
        aria-label={t('timeTracking.timer.open', { task })}
        title={task}
        c="inherit"
        underline="never"
      >
        <Group gap={6} wrap="nowrap">
          <Box component="span" visibleFrom="xs" lh={0}>
            <IconClockPlay size={18} stroke={1.8} aria-hidden />
          </Box>
          <TimerClock running={running} receivedAt={menu.data.receivedAt} size="sm" fw={600} />
          <Text size="sm" truncate maw={160} visibleFrom="sm">
            {task}
          </Text>
        </Group>
      </Anchor>
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        aria-label={t('timeTracking.timer.stop')}
        data-state={actions.stopState}
        disabled={isLocalTimer(running)}
        onClick={actions.stop}
      >
        <IconPlayerStopFilled size={16} />
      </ActionIcon>
    </Group>
  );
}
