import { Alert, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';
import type { TaskEdit } from '../../../../lib/tasks/task-changes.ts';
import { resolveConflict, useTaskConflict } from '../../../../lib/tasks/task-conflicts.ts';

/** A field's value as the conflict shows it: plain text, a dash for none. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  // Descriptions are HTML: their text is enough to tell the two apart.
  return (typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An edit of this task clashed with someone else's made meanwhile: both values side by side, and
 * the choice to send this person's again over the server's, or to keep the server's.
 */
export function TaskConflictAlert({
  task,
  onKeepMine,
}: {
  task: Task;
  /** Sends the edit again, at the server's version. */
  onKeepMine: (edit: TaskEdit, version: number) => void;
}) {
  const { t } = useTranslation();
  const conflict = useTaskConflict(task.id);
  if (!conflict) return null;
  const fields = Object.keys(conflict.mine) as Array<keyof TaskEdit>;
  return (
    <Alert color="red" title={t('taskChanges.conflictTitle')} data-testid="task-conflict">
      {t('taskChanges.conflictText')}
      <Table mt="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('taskChanges.field')}</Table.Th>
            <Table.Th>{t('taskChanges.yours')}</Table.Th>
            <Table.Th>{t('taskChanges.theirs')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field}>
              <Table.Td>{t(`taskChanges.fields.${field}`)}</Table.Td>
              <Table.Td>{shown(conflict.mine[field])}</Table.Td>
              <Table.Td>{shown(conflict.theirs[field])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="sm" gap="xs">
        <Button
          size="xs"
          color="red"
          onClick={() => {
            resolveConflict(task.id);
            onKeepMine(conflict.mine, Math.max(conflict.version, task.version));
          }}
        >
          {t('taskChanges.keepMine')}
        </Button>
        <Button size="xs" variant="default" onClick={() => resolveConflict(task.id)}>
          {t('taskChanges.takeTheirs')}
        </Button>
      </Group>
    </Alert>
  );
}
