import { lazy, useMemo, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TimelineData, TimelineDependency, TimelineTask } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/errors.ts';
import { LazyDialog, useLazyModalFor } from '../../../components/lazy-dialog.tsx';
import { todayIn } from '../../../lib/calendar-day.ts';
import {
  useAddDependency,
  useRemoveDependency,
  useRescheduleTimeline,
} from '../api/timeline.api.ts';
import { autoSchedule } from '../utils/auto-schedule.ts';
import { criticalPath } from '../utils/critical-path.ts';
import type { BarChange, Dates } from '../utils/timeline-bars.ts';
import { barDays, datesAfter } from '../utils/timeline-bars.ts';
import { timelineRows } from '../utils/timeline-rows.ts';
import type { TimelineZoom } from '../utils/timeline-scale.ts';
import { DAY_WIDTH, TIMELINE_ZOOMS, timelineSpan } from '../utils/timeline-scale.ts';
import { TimelineGrid } from './timeline-grid.tsx';

const RemoveDependencyModal = lazy(() =>
  import('./remove-dependency-modal.tsx').then((m) => ({ default: m.RemoveDependencyModal })),
);

const ZOOM_KEY = 'tandem.timeline.zoom';
const savedZoom = (): TimelineZoom => {
  const saved = localStorage.getItem(ZOOM_KEY);
  return (TIMELINE_ZOOMS as readonly string[]).includes(saved ?? '')
    ? (saved as TimelineZoom)
    : 'week';
};

interface ChartProps {
  data: TimelineData;
  queryKey: QueryKey;
  groupBy: 'tasklist' | 'project';
  /** The days shown, when the caller reads a range (the global timeline); else fitted to the tasks. */
  range?: { from: string; to: string };
}

/**
 * A timeline's controls (zoom, today, critical path, auto-scheduling, finished tasks) and its
 * grid; moving a bar saves the task's dates (and, with auto-scheduling, those of the tasks it
 * pushes), a line drawn between bars saves a dependency.
 */
export function TimelineChart({ data, queryKey, groupBy, range }: ChartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const [zoom, setZoom] = useState<TimelineZoom>(savedZoom);
  const [todaySignal, setTodaySignal] = useState(0);
  const [showCritical, setShowCritical] = useState(false);
  const [auto, setAuto] = useState(false);
  const [showFinished, setShowFinished] = useState(true);
  // The dependency last chosen for removal stays while the dialog closes, so its words do too.
  const [removing, setRemoving] = useState<TimelineDependency | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removeModal = useLazyModalFor(confirming);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const reschedule = useRescheduleTimeline(queryKey);
  const addDependency = useAddDependency(queryKey);
  const removeDependency = useRemoveDependency(queryKey);
  const today = todayIn(undefined);

  const rows = useMemo(
    () => timelineRows(data, groupBy, collapsed, showFinished),
    [data, groupBy, collapsed, showFinished],
  );
  const span = useMemo(() => {
    if (range)
      return {
        start: range.from,
        days: Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1,
      };
    return timelineSpan(
      data.tasks.flatMap((task) => {
        const d = barDays(task);
        return d ? [d.from, d.to] : [];
      }),
      today,
    );
  }, [data.tasks, range, today]);
  const critical = useMemo(
    () => (showCritical ? criticalPath(data.tasks, data.dependencies) : null),
    [showCritical, data.tasks, data.dependencies],
  );

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const save = (task: TimelineTask, dates: Dates) => {
    const moves = auto
      ? autoSchedule(data.tasks, data.dependencies, { id: task.id, dates })
      : new Map([[task.id, dates]]);
    const byId = new Map(data.tasks.map((each) => [each.id, each]));
    reschedule.mutate(
      [...moves].map(([id, next]) => ({ task: byId.get(id)!, dates: next })),
      { onError: failed },
    );
  };
  const onChange = (task: TimelineTask, change: BarChange, days: number) =>
    save(task, datesAfter(task, change, days));
  const onLink = (blocking: TimelineTask, blockedId: number) => {
    const exists = data.dependencies.some(
      (d) =>
        (d.blocking_task_id === blocking.id && d.blocked_task_id === blockedId) ||
        (d.blocking_task_id === blockedId && d.blocked_task_id === blocking.id),
    );
    if (exists) return;
    addDependency.mutate({ blocking: blocking.id, blocked: blockedId }, { onError: failed });
  };
  const nameOf = (id: number) => data.tasks.find((task) => task.id === id)?.name ?? '';
  const removingNames = removing && {
    blocking: nameOf(removing.blocking_task_id),
    blocked: nameOf(removing.blocked_task_id),
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="center">
        <SegmentedControl
          aria-label={t('timeline.zoom')}
          value={zoom}
          onChange={(value) => {
            localStorage.setItem(ZOOM_KEY, value);
            setZoom(value);
          }}
          data={TIMELINE_ZOOMS.map((value) => ({ value, label: t(`timeline.zooms.${value}`) }))}
        />
        <Button variant="default" onClick={() => setTodaySignal((n) => n + 1)}>
          {t('timeline.today')}
        </Button>
        <Switch
          label={t('timeline.criticalPath')}
          checked={showCritical}
          onChange={(e) => setShowCritical(e.currentTarget.checked)}
        />
        <Switch
          label={t('timeline.autoSchedule')}
          checked={auto}
          onChange={(e) => setAuto(e.currentTarget.checked)}
        />
        <Switch
          label={t('timeline.showFinished')}
          checked={showFinished}
          onChange={(e) => setShowFinished(e.currentTarget.checked)}
        />
      </Group>
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {t('timeline.help')}
      </Text>
      <TimelineGrid
        data={data}
        rows={rows}
        span={span}
        zoom={zoom}
        dayWidth={DAY_WIDTH[zoom]}
        nameWidth={phone ? 130 : 260}
        today={today}
        todaySignal={todaySignal}
        critical={critical}
        onToggle={(key) =>
          setCollapsed((before) => {
            const next = new Set(before);
            if (!next.delete(key)) next.add(key);
            return next;
          })
        }
        onChange={onChange}
        onOpen={(task) => void navigate(`/task/${task.id}`)}
        onPlace={(task, day) => save(task, { due_date: day, due_date_end: null })}
        onLink={onLink}
        onRemoveLink={(dependency) => {
          setRemoving(dependency);
          setConfirming(true);
        }}
      />
      {removeModal.mounted && (
        <LazyDialog
          onLoaded={removeModal.onLoaded}
          onFailed={() => {
            removeModal.onFailed();
            setConfirming(false);
          }}
        >
          <RemoveDependencyModal
            opened={removeModal.opened}
            names={removingNames}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              removing && removeDependency.mutate(removing.uuid, { onError: failed })
            }
          />
        </LazyDialog>
      )}
    </Stack>
  );
}
