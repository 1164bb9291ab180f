import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardSection } from '../../../components/dashboard-section.tsx';
import { useTimeTrackingMenu } from '../api/timer-menu.api.ts';
import { useTimerActions } from '../hooks/use-timer-actions.ts';
import { isLocalTimer } from '../utils/timer-model.ts';
import { TimerClock } from './timer-clock.tsx';

/** The running timer on the dashboard: its time, its task and a stop; nothing when none runs. */
export function DashboardTimer() {
  const { t } = useTranslation();
  const menu = useTimeTrackingMenu();
  const actions = useTimerActions();
  const running = menu.data?.work_running;
  if (!menu.data || !running) return null;
  return (
    <DashboardSection id="timer" title={t('dashboard.sections.timer')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <TimerClock running={running} receivedAt={menu.data.receivedAt} fz={28} fw={700} />
          {running.task ? (
            <Anchor component={Link} to={`/task/${running.task.id}`} truncate>
              {running.task.name}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('timeTracking.timer.noTask')}
            </Text>
          )}
        </Stack>
        <Button
          color="red"
          leftSection={<IconPlayerStopFilled size={14} />}
          onClick={actions.stop}
          disabled={isLocalTimer(running)}
          loading={actions.stopState === 'running'}
          data-state={actions.stopState}
        >
          {t('timeTracking.timer.stop')}
        </Button>
      </Group>
    </DashboardSection>
  );
}
