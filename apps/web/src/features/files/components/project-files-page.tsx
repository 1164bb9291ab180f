import { useState } from 'react';
import { Anchor, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TandemFile } from '@tandem/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { ViewModeControl } from '../../../components/view-mode-control.tsx';
import type { ViewMode } from '../../../components/view-mode-control.tsx';
import { useProjectFiles } from '../api/files.api.ts';
import { downloadUrl, formatSize } from '../../../lib/files.ts';
import { FileCard } from './file-card.tsx';
import { FileDrop } from './file-drop.tsx';
import classes from './files.module.css';

type Sort = 'newest' | 'name' | 'size';

const SORTS: Record<Sort, (a: TandemFile, b: TandemFile) => number> = {
  newest: (a, b) => b.id - a.id,
  name: (a, b) => a.original_filename.localeCompare(b.original_filename),
  size: (a, b) => b.size - a.size,
};

/**
 * The project's files and those of its tasks (the `docs-and-files` sub-page): a grid or a list,
 * sorted and searched by name, with a place to add files to the project itself.
 */
export function ProjectFilesPage(props: { projectId: number; canAdd: boolean }) {
  const { t, i18n } = useTranslation();
  const files = useProjectFiles(props.projectId);
  const [mode, setMode] = useState<ViewMode>('grid');
  const [sort, setSort] = useState<Sort>('newest');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = (files.data ?? [])
    .filter((f) => needle === '' || f.original_filename.toLocaleLowerCase().includes(needle))
    .sort(SORTS[sort]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('files.projectIntro')}
      </Text>
      {props.canAdd && <FileDrop target={{ type: 'project', id: props.projectId }} />}
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder={t('files.search')}
          aria-label={t('files.search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Select
          aria-label={t('files.sort')}
          data={(['newest', 'name', 'size'] as const).map((value) => ({
            value,
            label: t(`files.sortBy.${value}`),
          }))}
          value={sort}
          onChange={(value) => value && setSort(value)}
          allowDeselect={false}
          w={160}
        />
        <ViewModeControl label={t('files.viewMode')} value={mode} onChange={setMode} />
      </Group>
      {files.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : files.isError ? (
        <Text c="red">{t('files.loadFailed')}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{needle ? t('files.noMatch') : t('files.none')}</Text>
      ) : mode === 'grid' ? (
        <div className={classes.grid}>
          {shown.map((file) => (
            <FileCard key={file.uuid} file={file} />
          ))}
        </div>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                <Table.Th>{t('files.size')}</Table.Th>
                <Table.Th>{t('files.addedBy')}</Table.Th>
                <Table.Th>{t('files.added')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((file) => (
                <Table.Tr key={file.uuid}>
                  <Table.Td>
                    <Anchor href={downloadUrl(file)} download size="sm">
                      {file.original_filename}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatSize(file.size, i18n.language)}
                  </Table.Td>
                  <Table.Td>{file.owner.fullname}</Table.Td>
                  <Table.Td>{formatDateTime(file.date_add, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
