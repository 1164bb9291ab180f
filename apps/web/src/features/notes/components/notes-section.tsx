import { useState } from 'react';
import {
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconMessage, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { NoteListItem } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ViewModeControl } from '../../../components/view-mode-control.tsx';
import type { ViewMode } from '../../../components/view-mode-control.tsx';
import { useCreateNote, useProjectNotes } from '../api/notes.api.ts';

/**
 * The project's notes: cards (or a list) to open, searched by name, newest change first; the ones
 * in the trash on their own tab; a new note is named here and opened to write.
 */
export function NotesSection(props: {
  projectId: number;
  canAdd: boolean;
  /** Whether the section names itself (not where the page is only notes). */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'in-use' | 'trash'>('in-use');
  const [mode, setMode] = useState<ViewMode>('grid');
  const [query, setQuery] = useState('');
  const notes = useProjectNotes(props.projectId, view === 'trash');
  const needle = query.trim().toLocaleLowerCase();
  const shown = (notes.data ?? []).filter(
    (n) => needle === '' || n.name.toLocaleLowerCase().includes(needle),
  );

  return (
    <Stack gap="sm" component="section" aria-label={t('notes.title')}>
      <Group justify={props.titled === false ? 'flex-end' : 'space-between'} wrap="wrap">
        {props.titled !== false && (
          <Title order={2} size="h4">
            {t('notes.title')}
          </Title>
        )}
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value)}
          data={[
            { value: 'in-use', label: t('notes.inUse') },
            { value: 'trash', label: t('notes.trashTab') },
          ]}
        />
      </Group>
      {props.canAdd && view === 'in-use' && <NewNote projectId={props.projectId} />}
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder={t('notes.search')}
          aria-label={t('notes.search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
        <ViewModeControl label={t('notes.viewMode')} value={mode} onChange={setMode} />
      </Group>
      {notes.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : notes.isError ? (
        <Text c="red">{t('notes.loadFailed')}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {needle !== ''
            ? t('notes.noMatch')
            : view === 'trash'
              ? t('notes.trashEmpty')
              : t('notes.none')}
        </Text>
      ) : mode === 'grid' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {shown.map((note) => (
            <NoteCard key={note.id} note={note} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap={4}>
          {shown.map((note) => (
            <NoteRow key={note.id} note={note} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function NoteMeta({ note }: { note: NoteListItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" lineClamp={1}>
        {t('notes.updated', {
          name: note.updated_by?.fullname ?? note.author.fullname,
          date: formatDateTime(note.date_upd, i18n.language),
        })}
      </Text>
      {note.count_comments > 0 && (
        <Group
          gap={2}
          wrap="nowrap"
          aria-label={t('notes.commentsCount', { count: note.count_comments })}
        >
          <IconMessage size={14} aria-hidden />
          <Text size="xs">{note.count_comments}</Text>
        </Group>
      )}
      {note.is_tracked && (
        <Tooltip label={t('notes.followed')}>
          <IconBell size={14} aria-label={t('notes.followed')} />
        </Tooltip>
      )}
    </Group>
  );
}

function NoteCard({ note }: { note: NoteListItem }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component={Link}
      to={`/note/${note.id}`}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Stack gap={6}>
        <Text fw={600} lineClamp={1}>
          {note.name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3} mih={60}>
          {note.excerpt || t('notes.emptyNote')}
        </Text>
        <NoteMeta note={note} />
      </Stack>
    </Paper>
  );
}

function NoteRow({ note }: { note: NoteListItem }) {
  return (
    <Paper
      withBorder
      radius="sm"
      px="md"
      py="xs"
      component={Link}
      to={`/note/${note.id}`}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} lineClamp={1}>
          {note.name}
        </Text>
        <NoteMeta note={note} />
      </Group>
    </Paper>
  );
}

/** Names a new note and opens it to write. */
function NewNote({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateNote(projectId);
  const [name, setName] = useState('');
  const submit = () =>
    create.mutate(
      { name },
      {
        onSuccess: ({ note }) => {
          setName('');
          void navigate(`/note/${note.id}?edit=1`);
        },
        onError: (error) => {
          if (!fieldError(error, 'name'))
            notifications.show({ color: 'red', message: errorMessage(error, t) });
        },
      },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          placeholder={t('notes.newName')}
          aria-label={t('notes.newName')}
          value={name}
          maxLength={255}
          onChange={(event) => setName(event.currentTarget.value)}
          error={create.error ? fieldError(create.error, 'name') : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
          {t('notes.add')}
        </Button>
      </Group>
    </form>
  );
}
