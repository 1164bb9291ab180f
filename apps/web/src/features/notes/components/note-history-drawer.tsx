import { useState } from 'react';
import {
  Button,
  Drawer,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Note } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useNoteHistory, useRestoreNoteVersion } from '../api/notes.api.ts';

/**
 * A note's versions, newest first: pick one to read it, and restore it (everyone editing the note
 * sees it replace the content; the content it replaces stays a version).
 */
export function NoteHistoryDrawer(props: { note: Note; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useNoteHistory(props.note.id, props.opened);
  const restore = useRestoreNoteVersion(props.note.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const versions = history.data ?? [];
  const shown = versions.find((v) => v.id === chosen) ?? versions[0];
  const canRestore = props.note.can_edit && props.note.date_deleted === null;

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="xl"
      title={t('notes.history')}
    >
      {history.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : history.isError ? (
        <Text c="red">{t('notes.historyFailed')}</Text>
      ) : (
        <Stack gap="md">
          <ScrollArea.Autosize mah={240}>
            <nav aria-label={t('notes.history')}>
              {versions.map((version, index) => (
                <NavLink
                  component="button"
                  key={version.id}
                  active={version.id === shown?.id}
                  onClick={() => setChosen(version.id)}
                  label={formatDateTime(version.date_edit, i18n.language)}
                  description={
                    index === 0
                      ? t('notes.currentVersion', { name: version.editor.fullname })
                      : version.editor.fullname
                  }
                />
              ))}
            </nav>
          </ScrollArea.Autosize>
          {shown && (
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Title order={3} size="h4">
                  {shown.name}
                </Title>
                {canRestore && shown.id !== versions[0]?.id && (
                  <Button
                    size="xs"
                    loading={restore.isPending}
                    onClick={() =>
                      restore.mutate(shown.id, {
                        onSuccess: () => {
                          notifications.show({ message: t('notes.restored') });
                          setChosen(null);
                          props.onClose();
                        },
                        onError: (error) =>
                          notifications.show({ color: 'red', message: errorMessage(error, t) }),
                      })
                    }
                  >
                    {t('notes.restoreVersion')}
                  </Button>
                )}
              </Group>
              {shown.content === '' ? (
                <Text c="dimmed">{t('notes.emptyVersion')}</Text>
              ) : (
                <RichTextView html={shown.content} testId="note-version" />
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
