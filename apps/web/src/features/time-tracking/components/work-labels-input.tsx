import { useState } from 'react';
import { Group, MultiSelect, Text } from '@mantine/core';
import type { WorkLabel } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { labelColorCss } from '../../../lib/label-color.ts';
import { useAvailableLabels } from '../../../lib/tasks/available-labels.api.ts';

/**
 * The labels of a report or a timer, picked among those the person can use on its task (their
 * own and the project's). `onChange` gets the picked labels, whole, in the order picked.
 */
export function WorkLabelsInput({
  taskId,
  value,
  onChange,
  error,
  disabled,
  size = 'xs',
}: {
  taskId: number;
  value: readonly WorkLabel[];
  onChange: (labels: WorkLabel[]) => void;
  error?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const available = useAvailableLabels(taskId);
  const known = new Map<string, WorkLabel>(value.map((l) => [l.uuid, l]));
  for (const l of available.data ?? []) known.set(l.uuid, l);
  return (
    // Escape closes the open list only, not the form around it.
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) event.stopPropagation();
      }}
    >
      <MultiSelect
        onDropdownOpen={() => setOpen(true)}
        onDropdownClose={() => setOpen(false)}
        size={size}
        label={t('timeTracking.fields.labels')}
        placeholder={value.length === 0 ? t('timeTracking.labels.placeholder') : undefined}
        data={[...known.values()].map((l) => ({ value: l.uuid, label: l.name }))}
        value={value.map((l) => l.uuid)}
        onChange={(uuids) => onChange(uuids.flatMap((uuid) => known.get(uuid) ?? []))}
        renderOption={({ option }) => (
          <Group gap={6} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                borderRadius: 3,
                flex: 'none',
                background: labelColorCss(known.get(option.value)?.color ?? null),
                border: '1px solid var(--mantine-color-default-border)',
              }}
            />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        searchable
        hidePickedOptions
        maxValues={LIMITS.taskLabelsMax}
        nothingFoundMessage={
          available.isPending
            ? t('common.loading')
            : known.size > 0 && value.length === known.size
              ? t('timeTracking.labels.allPicked')
              : t('timeTracking.labels.nothingFound')
        }
        error={error}
        disabled={disabled}
        miw={0}
        comboboxProps={{ withinPortal: true }}
        data-testid="work-labels"
      />
    </div>
  );
}
