import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@tandem/contract/browser';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import { useTaskFiles } from '../api/files.api.ts';
import { FileCard } from './file-card.tsx';
import { FileDrop } from './file-drop.tsx';
import classes from './files.module.css';

/** The task's files in the task detail: thumbnails, downloads, and a place to drop new ones. */
export function TaskFilesSection({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const files = useTaskFiles(task.id);
  const list = files.data ?? [];
  const count = files.data ? list.length : task.count_files;
  const canAdd = task.abilities.update && task.date_deleted === null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={`files-${task.id}`}>
      <Group justify="space-between">
        <Title order={3} size="h5" id={`files-${task.id}`}>
          {t('files.title', { count })}
        </Title>
        {list.length > 1 && (
          <Anchor size="sm" href={`${ROUTES.files.archive.path}?uuid=${task.uuid}`} download>
            {t('files.downloadAll')}
          </Anchor>
        )}
      </Group>
      {files.isPending && task.count_files > 0 ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : files.isError ? (
        <Text size="sm" c="red">
          {t('files.loadFailed')}
        </Text>
      ) : list.length > 0 ? (
        <div className={classes.grid}>
          {list.map((file) => (
            <FileCard key={file.uuid} file={file} />
          ))}
        </div>
      ) : (
        !canAdd && (
          <Text size="sm" c="dimmed">
            {t('files.none')}
          </Text>
        )
      )}
      {canAdd && <FileDrop target={{ type: 'task', id: task.id }} compact={list.length > 0} />}
    </Stack>
  );
}
