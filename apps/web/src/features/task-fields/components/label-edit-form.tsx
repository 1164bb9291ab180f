import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Label, Task } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useEditLabel } from '../api/task-labels.api.ts';
import { LabelColorPicker } from './label-color-picker.tsx';

/** Renames and recolours a label the viewer owns; every task carrying it changes. */
export function LabelEditForm({
  task,
  label,
  onDone,
}: {
  task: Task;
  label: Label;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditLabel(task);
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState<string | null>(label.color);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ uuid: label.uuid, change: { name, color } }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} aria-label={t('taskLabels.editTitle', { name: label.name })}>
      <Stack gap="xs">
        <FormAlert error={edit.error} fields={['name', 'color']} />
        <TextInput
          label={t('taskLabels.name')}
          size="xs"
          required
          maxLength={LIMITS.labelNameMax}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError(edit.error, 'name')}
          data-autofocus
        />
        <LabelColorPicker value={color} onChange={setColor} />
        {fieldError(edit.error, 'color') && (
          <Text size="xs" c="red">
            {fieldError(edit.error, 'color')}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={edit.isPending} disabled={!name.trim()}>
            {t('taskLabels.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('taskLabels.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
