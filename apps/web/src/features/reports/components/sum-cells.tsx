import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { Money } from '@tandem/contract';
import { formatWorkMinutes } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.ts';
import { formatCosts } from '../utils/sum-rows.ts';

/** The cells of a row of sums: its name, its time, its share of the total time, its cost. */
export function SumCells(props: {
  name: ReactNode;
  minutes: number;
  costs: readonly Money[];
  /** All the report's minutes, for the share. */
  total: number;
  indent?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <>
      <Table.Td pl={props.indent ? 'lg' : undefined}>{props.name}</Table.Td>
      <Table.Td ta="right" data-testid="report-minutes">
        {formatWorkMinutes(props.minutes)}
      </Table.Td>
      <Table.Td ta="right" c="dimmed">
        {props.total > 0 ? formatPercent(props.minutes / props.total, i18n.language) : '—'}
      </Table.Td>
      <Table.Td ta="right">{formatCosts(props.costs, i18n.language)}</Table.Td>
    </>
  );
}
