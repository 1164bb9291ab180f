import { Fragment, useState } from 'react';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { WorkReportFilter, WorkReportGrouping, WorkSums } from '@tandem/contract';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { hasTasks } from '../api/reports.api.ts';
import { formatCosts } from '../utils/sum-rows.ts';
import type { SumRow } from '../utils/sum-rows.ts';
import { GroupTaskRows } from './group-task-rows.tsx';
import { SumCells } from './sum-cells.tsx';

/** A row's name, and where it belongs. */
function RowName({ row }: { row: SumRow }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {row.name}
      </Text>
      {row.context && (
        <Text size="xs" c="dimmed">
          {row.context}
        </Text>
      )}
    </>
  );
}

/**
 * The report's sums as a table with a total row. Groups of projects, task lists and people open
 * to show their tasks. On a narrow screen the table scrolls sideways.
 */
export function SumsTable(props: {
  rows: SumRow[];
  grouping: WorkReportGrouping;
  total: WorkSums;
  conds: WorkReportFilter;
}) {
  const { t, i18n } = useTranslation();
  const { rows, grouping, total } = props;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const expandable = hasTasks(grouping);
  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover aria-label={t('reports.table')} data-testid="report-table">
        <Table.Thead>
          <Table.Tr>
            {expandable && <Table.Th w={40} />}
            <Table.Th>{t(`reports.column.${grouping}`)}</Table.Th>
            <Table.Th ta="right">{t('reports.column.time')}</Table.Th>
            <Table.Th ta="right">{t('reports.column.share')}</Table.Th>
            <Table.Th ta="right">{t('reports.column.cost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const opened = open.has(row.key);
            return (
              <Fragment key={row.key}>
                <Table.Tr data-testid="report-row">
                  {expandable && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => toggle(row.key)}
                        aria-expanded={opened}
                        aria-label={t(opened ? 'reports.collapse' : 'reports.expand', {
                          name: row.name,
                        })}
                      >
                        {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                  )}
                  <SumCells
                    name={<RowName row={row} />}
                    minutes={row.minutes}
                    costs={row.costs}
                    total={total.minutes}
                  />
                </Table.Tr>
                {expandable && opened && row.id !== null && (
                  <GroupTaskRows
                    grouping={grouping}
                    conds={props.conds}
                    groupId={row.id}
                    total={total.minutes}
                  />
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {expandable && <Table.Td />}
            <Table.Td>{t('reports.total')}</Table.Td>
            <Table.Td ta="right" data-testid="report-total">
              {formatWorkMinutes(total.minutes)}
            </Table.Td>
            <Table.Td />
            <Table.Td ta="right">{formatCosts(total.costs, i18n.language)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
