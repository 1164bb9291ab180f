import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/errors.ts';
import type { ActionState } from '../api/time-tracking.api.ts';
import { parseMinutesInput } from '../utils/work-input.ts';
import { formErrorMessage } from '../utils/work-errors.ts';

/**
 * A small inline form of time (h:mm or minutes) and a note: Enter or the button sends it, Escape
 * or Cancel leaves. `error` is the server's refusal of the last try, shown beside its field.
 */
export function MinutesNoteForm({
  label,
  submitLabel,
  minutes: initialMinutes = '',
  note: initialNote = '',
  error,
  state,
  conflict,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  submitLabel: string;
  minutes?: string;
  note?: string;
  error: unknown;
  state: ActionState;
  /** The text key of what a conflict (409) means here. */
  conflict?: string;
  onSubmit: (values: { minutes: number; note: string }) => void;
  onCancel: () => void;
  /** More fields, after the note. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [minutesText, setMinutesText] = useState(initialMinutes);
  const [note, setNote] = useState(initialNote);
  const [invalid, setInvalid] = useState(false);
  const general = formErrorMessage(error, t, conflict);
  const submit = () => {
    const minutes = parseMinutesInput(minutesText);
    setInvalid(minutes === null);
    if (minutes !== null) onSubmit({ minutes, note: note.trim() });
  };
  return (
    <Group
      component="form"
      gap="xs"
      align="flex-start"
      wrap="wrap"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <TextInput
        size="xs"
        w={110}
        label={t('timeTracking.fields.minutes')}
        placeholder="1:30"
        inputMode="numeric"
        autoFocus
        value={minutesText}
        onChange={(event) => setMinutesText(event.currentTarget.value)}
        error={invalid ? t('timeTracking.errors.minutes') : fieldError(error, 'minutes')}
      />
      <TextInput
        size="xs"
        style={{ flex: '1 1 12rem' }}
        label={t('timeTracking.fields.note')}
        value={note}
        maxLength={LIMITS.workNoteMax}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={fieldError(error, 'note')}
      />
      {children && <div style={{ flex: '1 1 14rem', minWidth: 0 }}>{children}</div>}
      <Group gap={4} mt={22}>
        <Button size="xs" type="submit" loading={state === 'running'} data-state={state}>
          {submitLabel}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Group>
      {general && (
        <Text size="xs" c="red" role="alert" w="100%">
          {general}
        </Text>
      )}
    </Group>
  );
}
