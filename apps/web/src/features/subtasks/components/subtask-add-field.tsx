import { useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { useCreateTaskcheck, useCreateTaskchecksBulk } from '../api/taskchecks.api.ts';

const linesOf = (text: string) => text.split(/\r\n|\r|\n/u).filter((line) => line.trim() !== '');

/**
 * The field that adds subtasks: Enter (or the button) adds the name typed; pasting several lines
 * offers to add one subtask a line, and lists the lines the server could not take.
 */
export function SubtaskAddField({
  task,
  count,
}: {
  task: Pick<Task, 'id' | 'project'>;
  /** How many subtasks the task has: it takes at most LIMITS.taskchecksMax. */
  count: number;
}) {
  const { t } = useTranslation();
  const create = useCreateTaskcheck(task);
  const bulk = useCreateTaskchecksBulk(task);
  const [name, setName] = useState('');
  const [pasted, setPasted] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);

  const room = Math.max(0, LIMITS.taskchecksMax - count);
  const add = () => {
    if (!name.trim() || create.isPending || room === 0) return;
    create.mutate(name, { onSuccess: () => setName('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (linesOf(text).length < 2) return;
    event.preventDefault();
    setPasted(text);
  };
  const addAll = (text: string) =>
    bulk.mutate(text, {
      onSuccess: ({ invalid_taskchecks_names }) => {
        setPasted(null);
        setRejected(invalid_taskchecks_names);
      },
    });
  const pastedLines = pasted === null ? [] : linesOf(pasted);
  const error =
    room === 0
      ? t('taskchecks.full', { max: LIMITS.taskchecksMax })
      : create.error
        ? (fieldError(create.error, 'name') ?? errorMessage(create.error, t))
        : undefined;
  const tooMany = pastedLines.length > Math.min(room, LIMITS.taskchecksBulkMax);

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t('taskchecks.add')}
          placeholder={t('taskchecks.addPlaceholder')}
          maxLength={LIMITS.nameMax}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          disabled={room === 0}
          error={error}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="light" onClick={add} loading={create.isPending} disabled={room === 0}>
          {t('taskchecks.addButton')}
        </Button>
      </Group>
      {pasted !== null && (
        <Alert color="blue" role="dialog" aria-label={t('taskchecks.pasteTitle')}>
          <Text size="sm">{t('taskchecks.pasteOffer', { count: pastedLines.length })}</Text>
          {tooMany && (
            <Text size="sm" c="red">
              {t('taskchecks.tooMany', { count: Math.min(room, LIMITS.taskchecksBulkMax) })}
            </Text>
          )}
          {bulk.error && (
            <Text size="sm" c="red" role="alert">
              {fieldError(bulk.error, 'names') ?? errorMessage(bulk.error, t)}
            </Text>
          )}
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              onClick={() => addAll(pasted)}
              loading={bulk.isPending}
              disabled={tooMany}
            >
              {t('taskchecks.addAll', { count: pastedLines.length })}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setName(pastedLines.map((line) => line.trim()).join(' '));
                setPasted(null);
              }}
            >
              {t('taskchecks.pasteAsOne')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setPasted(null)}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Alert>
      )}
      {rejected.length > 0 && (
        <Alert
          color="orange"
          role="alert"
          title={t('taskchecks.rejected', { count: rejected.length })}
          withCloseButton
          closeButtonLabel={t('taskchecks.dismiss')}
          onClose={() => setRejected([])}
        >
          <List size="sm">
            {rejected.map((line, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
