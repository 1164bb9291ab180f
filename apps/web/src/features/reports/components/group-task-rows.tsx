import { Skeleton, Table, Text } from '@mantine/core';
import type { WorkReportFilter, WorkReportTaskGrouping } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGroupTasks } from '../api/reports.api.ts';
import { SumCells } from './sum-cells.tsx';

const COLUMNS = 5;

/** The filter field that narrows a report to one group of a grouping. */
const GROUP_FIELD = {
  projects: 'projects_ids',
  tasklists: 'tasklists_ids',
  users: 'users_ids',
} as const satisfies Record<WorkReportTaskGrouping, keyof WorkReportFilter>;

/**
 * The tasks of an opened group, as rows under it: asked for that group alone (a year of a big
 * team is tens of thousands of tasks over all groups).
 */
export function GroupTaskRows(props: {
  grouping: WorkReportTaskGrouping;
  conds: WorkReportFilter;
  groupId: number;
  total: number;
}) {
  const { t } = useTranslation();
  const tasks = useGroupTasks(
    props.grouping,
    { ...props.conds, [GROUP_FIELD[props.grouping]]: [props.groupId] },
    true,
  );
  if (tasks.isPending)
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Skeleton height={20} radius="sm" aria-label={t('common.loading')} />
        </Table.Td>
      </Table.Tr>
    );
  if (tasks.isError)
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Text size="sm" c="red" role="alert">
            {t('reports.tasksFailed')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  const group = tasks.data.groups.find((g) => g.id === props.groupId);
  return (
    <>
      {(group?.tasks ?? []).map((task) => (
        <Table.Tr key={task.id} data-testid="report-task-row">
          <Table.Td />
          <SumCells
            indent
            name={
              <>
                <Text size="sm" component={Link} to={`/task/${task.id}`} c="inherit">
                  {task.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {task.project.name} · {task.tasklist.name}
                </Text>
              </>
            }
            minutes={task.minutes}
            costs={task.costs}
            total={props.total}
          />
        </Table.Tr>
      ))}
    </>
  );
}
