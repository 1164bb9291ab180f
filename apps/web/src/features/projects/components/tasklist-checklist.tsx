import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TasklistOption {
  id: number;
  name: string;
}

/** Checkboxes for choosing the task lists a person may see. */
export function TasklistChecklist({
  label,
  tasklists,
  value,
  onChange,
}: {
  label: string;
  tasklists: TasklistOption[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={label}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
    >
      <Stack gap={6} mt="xs">
        {tasklists.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('invite.noLists')}
          </Text>
        ) : (
          tasklists.map((list) => (
            <Checkbox key={list.id} value={String(list.id)} label={list.name} />
          ))
        )}
      </Stack>
    </Checkbox.Group>
  );
}
