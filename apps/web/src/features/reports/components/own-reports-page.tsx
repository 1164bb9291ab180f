import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { ReportView } from './report-view.tsx';

/**
 * /timetracking/reports: the work report of one's own time, with a switch to everyone's for
 * those who see others' reports.
 */
export function OwnReportsPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('reports.own.title')}
      actions={
        <Anchor component={Link} to="/timetracking">
          {t('reports.own.back')}
        </Anchor>
      }
    >
      <ReportView source="reports" own />
    </Page>
  );
}
