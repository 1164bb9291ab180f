import { useMemo } from 'react';
import { Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Person, Task } from '@tandem/contract';
import { QueryState } from '../../../../components/query-state.tsx';
import { useMoveTask } from '../../api/task-move.api.ts';
import { useProjectCustomFields } from '../../api/custom-fields.api.ts';
import { useProjectTasks, useTasklists } from '../../../../lib/tasks/tasks.api.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifications } from '@mantine/notifications';
import { matchesTaskFilter, parseTaskFilter, writeTaskFilter } from '../../utils/task-filter.ts';
import { TasklistsBoard } from '../tasklists-board.tsx';
import { FilterBar } from './filter-bar.tsx';
import { KanbanLayout } from './kanban-layout.tsx';
import type { TableSort } from './table-layout.tsx';
import { TableLayout } from './table-layout.tsx';
import { useBoardDrag } from './use-board-drag.ts';
import { DragArea } from '../../../../components/drag/drag-area.tsx';
import { useReorderTasklists } from '../../../../lib/tasks/tasklist-order.api.ts';

/** The task layouts a project page offers here; timeline and mind map come later. */
export const TASK_LAYOUTS = ['rows', 'kanban', 'table'] as const;
export type TaskLayout = (typeof TASK_LAYOUTS)[number];

/** The tasks of each list in board order, only those that meet the filter. */
function groupTasks(tasks: readonly Task[], keep: (task: Task) => boolean) {
  const byList = new Map<number, Task[]>();
  for (const task of tasks) {
    if (!keep(task)) continue;
    const list = byList.get(task.tasklist.id);
    if (list) list.push(task);
    else byList.set(task.tasklist.id, [task]);
  }
  return byList;
}

/**
 * A project's tasks in the chosen layout (rows, kanban or table) under one filter bar. The
 * filter and the table's sort live in the address; the layout is the page's to remember.
 */
export function ProjectTasksView(props: {
  projectId: number;
  layout: TaskLayout;
  onLayoutChange: (layout: TaskLayout) => void;
  people: Person[];
  canCreateTasklist: boolean;
  createDeniedBy: Person | null;
  /** Show only this task list (the task-list page). */
  onlyTasklistId?: number;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseTaskFilter(params), [params]);
  const tasklists = useTasklists(props.projectId);
  const tasks = useProjectTasks(props.projectId);
  const customFields = useProjectCustomFields(props.projectId).data?.custom_fields ?? [];
  const now = useMemo(() => new Date(), []);
  const only = props.onlyTasklistId;
  const keep = (task: Task) =>
    (only === undefined || task.tasklist.id === only) && matchesTaskFilter(task, filter, now);
  const byList = useMemo(
    () =>
      groupTasks(
        tasks.data ?? [],
        (task) =>
          (only === undefined || task.tasklist.id === only) && matchesTaskFilter(task, filter, now),
      ),
    [tasks.data, filter, now, only],
  );
  const visibleLists = useMemo(
    () =>
      (tasklists.data ?? []).filter(
        (l) =>
          (only === undefined || l.id === only) &&
          (l.state.state !== 'finished' || byList.has(l.id)),
      ),
    [tasklists.data, byList, only],
  );
  const listOrder = useMemo(() => (tasklists.data ?? []).map((l) => l.id), [tasklists.data]);
  const move = useMoveTask(props.projectId);
  const reorder = useReorderTasklists(props.projectId);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const { drag, strategy } = useBoardDrag(
    visibleLists,
    byList,
    (task, target) =>
      move.mutate(
        {
          task,
          to: {
            ...target,
            projectId: props.projectId,
            tasklistName:
              visibleLists.find((l) => l.id === target.tasklistId)?.name ?? task.tasklist.name,
          },
        },
        { onError: failed },
      ),
    {
      axis: props.layout === 'kanban' ? 'x' : 'y',
      listOrder,
      onReorder: (order) => reorder.mutate(order, { onError: failed }),
    },
  );
  const labelNames = useMemo(
    () => [...new Set((tasks.data ?? []).flatMap((task) => task.labels.map((l) => l.name)))],
    [tasks.data],
  );
  const sortParam = params.get('sort');
  const sort: TableSort | null = sortParam
    ? { column: sortParam, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' }
    : null;
  const update = (next: URLSearchParams) => setParams(next, { replace: true });

  return (
    <DragArea strategy={strategy}>
      <Stack gap="sm" data-task-board>
        {/* The task lists' headings (h3) sit under the page's h1: the board is the level between. */}
        <VisuallyHidden component="h2">{t('board.heading')}</VisuallyHidden>
        <Group justify="space-between" align="flex-start" gap="xs">
          <SegmentedControl
            aria-label={t('board.layout')}
            value={props.layout}
            onChange={(value) => props.onLayoutChange(value)}
            data={TASK_LAYOUTS.map((value) => ({ value, label: t(`board.layouts.${value}`) }))}
          />
        </Group>
        <FilterBar
          filter={filter}
          onChange={(next) => update(writeTaskFilter(params, next))}
          people={props.people}
          labelNames={labelNames}
          customFields={customFields}
        />
        {props.layout === 'rows' && (
          <TasklistsBoard
            projectId={props.projectId}
            canCreateTasklist={props.canCreateTasklist}
            createDeniedBy={props.createDeniedBy}
            keepTask={keep}
            onlyTasklistId={only}
            drag={drag}
          />
        )}
        {props.layout !== 'rows' && (
          <QueryState query={tasklists}>
            {() => (
              <QueryState query={tasks}>
                {(all) =>
                  props.layout === 'kanban' ? (
                    visibleLists.length === 0 ? (
                      <Text c="dimmed">{t('tasks.noTasklists')}</Text>
                    ) : (
                      <KanbanLayout tasklists={visibleLists} tasksByList={byList} drag={drag} />
                    )
                  ) : (
                    <TableLayout
                      projectId={props.projectId}
                      tasks={all.filter(keep)}
                      sort={sort}
                      onSortChange={(next) => {
                        const p = new URLSearchParams(params);
                        if (next) {
                          p.set('sort', next.column);
                          p.set('dir', next.direction);
                        } else {
                          p.delete('sort');
                          p.delete('dir');
                        }
                        update(p);
                      }}
                    />
                  )
                }
              </QueryState>
            )}
          </QueryState>
        )}
      </Stack>
    </DragArea>
  );
}
