import { Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import type { FilesTarget, PendingUpload } from '../api/files.api.ts';
import { useUploadFiles } from '../api/files.api.ts';

/**
 * Where files are added: dropped on it, or chosen with a click or the keyboard (Enter or Space).
 * Each file shows with its progress until the server has it.
 */
export function FileDrop({ target, compact = false }: { target: FilesTarget; compact?: boolean }) {
  const { t } = useTranslation();
  const { upload } = useUploadFiles(target);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const failed = (name: string, error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('files.uploadFailed', { name }),
      message: errorMessage(error, t),
    });

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void upload(files, setPending, failed)}
        multiple
        aria-label={t('files.drop')}
        data-testid="file-drop"
        p={compact ? 'xs' : 'md'}
      >
        <Group justify="center" gap="xs" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <Text size="sm">{t('files.dropHere')}</Text>
          </Dropzone.Accept>
          <Dropzone.Idle>
            <Text size="sm" c="dimmed">
              {t('files.drop')}
            </Text>
          </Dropzone.Idle>
        </Group>
      </Dropzone>
      {pending.map((p) => (
        <Stack key={p.key} gap={2} data-testid="file-uploading">
          <Text size="xs" truncate>
            {t('files.uploading', { name: p.name })}
          </Text>
          <Progress value={p.progress * 100} size="sm" aria-label={p.name} />
        </Stack>
      ))}
    </Stack>
  );
}
