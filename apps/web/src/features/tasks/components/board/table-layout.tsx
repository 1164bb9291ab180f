import { useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { Anchor, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomField, Task } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { formatDateTime } from '../../../../lib/format.ts';
import { FinishCheckbox, moveKeyHandler, useTaskModalLink } from '../task-row.tsx';
import { formatDue } from '../../../../components/due-date-input.tsx';
import { useProjectCustomFields } from '../../api/custom-fields.api.ts';
import { CustomFieldValue } from '../custom-field-value.tsx';
import { TaskLabelChips } from '../../../../components/task-label-chips.tsx';
import { WindowVirtualList } from '../../../../components/virtual-list.tsx';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

interface Column {
  id: string;
  title: string;
  width: number;
  /** The value tasks are sorted by; null sorts last whichever the direction. */
  sortValue: (task: Task) => string | number | null;
  render: (task: Task) => ReactNode;
}

const PRIORITY_ORDER = { h: 3, m: 2, l: 1, n: 0 } as const;
const MIN_WIDTH = 60;

/** A task's value of a custom field, for sorting: an enum value by its name. */
function customSortValue(task: Task, field: CustomField): string | number | null {
  const value = task.custom_fields.find((f) => f.uuid === field.uuid)?.value;
  if (value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (field.type === 'enum') return field.enum_values.find((v) => v.uuid === value)?.name ?? null;
  return value.toLocaleLowerCase();
}

function NameCell({ task }: { task: Task }) {
  const link = useTaskModalLink(task.id);
  const finished = task.state.id === TASK_STATE.finished;
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <FinishCheckbox task={task} />
      <Anchor
        component={Link}
        to={link}
        size="sm"
        truncate
        c={finished ? 'dimmed' : undefined}
        td={finished ? 'line-through' : undefined}
        data-task-link
        onKeyDown={moveKeyHandler(task, undefined)}
      >
        {task.name}
      </Anchor>
    </Group>
  );
}

/** Sorts tasks by a column; equal values keep the board's order. */
export function sortTasks(
  tasks: readonly Task[],
  column: Column | undefined,
  direction: SortDirection,
) {
  if (!column) return [...tasks];
  const factor = direction === 'asc' ? 1 : -1;
  return tasks
    .map((task, index) => ({ task, index, value: column.sortValue(task) }))
    .sort((a, b) => {
      if (a.value === b.value) return a.index - b.index;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return (a.value < b.value ? -1 : 1) * factor;
    })
    .map((entry) => entry.task);
}

const storageKey = (projectId: number) => `tandem.table-widths.${projectId}`;
function readWidths(projectId: number): Record<string, number> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(projectId)) ?? '{}') as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}

/** The header of a column: sorts when pressed, resized by dragging or the arrow keys on its edge. */
function HeaderCell(props: {
  column: Column;
  width: number;
  sort: TableSort | null;
  onSort: () => void;
  onResize: (width: number) => void;
}) {
  const { t } = useTranslation();
  const { column, width, sort } = props;
  const sorted = sort?.column === column.id ? sort.direction : null;
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) =>
      props.onResize(Math.max(MIN_WIDTH, width + e.clientX - startX));
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
  };
  const keyResize = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    props.onResize(Math.max(MIN_WIDTH, width + (event.key === 'ArrowRight' ? 16 : -16)));
  };
  return (
    <div
      role="columnheader"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      style={{ ...cellStyle(width), position: 'relative', fontWeight: 600 }}
    >
      <UnstyledButton onClick={props.onSort} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
        {column.title} {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
      </UnstyledButton>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('board.table.resize', { column: column.title })}
        aria-valuenow={width}
        aria-valuemin={MIN_WIDTH}
        tabIndex={0}
        onPointerDown={startDrag}
        onKeyDown={keyResize}
        style={{
          position: 'absolute',
          right: 0,
          top: 0,
          bottom: 0,
          width: 8,
          cursor: 'col-resize',
          touchAction: 'none',
        }}
      />
    </div>
  );
}

const cellStyle = (width: number): CSSProperties => ({
  flex: `0 0 ${width}px`,
  width,
  padding: '6px 8px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
});

