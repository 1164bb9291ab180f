import { memo, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Image,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TandemFile } from '@tandem/contract';
import { usePinToggle } from '../../../components/pin-toggle.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEditFile, useTrashFile } from '../api/files.api.ts';
import { downloadUrl, formatSize, previewUrl, thumbnailUrl } from '../../../lib/files.ts';
import classes from './files.module.css';

/** One file: its thumbnail (or its extension), name, size and who added it, with its actions. */
export const FileCard = memo(function FileCard({ file }: { file: TandemFile }) {
  const { t, i18n } = useTranslation();
  const trash = useTrashFile();
  const edit = useEditFile();
  const [viewing, setViewing] = useState(false);
  const [captioning, setCaptioning] = useState(false);
  // Who may change the file pins it on its project's overview.
  const pin = usePinToggle(file.project.id, { kind: 'file', uuid: file.uuid }, file.can_edit);
  const [caption, setCaption] = useState(file.caption ?? '');
  const thumb = thumbnailUrl(file);
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  // The card leaves at once; the notice with Undo stays, with its own hold on the file.
  const remove = () => {
    const id = `file-trashed-${file.uuid}`;
    trash.mutate({ file });
    notifications.show({
      id,
      message: <TrashedNotice file={file} onDone={() => notifications.hide(id)} />,
    });
  };
  const saveCaption = () =>
    edit.mutate(
      { uuid: file.uuid, change: { caption } },
      { onSuccess: () => setCaptioning(false), onError: fail },
    );

  return (
    <Paper withBorder radius="md" className={classes.card} data-testid="file-card">
      {thumb ? (
        <Box
          component="button"
          type="button"
          className={classes.cover}
          onClick={() => setViewing(true)}
          aria-label={t('files.open', { name: file.original_filename })}
        >
          <img src={thumb} alt="" loading="lazy" className={classes.thumb} />
        </Box>
      ) : (
        <Box
          component="a"
          href={downloadUrl(file)}
          download
          className={classes.cover}
          aria-label={t('files.download', { name: file.original_filename })}
        >
          <Text fw={700} c="dimmed" tt="uppercase" size="sm">
            {file.extension || t('files.noExtension')}
          </Text>
        </Box>
      )}
      <Stack gap={2} p="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Tooltip label={file.original_filename} openDelay={500}>
            <Anchor
              component={Link}
              to={`/file/${file.uuid}`}
              size="sm"
              fw={500}
              c="var(--mantine-color-text)"
              truncate
              data-testid="file-name"
            >
              {file.original_filename}
            </Anchor>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('files.actions', { name: file.original_filename })}
              >
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component="a" href={downloadUrl(file)} download>
                {t('files.downloadItem')}
              </Menu.Item>
              {pin.ready && file.can_edit && (
                <Menu.Item onClick={pin.toggle}>
                  {pin.pinned ? t('pinnedItems.unpinItem') : t('pinnedItems.pinItem')}
                </Menu.Item>
              )}
              {file.can_edit && (
                <Menu.Item onClick={() => setCaptioning(true)}>{t('files.caption')}</Menu.Item>
              )}
              {file.can_edit && (
                <Menu.Item color="red" onClick={remove}>
                  {t('files.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {file.caption && (
          <Text size="xs" lineClamp={2}>
            {file.caption}
          </Text>
        )}
        <Text size="xs" c="dimmed" truncate>
          {formatSize(file.size, i18n.language)} · {file.owner.fullname} ·{' '}
          {formatDateTime(file.date_add, i18n.language)}
        </Text>
        {captioning && (
          <TextInput
            size="xs"
            autoFocus
            aria-label={t('files.caption')}
            value={caption}
            maxLength={500}
            onChange={(event) => setCaption(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') saveCaption();
              if (event.key === 'Escape') setCaptioning(false);
            }}
            onBlur={saveCaption}
          />
        )}
      </Stack>
      {thumb && (
        <Modal
          opened={viewing}
          onClose={() => setViewing(false)}
          title={file.original_filename}
          size="xl"
          centered
        >
          <Stack>
            <Image
              src={previewUrl(file)}
              alt={file.caption ?? file.original_filename}
              fit="contain"
            />
            <Group justify="flex-end">
              <Anchor href={downloadUrl(file)} download>
                {t('files.downloadItem')}
              </Anchor>
            </Group>
          </Stack>
        </Modal>
      )}
    </Paper>
  );
});

/** Says the file went to the trash, and takes it back from there. */
function TrashedNotice({ file, onDone }: { file: TandemFile; onDone: () => void }) {
  const { t } = useTranslation();
  const trash = useTrashFile();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">{t('files.trashed', { name: file.original_filename })}</Text>
      <Anchor
        component="button"
        size="sm"
        onClick={() => {
          onDone();
          trash.mutate({ file, restore: true });
        }}
      >
        {t('files.undo')}
      </Anchor>
    </Group>
  );
}
