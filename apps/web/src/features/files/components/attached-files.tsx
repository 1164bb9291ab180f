import type { ReactNode } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TandemFile } from '@tandem/contract';
import type { FilesTarget } from '../api/files.api.ts';
import { FileCard } from './file-card.tsx';
import { FileDrop } from './file-drop.tsx';
import classes from './files.module.css';

/**
 * The files attached to something (a task, a note): thumbnails, downloads, and a place to drop
 * new ones for who may add them. `known` is the count shown before the list arrives, if known.
 */
export function AttachedFiles(props: {
  headingId: string;
  files: UseQueryResult<TandemFile[]>;
  known: number | null;
  target: FilesTarget;
  canAdd: boolean;
  /** Beside the heading, e.g. a link to download them all. */
  aside?: (list: TandemFile[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { files, canAdd } = props;
  const list = files.data ?? [];
  const count = files.data ? list.length : props.known;
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.headingId}>
      <Group justify="space-between">
        <Title order={3} size="h5" id={props.headingId}>
          {count === null ? t('files.heading') : t('files.title', { count })}
        </Title>
        {props.aside?.(list)}
      </Group>
      {files.isPending && props.known !== 0 ? (
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
      {canAdd && <FileDrop target={props.target} compact={list.length > 0} />}
    </Stack>
  );
}
