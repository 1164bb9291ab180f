import { useTranslation } from 'react-i18next';
import type { TimelineZoom } from '../utils/timeline-scale.ts';
import { scaleTicks } from '../utils/timeline-scale.ts';
import classes from './timeline.module.css';

/** The scale over the bars: months above days (or years above quarters), sticky at the top. */
export function TimelineHeader(props: {
  zoom: TimelineZoom;
  start: string;
  days: number;
  dayWidth: number;
  nameWidth: number;
}) {
  const { t, i18n } = useTranslation();
  const { upper, lower } = scaleTicks(props.zoom, props.start, props.days, i18n.language);
  return (
    <div className={classes.header} aria-hidden>
      <div className={classes.corner} style={{ width: props.nameWidth }}>
        {t('timeline.task')}
      </div>
      <div className={classes.scale} style={{ width: props.days * props.dayWidth }}>
        {upper.map((tick) => (
          <div
            key={`u${tick.key}`}
            className={`${classes.tick} ${classes.upper}`}
            style={{ left: tick.offset * props.dayWidth, width: tick.days * props.dayWidth }}
          >
            {tick.label}
          </div>
        ))}
        {lower.map((tick) => (
          <div
            key={`l${tick.key}`}
            className={`${classes.tick} ${classes.lower}`}
            style={{ left: tick.offset * props.dayWidth, width: tick.days * props.dayWidth }}
          >
            {tick.label}
          </div>
        ))}
      </div>
    </div>
  );
}
