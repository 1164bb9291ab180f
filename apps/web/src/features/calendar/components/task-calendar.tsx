import { useMemo, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import csLocale from '@fullcalendar/core/locales/cs';
import type { DateSelectArg, DatesSetArg, EventChangeArg, EventClickArg } from '@fullcalendar/core';
import type { CalendarTask } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/errors.ts';
import { openGlobalAddTask } from '../../../lib/global-add-task.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import {
  useCalendarOutOfOffice,
  useCalendarTasks,
  useRescheduleTask,
} from '../api/calendar.api.ts';
import { outOfOfficeEvent } from '../utils/out-of-office-events.ts';
import type { CalendarFilterValues } from './calendar-filters.tsx';
import { CalendarFilters } from './calendar-filters.tsx';
import type { CalendarView } from '../utils/calendar-events.ts';
import { datesOfEvent, taskEvent } from '../utils/calendar-events.ts';
import { addDays, localDay } from '../../../lib/calendar-day.ts';
import classes from './calendar.module.css';

const VIEW_KEY = 'tandem.calendar.view';
const OUT_OF_OFFICE_KEY = 'tandem.calendar.outOfOffice';

function savedView(): CalendarView {
  const saved = localStorage.getItem(VIEW_KEY);
  return saved === 'timeGridWeek' ||
    saved === 'dayGridWeek' ||
    saved === 'timeGridDay' ||
    saved === 'listWeek'
    ? saved
    : 'dayGridMonth';
}

/**
 * Tasks on a calendar (FullCalendar): month, weeks, a day or a list, coloured by project.
 * Dragging or stretching a task changes its due dates (put back with the reason when refused);
 * choosing a day or a slot adds a task due then; a task opens on a click. Filters narrow the
 * tasks to a project, one's own and a label.
 */
export function TaskCalendar({ projectId }: { projectId?: number }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [filters, setFilters] = useState<CalendarFilterValues>(() => ({
    project: null,
    label: null,
    mine: false,
    outOfOffice: localStorage.getItem(OUT_OF_OFFICE_KEY) !== 'hidden',
  }));
  const { project, label, mine } = filters;
  const tasks = useCalendarTasks(range, projectId);
  const away = useCalendarOutOfOffice(range, projectId, filters.outOfOffice);
  const reschedule = useRescheduleTask();
  const list = useMemo(() => tasks.data?.tasks ?? [], [tasks.data]);

  const projects = useMemo(
    () =>
      [...new Map(list.map((task) => [task.project.id, task.project.name])).entries()].map(
        ([id, name]) => ({ value: String(id), label: name }),
      ),
    [list],
  );
  const labels = useMemo(() => [...new Set(list.flatMap((task) => task.labels))].sort(), [list]);
  const periods = filters.outOfOffice ? away.data?.periods : undefined;
  const events = useMemo(
    () => [
      ...(periods ?? []).map((period) =>
        outOfOfficeEvent(period, (name) => t('calendar.outOfOffice', { name })),
      ),
      ...list
        .filter((task) => project === null || String(task.project.id) === project)
        .filter((task) => !mine || task.workers_ids.includes(user.id))
        .filter((task) => label === null || task.labels.includes(label))
        .flatMap((task) => taskEvent(task) ?? []),
    ],
    [periods, list, project, mine, label, user.id, t],
  );
  const onFilters = (change: Partial<CalendarFilterValues>) => {
    if (change.outOfOffice !== undefined)
      localStorage.setItem(OUT_OF_OFFICE_KEY, change.outOfOffice ? 'shown' : 'hidden');
    setFilters((current) => ({ ...current, ...change }));
  };

  const onDates = (arg: DatesSetArg) => {
    localStorage.setItem(VIEW_KEY, arg.view.type);
    const next = { from: localDay(arg.start), to: addDays(localDay(arg.end), -1) };
    if (next.from !== range?.from || next.to !== range?.to) setRange(next);
  };
  const onChange = (arg: EventChangeArg) => {
    const task = arg.event.extendedProps.task as CalendarTask;
    const dates = datesOfEvent(task, arg.event);
    reschedule.mutate(
      { task, ...dates },
      {
        onError: (error) => {
          arg.revert();
          notifications.show({ color: 'red', message: errorMessage(error, t) });
        },
      },
    );
  };
  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    openGlobalAddTask({
      ...(projectId === undefined ? {} : { projectId }),
      dueDate: arg.allDay ? localDay(arg.start) : arg.start.toISOString(),
    });
  };
  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    if (!arg.event.extendedProps.task) return;
    void navigate(`/task/${arg.event.id}`);
  };

  return (
    <Stack gap="sm">
      <CalendarFilters
        values={filters}
        onChange={onFilters}
        projects={projectId === undefined ? projects : null}
        labels={labels}
      />
      {tasks.isError && (
        <Alert color="red" title={t('common.loadFailed')}>
          {errorMessage(tasks.error, t)}
        </Alert>
      )}
      {tasks.data?.truncated && <Alert color="yellow">{t('calendar.truncated')}</Alert>}
      <div className={classes.calendar} data-testid="task-calendar" aria-busy={tasks.isFetching}>
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={savedView()}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,dayGridWeek,timeGridDay,listWeek',
          }}
          buttonText={{
            today: t('calendar.today'),
            dayGridMonth: t('calendar.views.dayGridMonth'),
            timeGridWeek: t('calendar.views.timeGridWeek'),
            dayGridWeek: t('calendar.views.dayGridWeek'),
            timeGridDay: t('calendar.views.timeGridDay'),
            listWeek: t('calendar.views.listWeek'),
          }}
          locales={[csLocale]}
          locale={i18n.language.startsWith('cs') ? 'cs' : i18n.language}
          firstDay={1}
          height="auto"
          events={events}
          editable
          eventResizableFromStart
          selectable
          selectMirror
          dayMaxEvents
          nowIndicator
          datesSet={onDates}
          eventDrop={onChange}
          eventResize={onChange}
          select={onSelect}
          eventClick={onClick}
          noEventsText={t('calendar.empty')}
        />
      </div>
    </Stack>
  );
}
