import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@tandem/contract/browser';
import { Page } from '../../../components/page.tsx';
import { call } from '../../../lib/api-client.ts';
import { fileKeys } from '../../../lib/files.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { FileCard } from './file-card.tsx';
import classes from './files.module.css';

/** The files one person added, as far as the viewer sees them; the viewer's own without `userId`. */
export function UserFilesPage({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const uid = userId ?? me.id;
  const files = useQuery({
    queryKey: [...fileKeys.all, 'user', uid],
    queryFn: async ({ signal }) =>
      (await call(ROUTES.files.userFiles, { query: { uid } }, { signal })).files,
  });
  const list = files.data ?? [];
  return (
    <Page title={uid === me.id ? t('files.mine') : t('files.theirs')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {uid === me.id ? t('files.mineIntro') : t('files.theirsIntro')}
        </Text>
        {files.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : files.isError ? (
          <Text c="red">{t('files.loadFailed')}</Text>
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('files.none')}</Text>
        ) : (
          <div className={classes.grid}>
            {list.map((file) => (
              <FileCard key={file.uuid} file={file} />
            ))}
          </div>
        )}
      </Stack>
    </Page>
  );
}
