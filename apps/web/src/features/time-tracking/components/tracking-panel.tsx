import { useState } from 'react';
import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeTrackingMenu } from '../api/timer-menu.api.ts';
import { ManualEntryForm } from './manual-entry-form.tsx';
import { RunningTimerEditor } from './running-timer-editor.tsx';
import { StartTimerForm } from './start-timer-form.tsx';

type Mode = 'timer' | 'manual';

/**
 * The head of time tracking: the running timer (its time, task and note, its stop) and a way to
 * track more, with a timer or by hand.
 */
export function TrackingPanel({ menu }: { menu: TimeTrackingMenu }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('timer');
  const running = menu.work_running;
  return (
    <Stack gap="md">
      {running && (
        <Paper
          withBorder
          p="md"
          radius="md"
          data-testid="running-timer"
          data-phase={menu.timerPhase}
        >
          <RunningTimerEditor key={running.uuid} running={running} receivedAt={menu.receivedAt} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" data-phase={menu.timerPhase}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('timeTracking.modes.label')}
            value={mode}
            onChange={setMode}
            data={[
              { value: 'timer', label: t('timeTracking.modes.timer') },
              { value: 'manual', label: t('timeTracking.modes.manual') },
            ]}
            fullWidth
            maw={360}
          />
          {mode === 'timer' ? <StartTimerForm /> : <ManualEntryForm />}
        </Stack>
      </Paper>
    </Stack>
  );
}
