import { useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FoldingFilter, choicesMade } from '../../../components/folding-filter.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useTopic } from '../../../lib/realtime/realtime-context.tsx';
import { useActivityFilterData } from '../api/activity.api.ts';
import { toActivityFilter } from '../utils/activity-filter.ts';
import { ActivityFilterBar, EMPTY_FILTER } from './activity-filter-bar.tsx';
import type { FilterValue } from './activity-filter-bar.tsx';
import { ActivityList } from './activity-list.tsx';

/** Follows a project's live events while the page is open. */
function ProjectTopic({ id }: { id: number }) {
  useTopic(`project.${id}`);
  return null;
}

/**
 * The Activity filter above and the events it chooses below, newest first, live: of all one's
 * projects, of one person (`personId`) or of one project (`fixedProjectId`, whose filter offers
 * no choice of projects and, with `people`, only the project's people).
 */
export function ActivityFeed(props: {
  personId?: number;
  fixedProjectId?: number;
  /** The ids of the people the filter offers, when not all those of one's projects. */
  people?: readonly number[];
}) {
  const data = useActivityFilterData();
  const [value, setValue] = useState<FilterValue>(EMPTY_FILTER);
  const personId = props.personId ?? null;
  const projectId = props.fixedProjectId ?? null;
  return (
    <QueryState query={data}>
      {(options) => (
        <Stack gap="md">
          {projectId !== null ? (
            <ProjectTopic id={projectId} />
          ) : (
            options.projects.map((p) => <ProjectTopic key={p.id} id={p.id} />)
          )}
          <FoldingFilter active={choicesMade(value, EMPTY_FILTER)}>
            <ActivityFilterBar
              data={options}
              value={value}
              onChange={setValue}
              withProjects={projectId === null}
              withPeople={personId === null}
              people={props.people}
            />
          </FoldingFilter>
          <ActivityList
            filter={toActivityFilter(value, { personId, projectId })}
            inProject={projectId !== null}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * The activity of all one's projects (`/events`), of oneself (`/account/events`) or of one person
 * (`/user/{userId}/events`).
 */
export function ActivityPage(props: { personId?: number; mine?: boolean }) {
  const { t } = useTranslation();
  const data = useActivityFilterData();
  const personId = props.personId ?? null;
  const person = data.data?.users.find((u) => u.id === personId);
  const title = props.mine
    ? t('events.mine')
    : personId !== null
      ? t('events.ofPerson', { name: person?.fullname ?? '…' })
      : t('events.title');
  return (
    <Container size="md" py="md">
      <Page title={title}>
        <ActivityFeed personId={props.personId} />
      </Page>
    </Container>
  );
}
