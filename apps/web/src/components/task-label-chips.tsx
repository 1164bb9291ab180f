import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';
import { labelColorCss } from '../lib/label-color.ts';

type TaskLabel = Task['labels'][number];

/** One label in its colour. */
export function TaskLabelChip({ label, size = 'sm' }: { label: TaskLabel; size?: 'xs' | 'sm' }) {
  return (
    <Badge
      color={labelColorCss(label.color)}
      autoContrast
      variant="filled"
      radius="sm"
      tt="none"
      size={size}
      maw={200}
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
      data-testid="task-label"
    >
      {label.name}
    </Badge>
  );
}

/** A task's labels as coloured chips, for task rows and cards; nothing when it has none. */
export function TaskLabelChips({
  labels,
  size = 'xs',
}: {
  labels: readonly TaskLabel[];
  size?: 'xs' | 'sm';
}) {
  // Most rows have none: they skip the translation hook altogether.
  return labels.length === 0 ? null : <LabelChipList labels={labels} size={size} />;
}

function LabelChipList({ labels, size }: { labels: readonly TaskLabel[]; size: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      component="ul"
      aria-label={t('taskLabels.title')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {labels.map((label) => (
        <li key={label.uuid}>
          <TaskLabelChip label={label} size={size} />
        </li>
      ))}
    </Group>
  );
}
