import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { actionState } from '../api/time-tracking.api.ts';
import { useCreateWork, useEditWork } from '../api/work-reports.api.ts';
import type { WeekCell, WeekRow } from '../utils/week-grid.ts';
import { noonIn } from '../utils/week-grid.ts';
import { workErrorMessage } from '../utils/work-errors.ts';
import { parseMinutesInput } from '../utils/work-input.ts';

const cellBox = { width: '100%', minHeight: 36, padding: '6px 8px', textAlign: 'right' } as const;

/** The time of a cell as shown: h:mm, or nothing for an empty one. */
const shown = (minutes: number, empty: boolean) => (empty ? '' : formatWorkMinutes(minutes));

/**
 * One day of a row. The viewer's own cell is a button that turns into an input (h:mm or
 * minutes): Enter or leaving it saves, Escape cancels. One report is edited at once (and put
 * back if refused), an empty cell makes a report at midday of its day; a cell of several reports
 * only lists them.
 */
export function TimesheetCell({
  row,
  cell,
  dayName,
  editable,
  timeZone,
}: {
  row: WeekRow;
  cell: WeekCell;
  dayName: string;
  editable: boolean;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  const edit = useEditWork();
  const create = useCreateWork();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const closed = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  const several = cell.reports.length > 1;
  const creating = create.isPending ? create.variables.minutes : null;
  const minutes = creating ?? cell.minutes;
  const empty = cell.reports.length === 0 && creating === null;
  const names = { task: row.task.name, day: dayName, time: formatWorkMinutes(minutes) };
  // The cell's last save: a creation, or an edit once one was made.
  const status = actionState(edit.isIdle || create.isPending ? create.status : edit.status);
  const failed = (reason: unknown) =>
    notifications.show({ color: 'red', message: workErrorMessage(reason, t) });

  const open = () => {
    closed.current = false;
    setText(empty ? '' : formatWorkMinutes(minutes));
    setError(null);
    setEditing(true);
  };
  const close = (focusBack: boolean) => {
    closed.current = true;
    refocus.current = focusBack;
    setEditing(false);
  };
  const commit = (focusBack: boolean) => {
    if (closed.current) return;
    const value = text.trim();
    if (value === '') return close(focusBack);
    const next = parseMinutesInput(value);
    if (next === null) return setError(t('timeTracking.errors.minutes'));
    const [report] = cell.reports;
    if (report) {
      if (next !== report.minutes)
        edit.mutate({ report, change: { minutes: next } }, { onError: failed });
    } else if (next > 0) {
      create.mutate(
        { minutes: next, dateReported: noonIn(cell.day, timeZone), task: { id: row.task.id } },
        { onError: failed },
      );
    }
    close(focusBack);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit(true);
    }
  };

  if (editing) {
    return (
      <TextInput
        size="xs"
        autoFocus
        aria-label={t('timeTracking.timesheet.input', names)}
        placeholder="h:mm"
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => commit(false)}
        styles={{ input: { textAlign: 'right', fontFamily: 'monospace' } }}
        miw={72}
      />
    );
  }
  if (several) {
    return (
      <Tooltip
        withArrow
        multiline
        events={{ hover: true, focus: true, touch: true }}
        label={
          <Stack gap={2}>
            {cell.reports.map((r) => (
              <Text key={r.id} size="xs">
                {formatWorkMinutes(r.minutes)}
                {r.note ? ` · ${r.note}` : ''}
              </Text>
            ))}
          </Stack>
        }
      >
        <Text
          component="span"
          tabIndex={0}
          ff="monospace"
          size="sm"
          display="block"
          style={{ ...cellBox, textDecoration: 'underline dotted' }}
          aria-label={t('timeTracking.timesheet.several', { ...names, count: cell.reports.length })}
          data-testid="timesheet-cell"
          data-day={cell.day}
        >
          {formatWorkMinutes(minutes)}
        </Text>
      </Tooltip>
    );
  }
  if (!editable || (cell.reports[0] && !cell.reports[0].canEdit)) {
    return (
      <Text
        ff="monospace"
        size="sm"
        style={cellBox}
        data-testid="timesheet-cell"
        data-day={cell.day}
      >
        {shown(minutes, empty)}
      </Text>
    );
  }
  return (
    <UnstyledButton
      ref={button}
      onClick={open}
      ff="monospace"
      fz="sm"
      style={{ ...cellBox, borderRadius: 4, outlineOffset: -2 }}
      aria-label={t(
        empty ? 'timeTracking.timesheet.emptyCell' : 'timeTracking.timesheet.cell',
        names,
      )}
      data-testid="timesheet-cell"
      data-day={cell.day}
      data-state={status}
      disabled={create.isPending}
    >
      {shown(minutes, empty) || (
        <Text span c="dimmed" aria-hidden>
          ·
        </Text>
      )}
    </UnstyledButton>
  );
}
