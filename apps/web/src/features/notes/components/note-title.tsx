import { useState } from 'react';
import { TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Note } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { useUpdateNote } from '../api/notes.api.ts';

/** The note's name: its page's heading, renamed in place (Enter or leaving the field saves). */
export function NoteTitle({ note, autoFocus }: { note: Note; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateNote(note.id);
  const [draft, setDraft] = useState<string | null>(null);
  if (!note.can_edit || note.date_deleted !== null)
    return (
      <Title order={1} size="h2">
        {note.name}
      </Title>
    );
  const save = () => {
    const name = (draft ?? note.name).trim();
    setDraft(null);
    if (name === '' || name === note.name) return;
    update.mutate(
      { name },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }) },
    );
  };
  return (
    <h1 style={{ margin: 0, flex: '1 1 16rem', minWidth: 0 }}>
      <TextInput
        variant="unstyled"
        size="xl"
        fw={700}
        aria-label={t('notes.name')}
        value={draft ?? note.name}
        maxLength={255}
        autoFocus={autoFocus}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            setDraft(null);
            event.currentTarget.blur();
          }
        }}
        styles={{ input: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
      />
    </h1>
  );
}
