import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useProjectNotes } from '../api/notes.api.ts';

const SHOWN = 5;

/** The overview's notes section: the notes changed last, and the way to all of them. */
export function NotesPreview({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const notes = useProjectNotes(projectId);
  const list = notes.data ?? [];
  return (
    <Stack gap="xs">
      {notes.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : notes.isError ? (
        <Text size="sm" c="red">
          {t('notes.loadFailed')}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.noneYet')}
        </Text>
      ) : (
        list.slice(0, SHOWN).map((note) => (
          <div key={note.id}>
            <Anchor component={Link} to={`/note/${note.id}`} fw={600}>
              {note.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('notes.updated', {
                name: note.updated_by?.fullname ?? note.author.fullname,
                date: formatDateTime(note.date_upd, i18n.language),
              })}
            </Text>
          </div>
        ))
      )}
      <Anchor component={Link} to={`/project/${projectId}/notes`} size="sm">
        {list.length > 0 ? t('notes.all', { count: list.length }) : t('notes.openPage')}
      </Anchor>
    </Stack>
  );
}
