import { Checkbox, Text } from '@mantine/core';
import { useWaitingCreates } from '../../lib/tasks/pending-task-changes.ts';
import { WaitingMark } from './task-change-mark.tsx';

/** The tasks added to a list while offline, shown at its end until the server has them. */
export function WaitingCreates({ tasklistId }: { tasklistId: number }) {
  const names = useWaitingCreates(tasklistId);
  return names.map((name, index) => (
    <div key={`${index}-${name}`} data-testid="waiting-task" style={ROW_STYLE}>
      <Checkbox checked={false} disabled readOnly aria-label={name} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <WaitingMark />
    </div>
  ));
}

const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 8, paddingBlock: 4 } as const;
