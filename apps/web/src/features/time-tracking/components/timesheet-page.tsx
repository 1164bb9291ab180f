import { useState } from 'react';
import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { WorkTask } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { addDays, formatDay, todayIn } from '../../../lib/calendar-day.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAllWorkReports } from '../api/week-reports.api.ts';
import { buildWeekGrid, mondayOf, peopleOf } from '../utils/week-grid.ts';
import { TaskPicker } from './task-picker.tsx';
import { TimesheetGrid } from './timesheet-grid.tsx';

/** Previous week, this week, next week; the week is kept in the address (`?week=`). */
function WeekNav({ monday, thisMonday }: { monday: string; thisMonday: string }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const go = (week: string) => {
    const params = new URLSearchParams(search);
    params.set('week', week);
    setSearch(params);
  };
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={t('timeTracking.timesheet.weeks')}>
      <Button variant="default" size="xs" onClick={() => go(addDays(monday, -7))}>
        {t('timeTracking.timesheet.previous')}
      </Button>
      <Button
        variant="default"
        size="xs"
        onClick={() => go(thisMonday)}
        aria-pressed={monday === thisMonday}
      >
        {t('timeTracking.timesheet.thisWeek')}
      </Button>
      <Button variant="default" size="xs" onClick={() => go(addDays(monday, 7))}>
        {t('timeTracking.timesheet.next')}
      </Button>
      <Text size="sm" fw={500} data-testid="timesheet-week">
        {t('timeTracking.timesheet.week', {
          from: formatDay(monday, i18n.language),
          to: formatDay(addDays(monday, 6), i18n.language),
        })}
      </Text>
    </Group>
  );
}

/**
 * /work-reports/timesheet: the week's time as a grid of people and tasks by day, the viewer's
 * own cells editable in place; those who see others' time can narrow it to one person.
 */
export function TimesheetPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const timeZone = user.timezone;
  const [search, setSearch] = useSearchParams();
  const today = todayIn(timeZone);
  const thisMonday = mondayOf(today)!;
  const monday = mondayOf(search.get('week') ?? '') ?? thisMonday;
  const person = Number(search.get('person')) || null;
  const reports = useAllWorkReports({ date_from: monday, date_to: addDays(monday, 6) });
  const [added, setAdded] = useState<Record<string, WorkTask[]>>({});
  const choosePerson = (id: string | null) => {
    const params = new URLSearchParams(search);
    if (id) params.set('person', id);
    else params.delete('person');
    setSearch(params, { replace: true });
  };
  const addTask = (task: WorkTask | null) => {
    if (!task) return;
    setAdded((all) => ({
      ...all,
      [monday]: [...(all[monday] ?? []).filter((other) => other.id !== task.id), task],
    }));
  };
  return (
    <Page
      title={t('timeTracking.timesheet.title')}
      actions={
        <Anchor component={Link} to="/timetracking">
          {t('timeTracking.title')}
        </Anchor>
      }
    >
      <WeekNav monday={monday} thisMonday={thisMonday} />
      <QueryState query={reports}>
        {({ reports: list }) => {
          const people = peopleOf(list);
          const others = people.some((p) => p.id !== user.id);
          const me = { id: user.id, fullname: user.fullname };
          const extra = (added[monday] ?? []).map((task) => ({ worker: me, task }));
          const ofPerson = <T extends { worker: { id: number } }>(items: T[]) =>
            person ? items.filter((item) => item.worker.id === person) : items;
          const grid = buildWeekGrid(ofPerson(list), monday, timeZone, ofPerson(extra));
          return (
            <Stack gap="md">
              {others && (
                <Select
                  label={t('timeTracking.timesheet.person')}
                  placeholder={t('timeTracking.timesheet.everyone')}
                  clearable
                  value={person ? String(person) : null}
                  onChange={choosePerson}
                  data={people.map((p) => ({ value: String(p.id), label: p.fullname }))}
                  maw={320}
                />
              )}
              {grid.rows.length === 0 ? (
                <Alert variant="light" data-testid="timesheet-empty">
                  {t('timeTracking.timesheet.empty')}
                </Alert>
              ) : (
                <TimesheetGrid
                  grid={grid}
                  viewerId={user.id}
                  today={today}
                  timeZone={timeZone}
                  showPeople={others && !person}
                />
              )}
              {(!person || person === user.id) && (
                <TaskPicker
                  key={`${monday}-${(added[monday] ?? []).length}`}
                  label={t('timeTracking.timesheet.addTask')}
                  value={null}
                  onChange={addTask}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Page>
  );
}
