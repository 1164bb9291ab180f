import type { MouseEvent, PointerEvent } from 'react';
import { ActionIcon, Anchor, Badge } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { TimelineTask } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BarChange } from '../utils/timeline-bars.ts';
import type { TimelineRow } from '../utils/timeline-rows.ts';
import type { BarGeometry } from './timeline-bar.tsx';
import { TimelineBar } from './timeline-bar.tsx';
import classes from './timeline.module.css';

export interface RowActions {
  onToggle: (key: string) => void;
  onChange: (task: TimelineTask, change: BarChange, days: number) => void;
  onOpen: (task: TimelineTask) => void;
  onLinkStart: (task: TimelineTask, event: PointerEvent) => void;
  onLinkKey: (task: TimelineTask) => void;
  onLinkTo: (task: TimelineTask) => void;
  onLinkCancel: () => void;
  /** A day chosen on the empty track of a task without dates (its offset from the start). */
  onPlace: (task: TimelineTask, dayOffset: number) => void;
}

interface RowProps {
  row: TimelineRow;
  top: number;
  height: number;
  nameWidth: number;
  trackWidth: number;
  dayWidth: number;
  geometry: BarGeometry | null;
  color: string | null;
  critical: boolean;
  barLabel: string;
  /** The task a dependency is being drawn from with the keyboard, if any. */
  linkFromId: number | null;
  actions: RowActions;
}

/** One row: a group's heading that folds, or a task's name and its bar. */
export function TimelineRowView(props: RowProps) {
  const { t } = useTranslation();
  const { row, actions } = props;
  const style = { top: props.top, height: props.height, width: props.nameWidth + props.trackWidth };
  if (row.kind === 'group') {
    const Icon = row.collapsed ? IconChevronRight : IconChevronDown;
    return (
      <div className={`${classes.row} ${classes.groupRow}`} style={style}>
        <div className={classes.name} style={{ width: props.nameWidth }}>
          <ActionIcon
            variant="subtle"
            size="sm"
            color="gray"
            aria-expanded={!row.collapsed}
            aria-label={t(row.collapsed ? 'timeline.expand' : 'timeline.collapse', {
              name: row.name,
            })}
            onClick={() => actions.onToggle(row.key)}
          >
            <Icon size={14} />
          </ActionIcon>
          <span className={classes.taskName}>{row.name}</span>
          <Badge size="xs" variant="light" color="gray">
            {row.count}
          </Badge>
        </div>
      </div>
    );
  }
  const { task } = row;
  const place = (e: MouseEvent<HTMLDivElement>) => {
    if (props.geometry || !task.can_edit_dates) return;
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    actions.onPlace(task, Math.floor(x / props.dayWidth));
  };
  return (
    <div className={classes.row} style={style} data-testid={`timeline-row-${task.id}`}>
      <div className={classes.name} style={{ width: props.nameWidth }}>
        <Anchor component={Link} to={`/task/${task.id}`} className={classes.taskName}>
          {task.name}
        </Anchor>
      </div>
      <div
        className={classes.track}
        style={{ width: props.trackWidth }}
        onDoubleClick={place}
        title={props.geometry || !task.can_edit_dates ? undefined : t('timeline.placeHelp')}
      >
        {props.geometry && (
          <TimelineBar
            task={task}
            geometry={props.geometry}
            dayWidth={props.dayWidth}
            color={props.color}
            critical={props.critical}
            label={props.barLabel}
            onChange={actions.onChange}
            onOpen={actions.onOpen}
            onLinkStart={actions.onLinkStart}
            linkMode={
              props.linkFromId === null ? null : props.linkFromId === task.id ? 'source' : 'target'
            }
            onLinkKey={actions.onLinkKey}
            onLinkTo={actions.onLinkTo}
            onLinkCancel={actions.onLinkCancel}
          />
        )}
      </div>
    </div>
  );
}
