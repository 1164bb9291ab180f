import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { TimelineTask } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import type { BarChange } from '../utils/timeline-bars.ts';
import classes from './timeline.module.css';

export interface BarGeometry {
  left: number;
  width: number;
}

interface BarProps {
  task: TimelineTask;
  geometry: BarGeometry;
  dayWidth: number;
  color: string | null;
  critical: boolean;
  label: string;
  onChange: (task: TimelineTask, change: BarChange, days: number) => void;
  onOpen: (task: TimelineTask) => void;
  onLinkStart: (task: TimelineTask, event: PointerEvent) => void;
  /** While a dependency is drawn from the keyboard: this bar is its start, or may be its end. */
  linkMode: 'source' | 'target' | null;
  /** L: start a dependency from this bar (or stop, on the bar it started from). */
  onLinkKey: (task: TimelineTask) => void;
  /** Enter on another bar while one is drawn: the dependency ends here. */
  onLinkTo: (task: TimelineTask) => void;
  onLinkCancel: () => void;
}

/** Where a bar is drawn while it is dragged some days. */
function previewOf(g: BarGeometry, change: BarChange, days: number, dayWidth: number): BarGeometry {
  const shift = days * dayWidth;
  if (change === 'move') return { left: g.left + shift, width: g.width };
  if (change === 'start') {
    const width = Math.max(dayWidth, g.width - shift);
    return { left: g.left + g.width - width, width };
  }
  return { left: g.left, width: Math.max(dayWidth, g.width + shift) };
}

/**
 * A task's bar: dragging it moves the task, dragging an edge stretches it, dragging the dot at
 * its end onto another bar makes this task block that one. From the keyboard, the arrows move it
 * a day and Shift with the arrows stretches its end; Enter opens the task; L starts a dependency
 * that Enter on another bar ends (Escape drops it).
 */
export function TimelineBar(props: BarProps) {
  const { task, geometry, dayWidth } = props;
  const { t } = useTranslation();
  const [drag, setDrag] = useState<{ change: BarChange; days: number } | null>(null);
  const origin = useRef({ x: 0, moved: false });
  const editable = task.can_edit_dates;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const part = (e.target as HTMLElement).dataset.part;
    if (part === 'link') {
      e.stopPropagation();
      props.onLinkStart(task, e);
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    origin.current = { x: e.clientX, moved: false };
    setDrag({ change: part === 'start' || part === 'end' ? part : 'move', days: 0 });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const dx = e.clientX - origin.current.x;
    if (Math.abs(dx) > 3) origin.current.moved = true;
    if (!editable) return;
    const days = Math.round(dx / dayWidth);
    if (days !== drag.days) setDrag({ ...drag, days });
  };
  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    if (!origin.current.moved) props.onOpen(task);
    else if (editable && drag.days !== 0) props.onChange(task, drag.change, drag.days);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && props.linkMode) {
      e.preventDefault();
      props.onLinkCancel();
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      if (props.linkMode === 'target') props.onLinkTo(task);
      else props.onOpen(task);
      return;
    }
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    if (plain && editable && (e.key === 'l' || e.key === 'L')) {
      e.preventDefault();
      props.onLinkKey(task);
      return;
    }
    if (!editable || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    props.onChange(task, e.shiftKey ? 'end' : 'move', e.key === 'ArrowLeft' ? -1 : 1);
  };

  const shown = drag ? previewOf(geometry, drag.change, drag.days, dayWidth) : geometry;
  return (
    <div
      role="button"
      tabIndex={0}
      className={classes.bar}
      data-task-id={task.id}
      data-dragging={drag && drag.days !== 0 ? '' : undefined}
      data-finished={task.state_id === TASK_STATE.finished ? '' : undefined}
      data-critical={props.critical ? '' : undefined}
      data-readonly={editable ? undefined : ''}
      data-link-source={props.linkMode === 'source' ? '' : undefined}
      aria-pressed={props.linkMode === 'source' ? true : undefined}
      aria-label={props.label}
      title={editable ? t('timeline.barHelp') : t('timeline.barReadonly')}
      style={{
        left: shown.left,
        width: shown.width,
        ...(props.color ? { ['--bar-color' as string]: props.color } : {}),
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={onKeyDown}
    >
      {editable && (
        <>
          <span className={`${classes.edge} ${classes.edgeStart}`} data-part="start" />
          <span className={`${classes.edge} ${classes.edgeEnd}`} data-part="end" />
          <span className={classes.link} data-part="link" aria-hidden />
        </>
      )}
      {dayWidth >= 6 && <span className={classes.barLabel}>{task.name}</span>}
    </div>
  );
}
