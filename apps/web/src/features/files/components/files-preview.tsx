import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectFiles } from '../api/files.api.ts';
import { FileCard } from './file-card.tsx';
import classes from './files.module.css';

const SHOWN = 6;

/** The project overview's files section: the newest files, and the way to all of them. */
export function FilesPreview({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const files = useProjectFiles(projectId);
  const list = files.data ?? [];
  return (
    <Stack gap="sm">
      {files.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : files.isError ? (
        <Text size="sm" c="red">
          {t('files.loadFailed')}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('files.none')}
        </Text>
      ) : (
        <div className={classes.grid}>
          {list.slice(0, SHOWN).map((file) => (
            <FileCard key={file.uuid} file={file} />
          ))}
        </div>
      )}
      <Anchor component={Link} to={`/project/${projectId}/docs-and-files`} size="sm">
        {list.length > 0 ? t('files.all', { count: list.length }) : t('files.openPage')}
      </Anchor>
    </Stack>
  );
}
