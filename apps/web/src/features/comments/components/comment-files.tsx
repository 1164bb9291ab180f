import { useRef, useState } from 'react';
import {
  Anchor,
  Box,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommentFile } from '@tandem/contract';
import { downloadUrl, formatSize, previewUrl, thumbnailUrl } from '../../../lib/files.ts';
import classes from './comments.module.css';

/** The files a comment carries: pictures as thumbnails (the preview on click), others to download. */
export function CommentFiles(props: { files: readonly CommentFile[]; zipUrl: string | null }) {
  const { t, i18n } = useTranslation();
  const [viewing, setViewing] = useState<CommentFile | null>(null);
  if (props.files.length === 0) return null;
  return (
    <Stack gap={4} data-testid="comment-files">
      <Group gap="xs" wrap="wrap">
        {props.files.map((file) => {
          const thumb = thumbnailUrl(file);
          return thumb ? (
            <Box
              key={file.uuid}
              component="button"
              type="button"
              className={classes.fileThumb}
              onClick={() => setViewing(file)}
              aria-label={t('files.open', { name: file.original_filename })}
            >
              <img src={thumb} alt="" loading="lazy" />
            </Box>
          ) : (
            <Paper key={file.uuid} withBorder px="xs" py={4} radius="sm">
              <Anchor href={downloadUrl(file)} download size="sm">
                📎 {file.original_filename}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {formatSize(file.size, i18n.language)}
              </Text>
            </Paper>
          );
        })}
      </Group>
      {props.zipUrl && props.files.length > 1 && (
        <Anchor href={props.zipUrl} download size="xs">
          {t('files.downloadAll')}
        </Anchor>
      )}
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.original_filename}
        size="xl"
        centered
      >
        {viewing && (
          <Stack>
            <img
              src={previewUrl(viewing) ?? undefined}
              alt={viewing.original_filename}
              style={{ maxWidth: '100%', height: 'auto', alignSelf: 'center' }}
            />
            <Group justify="flex-end">
              <Anchor href={downloadUrl(viewing)} download>
                {t('files.downloadItem')}
              </Anchor>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/**
 * The files waiting to go with a new comment, each with a way to take it off, and a button to
 * choose more (files are also pasted or dropped into the editor).
 */
export function PendingAttachments(props: {
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const reset = useRef<() => void>(null);
  return (
    <Group gap="xs" wrap="wrap" data-testid="comment-attachments">
      {props.files.map((file, index) => (
        <Paper key={`${file.name}-${index}`} withBorder px="xs" py={2} radius="sm">
          <Group gap={4} wrap="nowrap">
            <Text size="xs" truncate maw={200}>
              📎 {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatSize(file.size, i18n.language)}
            </Text>
            <CloseButton
              size="xs"
              aria-label={t('comments.removeFile', { name: file.name })}
              onClick={() => props.onRemove(index)}
            />
          </Group>
        </Paper>
      ))}
      <FileButton
        multiple
        resetRef={reset}
        onChange={(files) => {
          props.onAdd(files);
          reset.current?.();
        }}
      >
        {(button) => (
          <Anchor component="button" type="button" size="xs" {...button}>
            {t('comments.attach')}
          </Anchor>
        )}
      </FileButton>
    </Group>
  );
}
