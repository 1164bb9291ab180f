import { useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { VIRTUALIZE_FROM } from '../../../components/virtual-list.tsx';
import type { TimelineData, TimelineDependency, TimelineTask } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { addDays, formatDay } from '../../../lib/calendar-day.ts';
import type { BarChange } from '../utils/timeline-bars.ts';
import { barDays } from '../utils/timeline-bars.ts';
import { ROW_HEIGHT, dependencyLines, placeBars } from '../utils/timeline-geometry.ts';
import { useDependencyDrag } from '../hooks/use-dependency-drag.ts';
import type { TimelineRow } from '../utils/timeline-rows.ts';
import type { TimelineZoom } from '../utils/timeline-scale.ts';
import { daysBetween, weekendOffsets } from '../utils/timeline-scale.ts';
import type { Arrow } from './timeline-arrows.tsx';
import { TimelineArrows } from './timeline-arrows.tsx';
import { TimelineHeader } from './timeline-header.tsx';
import type { RowActions } from './timeline-row.tsx';
import { TimelineRowView } from './timeline-row.tsx';
import classes from './timeline.module.css';

const HEADER_HEIGHT = 46;

export interface GridProps {
  data: TimelineData;
  rows: TimelineRow[];
  span: { start: string; days: number };
  zoom: TimelineZoom;
  dayWidth: number;
  nameWidth: number;
  today: string;
  /** Changes whenever the view should scroll to today. */
  todaySignal: number;
  critical: { tasks: Set<number>; links: Set<string> } | null;
  onToggle: (key: string) => void;
  onChange: (task: TimelineTask, change: BarChange, days: number) => void;
  onOpen: (task: TimelineTask) => void;
  onPlace: (task: TimelineTask, day: string) => void;
  onLink: (blocking: TimelineTask, blockedId: number) => void;
  onRemoveLink: (dependency: TimelineDependency) => void;
}

/**
 * The timeline's grid in one scrolling box: the scale and the names stay in view, only the rows
 * near the viewport are drawn (a project of thousands of tasks scrolls as lightly as a small one),
 * and the dependencies are arrows between the drawn bars.
 */
export function TimelineGrid(props: GridProps) {
  const { t, i18n } = useTranslation();
  const { rows, span, dayWidth, nameWidth } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement | null>(null);
  // A short timeline is drawn whole; a long one only near the viewport.
  const virtualize = rows.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtualize ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const trackWidth = span.days * dayWidth;
  const bars = useMemo(() => placeBars(rows, span.start, dayWidth), [rows, span.start, dayWidth]);
  const linking = useDependencyDrag(bars, svg, props.onLink);
  // A dependency drawn from the keyboard: L on a bar, then Enter on the bar it blocks.
  const [keyLink, setKeyLink] = useState<TimelineTask | null>(null);

  // Opening at today, and again whenever asked.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    box.scrollLeft = Math.max(0, daysBetween(span.start, props.today) * dayWidth - 7 * dayWidth);
  }, [props.todaySignal, props.zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  const items = virtualize
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const shown = { first: items[0]?.index ?? 0, last: items[items.length - 1]?.index ?? 0 };
  const projectColor = new Map(props.data.projects.map((p) => [p.id, p.color]));
  const names = new Map(props.data.tasks.map((task) => [task.id, task.name]));
  const arrows: Arrow[] = dependencyLines(props.data.dependencies, bars, shown).map((line) => {
    const { blocking_task_id: blocking, blocked_task_id: blocked } = line.dependency;
    return {
      ...line,
      critical: props.critical?.links.has(`${blocking}>${blocked}`) ?? false,
      label: t('timeline.removeDependencyLabel', {
        blocking: names.get(blocking),
        blocked: names.get(blocked),
      }),
    };
  });

  const actions: RowActions = {
    onToggle: props.onToggle,
    onChange: props.onChange,
    onOpen: props.onOpen,
    onLinkStart: linking.start,
    onLinkKey: (task) => setKeyLink((from) => (from?.id === task.id ? null : task)),
    onLinkTo: (task) => {
      if (keyLink && keyLink.id !== task.id) props.onLink(keyLink, task.id);
      setKeyLink(null);
    },
    onLinkCancel: () => setKeyLink(null),
    onPlace: (task, offset) => props.onPlace(task, addDays(span.start, offset)),
  };
  const labelOf = (task: TimelineTask) => {
    const days = barDays(task);
    if (!days) return task.name;
    const when =
      days.from === days.to
        ? formatDay(days.from, i18n.language)
        : `${formatDay(days.from, i18n.language)} – ${formatDay(days.to, i18n.language)}`;
    return `${task.name}, ${when}`;
  };

  const height = rows.length * ROW_HEIGHT;
  return (
    <>
      <div role="status" aria-live="polite" className={classes.linkStatus}>
        {keyLink && t('timeline.linking', { name: keyLink.name })}
      </div>
      <div
        ref={scroller}
        className={classes.scroller}
        data-testid="timeline"
        style={{
          ['--timeline-row-height' as string]: `${ROW_HEIGHT}px`,
          ['--timeline-header-height' as string]: `${HEADER_HEIGHT}px`,
        }}
      >
        <div
          className={classes.content}
          style={{ width: nameWidth + trackWidth, height: HEADER_HEIGHT + height }}
        >
          <TimelineHeader
            zoom={props.zoom}
            start={span.start}
            days={span.days}
            dayWidth={dayWidth}
            nameWidth={nameWidth}
          />
          <div
            className={classes.backdrop}
            style={{ top: HEADER_HEIGHT, left: nameWidth, width: trackWidth, height }}
          >
            {dayWidth >= 6 &&
              weekendOffsets(span.start, span.days).map((offset) => (
                <div
                  key={offset}
                  className={classes.weekend}
                  style={{ left: offset * dayWidth, width: dayWidth }}
                />
              ))}
            <div
              className={classes.today}
              style={{ left: daysBetween(span.start, props.today) * dayWidth + dayWidth / 2 - 1 }}
              title={t('timeline.today')}
            />
          </div>
          {items.map((item) => {
            const row = rows[item.index]!;
            const bar = row.kind === 'task' ? bars.get(row.task.id) : undefined;
            return (
              <TimelineRowView
                key={row.key}
                row={row}
                top={HEADER_HEIGHT + item.start}
                height={ROW_HEIGHT}
                nameWidth={nameWidth}
                trackWidth={trackWidth}
                dayWidth={dayWidth}
                geometry={bar ?? null}
                color={row.kind === 'task' ? (projectColor.get(row.task.project_id) ?? null) : null}
                critical={row.kind === 'task' && (props.critical?.tasks.has(row.task.id) ?? false)}
                barLabel={row.kind === 'task' ? labelOf(row.task) : ''}
                linkFromId={keyLink?.id ?? null}
                actions={actions}
              />
            );
          })}
          <TimelineArrows
            bindSvg={(node) => {
              svg.current = node;
            }}
            arrows={arrows}
            width={trackWidth}
            height={height}
            top={HEADER_HEIGHT}
            left={nameWidth}
            linking={linking.line}
            onRemove={props.onRemoveLink}
          />
        </div>
      </div>
    </>
  );
}
