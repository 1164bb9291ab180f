import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { FilteredTaskList } from './filtered-task-list.tsx';

/** /profile/created-tasks: the tasks one created that one can still see, newest first. */
export function CreatedTasksPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Page title={t('taskFilters.createdTitle')}>
      <FilteredTaskList
        filter={{ created_users_ids: [me.id] }}
        order={{ order_by: 'date_add', order: 'desc' }}
        empty={
          <EmptyState
            icon={<IconPencilPlus size={26} stroke={1.6} />}
            title={t('taskFilters.createdEmptyTitle')}
            text={t('taskFilters.createdEmptyText')}
          />
        }
      />
    </Page>
  );
}
