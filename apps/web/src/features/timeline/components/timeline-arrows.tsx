import type { KeyboardEvent } from 'react';
import type { TimelineDependency } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import classes from './timeline.module.css';

/** A dependency drawn: from the end of the blocking bar to the start of the blocked one. */
export interface Arrow {
  dependency: TimelineDependency;
  from: { x: number; y: number };
  to: { x: number; y: number };
  critical: boolean;
  label: string;
}

/** An elbow from one point to another, going round when the target starts before the source. */
function elbow(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const out = from.x + 8;
  if (to.x - 8 >= out) {
    const mid = Math.round((out + to.x - 8) / 2);
    return `M${from.x},${from.y} H${mid} V${to.y} H${to.x}`;
  }
  const between = from.y + (to.y > from.y ? 18 : -18);
  return `M${from.x},${from.y} H${out} V${between} H${to.x - 10} V${to.y} H${to.x}`;
}

interface ArrowsProps {
  arrows: Arrow[];
  width: number;
  height: number;
  top: number;
  left: number;
  /** The line drawn while a dependency is being dragged out. */
  linking: { from: { x: number; y: number }; to: { x: number; y: number } } | null;
  onRemove: (dependency: TimelineDependency) => void;
  bindSvg: (node: SVGSVGElement | null) => void;
}

/** The dependencies as arrows over the bars; each can be chosen (click or Enter) to remove it. */
export function TimelineArrows({ bindSvg, ...props }: ArrowsProps) {
  const { t } = useTranslation();
  const onKey = (dependency: TimelineDependency) => (e: KeyboardEvent<SVGPathElement>) => {
    if (e.key !== 'Enter' && e.key !== 'Delete') return;
    e.preventDefault();
    props.onRemove(dependency);
  };
  return (
    <svg
      ref={bindSvg}
      className={classes.arrows}
      style={{ top: props.top, left: props.left }}
      width={props.width}
      height={props.height}
      aria-label={t('timeline.dependencies')}
    >
      <defs>
        <marker
          id="timeline-arrow"
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L8,4 L0,8 z" fill="context-stroke" />
        </marker>
      </defs>
      {props.arrows.map((arrow) => {
        const d = elbow(arrow.from, arrow.to);
        return (
          <g key={arrow.dependency.uuid}>
            <path
              className={classes.arrowHit}
              d={d}
              role="button"
              tabIndex={0}
              aria-label={arrow.label}
              onClick={() => props.onRemove(arrow.dependency)}
              onKeyDown={onKey(arrow.dependency)}
            />
            <path
              className={classes.arrow}
              d={d}
              markerEnd="url(#timeline-arrow)"
              data-critical={arrow.critical ? '' : undefined}
            />
          </g>
        );
      })}
      {props.linking && (
        <line
          className={classes.linking}
          x1={props.linking.from.x}
          y1={props.linking.from.y}
          x2={props.linking.to.x}
          y2={props.linking.to.y}
        />
      )}
    </svg>
  );
}
