import { useState } from 'react';
import { Button, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport } from '@tabler/icons-react';
import { ICS_IMPORT_CHARS_MAX, ICS_IMPORT_EVENTS_MAX } from '@tandem/contract/browser';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useTasklists } from '../../../lib/tasks/tasks.api.ts';
import { useImportIcs } from '../api/calendar-feeds.api.ts';

/** "Import .ics": a calendar file's events become tasks of a task list of the project. */
export function ImportIcsDialog({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [tasklistId, setTasklistId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const tasklists = useTasklists(projectId, opened);
  const importIcs = useImportIcs(projectId);
  const options = (tasklists.data ?? []).map((list) => ({
    value: String(list.id),
    label: list.name,
  }));
  const chosen = tasklistId ?? (options.length === 1 ? options[0]!.value : null);
  const close = () => {
    setOpened(false);
    setFile(null);
    setTooLarge(false);
    importIcs.reset();
  };
  const submit = async () => {
    if (!file || !chosen) return;
    const content = await file.text();
    setTooLarge(content.length > ICS_IMPORT_CHARS_MAX);
    if (content.length > ICS_IMPORT_CHARS_MAX) return;
    importIcs.mutate(
      { tasklistId: Number(chosen), content },
      {
        onSuccess: ({ created }) => {
          notifications.show({ message: t('calendarFeeds.imported', { count: created }) });
          close();
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('calendarFeeds.import')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('calendarFeeds.importTitle')}>
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Text size="sm">{t('calendarFeeds.importIntro', { max: ICS_IMPORT_EVENTS_MAX })}</Text>
          <Select
            label={t('calendarFeeds.tasklist')}
            data={options}
            value={chosen}
            onChange={setTasklistId}
            required
            allowDeselect={false}
          />
          <FileInput
            label={t('calendarFeeds.file')}
            accept=".ics,text/calendar"
            value={file}
            onChange={setFile}
            required
            clearable
            error={tooLarge ? t('calendarFeeds.tooLarge') : undefined}
          />
          <FormAlert error={importIcs.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={importIcs.isPending} disabled={!file}>
              {t('calendarFeeds.importSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
