import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tasklist } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRenameTasklist } from '../api/tasklists.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/**
 * The inline rename of a task list: Enter saves, Escape cancels. When someone else changed the
 * list meanwhile (409), it offers to reload it and keeps what the user typed.
 */
export function RenameTasklistForm({
  tasklist,
  onDone,
}: {
  tasklist: Tasklist;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rename = useRenameTasklist();
  const [name, setName] = useState(tasklist.name);
  const conflict = rename.error instanceof ApiError && rename.error.code === 'CONFLICT';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === tasklist.name) return onDone();
    rename.mutate({ tasklist, name }, { onSuccess: onDone });
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: taskKeys.tasklists(tasklist.project.id) });
    rename.reset();
  };

  return (
    <Stack gap="xs" component="form" onSubmit={submit} style={{ flex: 1 }}>
      <TextInput
        aria-label={t('tasklists.nameLabel')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={cancelOnEscape}
        maxLength={LIMITS.nameMax}
        required
        autoFocus
        error={fieldError(rename.error, 'name')}
      />
      <FormAlert error={rename.error} fields={['name']} />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={rename.isPending}>
          {t('common.save')}
        </Button>
        <Button type="button" size="xs" variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        {conflict && (
          <Button type="button" size="xs" variant="light" onClick={() => void reload()}>
            {t('tasklists.reload')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
