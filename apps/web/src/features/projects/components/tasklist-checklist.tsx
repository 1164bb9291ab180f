import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TasklistOption {
  id: number;
  name: string;
}

/**
 * Which task lists a person may see: all of them, or only the ones checked, one checkbox each
 * shown once "all" is off.
 */
export function TasklistChecklist({
  seeAll,
  onSeeAllChange,
  tasklists,
  value,
  onChange,
}: {
  seeAll: boolean;
  onSeeAllChange: (seeAll: boolean) => void;
  tasklists: TasklistOption[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        label={t('invite.seeAll')}
        checked={seeAll}
        onChange={(e) => onSeeAllChange(e.currentTarget.checked)}
      />
      {!seeAll && (
        <Checkbox.Group
          label={t('invite.onlyLists')}
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
      )}
    </>
  );
}
