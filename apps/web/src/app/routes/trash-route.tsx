import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { ProjectsTrash } from '../../features/projects/components/projects-trash.tsx';
import { TasklistsTrash } from '../../features/tasklists/components/tasklists-trash.tsx';

/** /lists/trash: what the user moved to the trash, with a way back. */
export function TrashRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('trash.title')}>
      <Stack gap="xl">
        <ProjectsTrash />
        <TasklistsTrash />
      </Stack>
    </Page>
  );
}
