import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Note } from '@tandem/contract';
import { AvatarStack } from '../../../components/avatar-stack.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { PinToggle } from '../../../components/pin-toggle.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useTopic } from '../../../lib/realtime/realtime-context.tsx';
import { useNote, useTrackNote, useTrashNote } from '../api/notes.api.ts';
import type { NoteDocSync } from '../collab/note-doc-sync.ts';
import { usePresence } from '../collab/presence.ts';
import { NoteEditor } from './note-editor.tsx';
import { NoteHistoryDrawer } from './note-history-drawer.tsx';
import { NoteTitle } from './note-title.tsx';
import { NoteTasklistSelect } from './note-tasklist-select.tsx';
import type { SaveState } from './use-note-saving.ts';

/**
 * A note on its page (or in a modal): its name and content edited together live, who else has
 * it open, its versions, following, the trash, its files and its comments (`files` and `thread`,
 * composed by the page).
 */
export function NotePage(props: {
  noteId: number;
  edit?: boolean;
  thread: (note: Note) => ReactNode;
  /** Sharing the note with people outside, composed by the page. */
  share?: (note: Note) => ReactNode;
  /** The note's own files, composed by the page. */
  files?: (note: Note) => ReactNode;
}) {
  const { t } = useTranslation();
  const note = useNote(props.noteId);
  useTopic(note.data ? `project.${note.data.project.id}` : null);
  return (
    <QueryState query={note}>
      {(n) => {
        return (
          <Stack gap="lg">
            <NoteBody note={n} edit={props.edit} share={props.share?.(n)} />
            {props.files?.(n)}
            <Divider />
            <section aria-labelledby="note-comments">
              <Title order={2} size="h4" id="note-comments" mb="sm">
                {t('notes.comments')}
              </Title>
              {props.thread(n)}
            </section>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function NoteBody({ note, edit, share }: { note: Note; edit?: boolean; share?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const [sync, setSync] = useState<NoteDocSync | null>(null);
  const present = usePresence(sync?.awareness ?? null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [historyOpen, setHistoryOpen] = useState(false);
  const track = useTrackNote(note.id);
  const trash = useTrashNote(note.id);
  const inTrash = note.date_deleted !== null;
  useEffect(() => {
    document.title = `${note.name} · Tandem`;
  }, [note.name]);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <NoteTitle note={note} autoFocus={edit === true && note.excerpt === ''} />
        <Group gap="xs">
          {note.can_edit && !inTrash && (
            <PinToggle
              projectId={note.project.id}
              target={{ kind: 'note', id: note.id }}
              name={note.name}
            />
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconHistory size={16} />}
            onClick={() => setHistoryOpen(true)}
          >
            {t('notes.history')}
          </Button>
          {note.can_edit && (
            <Button
              variant="default"
              size="xs"
              color={inTrash ? undefined : 'red'}
              leftSection={<IconTrash size={16} />}
              loading={trash.isPending}
              onClick={() => trash.mutate(!inTrash, { onError: failed })}
            >
              {inTrash ? t('notes.restore') : t('notes.trash')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={`/project/${note.project.id}/notes`} size="sm">
          {note.project.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('notes.updated', {
            name: note.updated_by?.fullname ?? note.author.fullname,
            date: formatDateTime(note.date_upd, i18n.language),
          })}
        </Text>
        <Text size="sm" c={saveState === 'failed' ? 'red' : 'dimmed'} aria-live="polite">
          {saveState === 'idle' ? '' : t(`notes.save.${saveState}`)}
        </Text>
        <Switch
          size="sm"
          label={t('notes.follow')}
          checked={note.is_tracked}
          onChange={(event) => track.mutate(event.currentTarget.checked, { onError: failed })}
        />
        {present.length > 0 && (
          <Group gap={6} aria-label={t('notes.alsoHere')}>
            <Text size="sm" c="dimmed">
              {t('notes.alsoHere')}
            </Text>
            <AvatarStack people={present.map((p) => ({ id: p.userId, fullname: p.name }))} />
          </Group>
        )}
      </Group>
      {share}
      {inTrash && (
        <Alert color="orange" role="status">
          {t('notes.inTrash')}
        </Alert>
      )}
      <Paper withBorder radius="md" p={0}>
        <NoteEditor
          note={note}
          me={me}
          autoFocus={edit === true && note.excerpt !== ''}
          onSync={setSync}
          onSaveState={setSaveState}
        />
      </Paper>
      <Group gap="md" align="flex-end" wrap="wrap">
        <NoteTasklistSelect note={note} />
        <Text size="xs" c="dimmed">
          {t('notes.access', { count: note.users.length })}
        </Text>
      </Group>
      <NoteHistoryDrawer note={note} opened={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Stack>
  );
}