/** The table layout: one row per task, sortable and resizable columns, custom fields included. */
export function TableLayout({
  projectId,
  tasks,
  sort,
  onSortChange,
}: {
  projectId: number;
  tasks: Task[];
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [widths, setWidths] = useState(() => readWidths(projectId));
  const fields = useProjectCustomFields(projectId).data?.custom_fields ?? [];
  const columns: Column[] = [
    {
      id: 'name',
      title: t('board.table.name'),
      width: 320,
      sortValue: (task) => task.name.toLocaleLowerCase(),
      render: (task) => <NameCell task={task} />,
    },
    {
      id: 'tasklist',
      title: t('board.table.tasklist'),
      width: 160,
      sortValue: (task) => task.tasklist.name.toLocaleLowerCase(),
      render: (task) => task.tasklist.name,
    },
    {
      id: 'workers',
      title: t('board.table.workers'),
      width: 180,
      sortValue: (task) => task.workers[0]?.fullname.toLocaleLowerCase() ?? null,
      render: (task) => task.workers.map((w) => w.fullname).join(', '),
    },
    {
      id: 'due_date',
      title: t('board.table.dueDate'),
      width: 150,
      sortValue: (task) => task.due_date_end ?? task.due_date,
      render: (task) => {
        const due = task.due_date_end ?? task.due_date;
        return due ? formatDue(due, i18n.language) : '';
      },
    },
    {
      id: 'priority',
      title: t('board.table.priority'),
      width: 110,
      sortValue: (task) => PRIORITY_ORDER[task.priority_enum ?? 'n'] || null,
      render: (task) =>
        task.priority_enum && task.priority_enum !== 'n'
          ? t(`taskDetail.priorities.${task.priority_enum}`)
          : '',
    },
    {
      id: 'labels',
      title: t('board.table.labels'),
      width: 180,
      sortValue: (task) => task.labels[0]?.name.toLocaleLowerCase() ?? null,
      render: (task) => <TaskLabelChips labels={task.labels} />,
    },
    {
      id: 'state',
      title: t('board.table.state'),
      width: 110,
      sortValue: (task) => task.state.id,
      render: (task) =>
        t(`taskDetail.state.${task.state.id === TASK_STATE.finished ? 'finished' : 'active'}`),
    },
    {
      id: 'estimate',
      title: t('board.table.estimate'),
      width: 110,
      sortValue: (task) => task.total_time_estimate.minutes || null,
      render: (task) =>
        task.total_time_estimate.minutes
          ? t('board.table.minutes', { count: task.total_time_estimate.minutes })
          : '',
    },
    {
      id: 'date_add',
      title: t('board.table.created'),
      width: 170,
      sortValue: (task) => task.date_add,
      render: (task) => formatDateTime(task.date_add, i18n.language),
    },
    ...fields.map((field): Column => ({
      id: `cf:${field.uuid}`,
      title: field.name,
      width: 150,
      sortValue: (task) => customSortValue(task, field),
      render: (task) => (
        <CustomFieldValue
          field={field}
          value={task.custom_fields.find((f) => f.uuid === field.uuid)?.value}
        />
      ),
    })),
  ];
  const widthOf = (column: Column) => widths[column.id] ?? column.width;
  const resize = (id: string, width: number) =>
    setWidths((current) => {
      const next = { ...current, [id]: width };
      localStorage.setItem(storageKey(projectId), JSON.stringify(next));
      return next;
    });
  const toggleSort = (id: string) => {
    if (sort?.column !== id) return onSortChange({ column: id, direction: 'asc' });
    if (sort.direction === 'asc') return onSortChange({ column: id, direction: 'desc' });
    onSortChange(null);
  };
  const rows = sortTasks(
    tasks,
    columns.find((c) => c.id === sort?.column),
    sort?.direction ?? 'asc',
  );
  const totalWidth = columns.reduce((sum, c) => sum + widthOf(c), 0);

  return (
    <Box style={{ overflowX: 'auto' }}>
      <div
        role="table"
        aria-label={t('board.table.label')}
        aria-rowcount={rows.length + 1}
        style={{ width: totalWidth }}
        data-testid="task-table"
      >
        <div role="rowgroup">
          <div
            role="row"
            style={{
              display: 'flex',
              borderBottom: '2px solid var(--mantine-color-default-border)',
            }}
          >
            {columns.map((column) => (
              <HeaderCell
                key={column.id}
                column={column}
                width={widthOf(column)}
                sort={sort}
                onSort={() => toggleSort(column.id)}
                onResize={(width) => resize(column.id, width)}
              />
            ))}
          </div>
        </div>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" p="md">
            {t('board.noMatches')}
          </Text>
        ) : (
          <div role="rowgroup">
            <WindowVirtualList
              items={rows}
              getKey={(task) => task.id}
              estimateSize={37}
              roles="presentation"
              renderItem={(task) => (
                <div
                  role="row"
                  data-testid="table-row"
                  data-task-id={task.id}
                  style={{
                    display: 'flex',
                    borderBottom: '1px solid var(--mantine-color-default-border)',
                    fontSize: 'var(--mantine-font-size-sm)',
                  }}
                >
                  {columns.map((column) => (
                    <div role="cell" key={column.id} style={cellStyle(widthOf(column))}>
                      {column.render(task)}
                    </div>
                  ))}
                </div>
              )}
            />
          </div>
        )}
      </div>
    </Box>
  );
}
