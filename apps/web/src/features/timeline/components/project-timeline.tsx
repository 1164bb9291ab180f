import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { timelineKeys, useProjectTimeline } from '../api/timeline.api.ts';
import { TimelineChart } from './timeline-chart.tsx';

/**
 * A project's timeline: its task lists as groups, every task's bar, the dependencies. Someone who
 * sees only some of the project's task lists is told why it is not shown to them.
 */
export function ProjectTimeline({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const timeline = useProjectTimeline(projectId);
  if (timeline.error instanceof ApiError && timeline.error.status === 403)
    return (
      <Alert color="yellow" title={t('timeline.blockedTitle')}>
        {t('timeline.needsAllLists')}
      </Alert>
    );
  return (
    <QueryState query={timeline}>
      {(data) => (
        <>
          {data.truncated && <Alert color="yellow">{t('timeline.truncated')}</Alert>}
          <TimelineChart
            data={data}
            queryKey={timelineKeys.project(projectId)}
            groupBy="tasklist"
          />
        </>
      )}
    </QueryState>
  );
}
