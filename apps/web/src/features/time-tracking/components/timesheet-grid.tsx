import { Anchor, Stack, Table, Text } from '@mantine/core';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/format.ts';
import type { WeekGrid } from '../utils/week-grid.ts';
import { TimesheetCell } from './timesheet-cell.tsx';

// The task column stays in view while the days scroll sideways on a phone.
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 160,
  maxWidth: 240,
} as const;

const dayFormat = (locale: string, long: boolean) =>
  dateTimeFormat(locale, {
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'numeric',
    timeZone: 'UTC',
  });
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The week's grid: a row per person and task, a column per day, with totals. */
export function TimesheetGrid({
  grid,
  viewerId,
  today,
  timeZone,
  showPeople,
}: {
  grid: WeekGrid;
  viewerId: number;
  today: string;
  timeZone: string | undefined;
  showPeople: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dayNames = grid.days.map((day) => dayFormat(i18n.language, true).format(dayDate(day)));
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={0}
        horizontalSpacing={0}
        data-testid="timesheet"
        aria-label={t('timeTracking.timesheet.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={sticky} px="sm" py={6}>
              {t('timeTracking.timesheet.task')}
            </Table.Th>
            {grid.days.map((day, i) => (
              <Table.Th
                key={day}
                ta="right"
                px="sm"
                py={6}
                abbr={dayNames[i]}
                aria-current={day === today ? 'date' : undefined}
                c={day === today ? 'var(--mantine-primary-color-filled)' : undefined}
              >
                {dayFormat(i18n.language, false).format(dayDate(day))}
              </Table.Th>
            ))}
            <Table.Th ta="right" px="sm" py={6}>
              {t('timeTracking.timesheet.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.rows.map((row) => (
            <Table.Tr key={row.key} data-testid="timesheet-row">
              <Table.Th scope="row" style={sticky} px="sm" py={4} fw={400}>
                <Stack gap={0}>
                  <Anchor component={Link} to={`/task/${row.task.id}`} size="sm" fw={500} truncate>
                    {row.task.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {showPeople
                      ? `${row.task.project.name} · ${row.worker.fullname}`
                      : row.task.project.name}
                  </Text>
                </Stack>
              </Table.Th>
              {row.cells.map((cell, i) => (
                <Table.Td key={cell.day} p={2}>
                  <TimesheetCell
                    row={row}
                    cell={cell}
                    dayName={dayNames[i]!}
                    editable={row.worker.id === viewerId}
                    timeZone={timeZone}
                  />
                </Table.Td>
              ))}
              <Table.Td
                ta="right"
                px="sm"
                ff="monospace"
                fw={600}
                data-testid="timesheet-row-total"
              >
                {formatWorkMinutes(row.minutes)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="timesheet-totals">
            <Table.Th scope="row" style={sticky} px="sm" py={6}>
              {t('timeTracking.timesheet.total')}
            </Table.Th>
            {grid.dayMinutes.map((minutes, i) => (
              <Table.Td key={grid.days[i]} ta="right" px="sm" ff="monospace" fw={600}>
                {formatWorkMinutes(minutes)}
              </Table.Td>
            ))}
            <Table.Td ta="right" px="sm" ff="monospace" fw={700} data-testid="timesheet-total">
              {formatWorkMinutes(grid.minutes)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
