import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { GlobalTimeline } from '../../features/timeline/components/global-timeline.tsx';
import { ActiveProjectTopics } from './active-project-topics.tsx';

/** `/timeline`: the dated tasks of all one's active projects as bars over the months. */
export function TimelineRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.timeline')}>
      <ActiveProjectTopics />
      <GlobalTimeline />
    </Page>
  );
}
