import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { TandemFile } from '@tandem/contract';
import { Anchor, Button, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@tandem/contract/browser';
import { Page } from '../../../components/page.tsx';
import { call } from '../../../lib/api-client.ts';
import { downloadUrl, fileKeys, formatSize, previewUrl } from '../../../lib/files.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { PDF_PREVIEW_MAX_BYTES } from '../../../components/pdf-limits.ts';

// pdf.js loads with the first PDF shown, never with the page.
const PdfFirstPage = lazy(() => import('../../../components/pdf-first-page.tsx'));

/** /file/{uuid}: one file with its preview (a picture) and where it belongs. */
export function FilePage({
  uuid,
  share,
  thread,
}: {
  uuid: string;
  /** Sharing the file with people outside, composed by the page. */
  share?: (file: TandemFile) => ReactNode;
  /** The file's comments, composed by the page. */
  thread?: (file: TandemFile) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const file = useQuery({
    queryKey: fileKeys.detail(uuid),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.files.detail, { query: { uuid } }, { signal })).file,
  });
  if (file.isPending)
    return (
      <Page title={t('files.file')}>
        <Loader size="sm" aria-label={t('common.loading')} />
      </Page>
    );
  if (file.isError)
    return (
      <Page title={t('files.file')}>
        <Text c="red">{t('files.notFound')}</Text>
      </Page>
    );
  const f = file.data;
  const preview = previewUrl(f);
  return (
    <Page
      title={f.original_filename}
      actions={
        <Button component="a" href={downloadUrl(f)} download size="sm">
          {t('files.downloadItem')}
        </Button>
      }
    >
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {formatSize(f.size, i18n.language)} · {f.owner.fullname} ·{' '}
            {formatDateTime(f.date_add, i18n.language)}
          </Text>
          <Anchor
            component={Link}
            to={
              f.task_id !== null ? `/task/${f.task_id}` : `/project/${f.project.id}/docs-and-files`
            }
            size="sm"
          >
            {f.task_id !== null ? t('files.openTask') : f.project.name}
          </Anchor>
        </Group>
        {share?.(f)}
        {f.caption && <Text>{f.caption}</Text>}
        {preview ? (
          <Image src={preview} alt={f.caption ?? f.original_filename} fit="contain" mah="70vh" />
        ) : f.mime_type === 'application/pdf' && f.size <= PDF_PREVIEW_MAX_BYTES ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <PdfFirstPage
              url={downloadUrl(f)}
              label={t('files.firstPage', { name: f.original_filename })}
              width={720}
            />
          </Suspense>
        ) : (
          <Text c="dimmed">{t('files.noPreview')}</Text>
        )}
        {thread && (
          <section aria-labelledby="file-comments">
            <Title order={2} size="h4" id="file-comments" mb="sm">
              {t('files.comments', { count: f.count_comments })}
            </Title>
            {thread(f)}
          </section>
        )}
      </Stack>
    </Page>
  );
}
