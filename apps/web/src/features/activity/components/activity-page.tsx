import { useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityFilterInput } from '@tandem/contract';
import { EVENT_TYPES } from '@tandem/contract/browser';
import { FoldingFilter, choicesMade } from '../../../components/folding-filter.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { typesOf } from '../../../lib/activity.ts';
import { useTopic } from '../../../lib/realtime/realtime-context.tsx';
import { useActivityFilterData } from '../api/activity.api.ts';
import { ActivityFilterBar, EMPTY_FILTER } from './activity-filter-bar.tsx';
import type { FilterValue } from './activity-filter-bar.tsx';
import { ActivityList } from './activity-list.tsx';

/** The filter as the server takes it. */
function toFilter(value: FilterValue, personId: number | null): ActivityFilterInput {
  return {
    projects_ids: value.projects.map(Number),
    users_ids: personId !== null ? [personId] : value.people.map(Number),
    events_types: typesOf(value.groups, EVENT_TYPES),
    order: value.order,
    date_range:
      value.from || value.to ? { date_from: value.from || null, date_to: value.to || null } : null,
  };
}

/** Follows a project's live events while the page is open. */
function ProjectTopic({ id }: { id: number }) {
  useTopic(`project.${id}`);
  return null;
}

/**
 * The activity of all one's projects (`/events`), of oneself (`/account/events`) or of one person
 * (`/user/{userId}/events`): the Activity filter above, the events below, newest first, live.
 */
export function ActivityPage(props: { personId?: number; mine?: boolean }) {
  const { t } = useTranslation();
  const data = useActivityFilterData();
  const [value, setValue] = useState<FilterValue>(EMPTY_FILTER);
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
        <QueryState query={data}>
          {(options) => (
            <Stack gap="md">
              {options.projects.map((p) => (
                <ProjectTopic key={p.id} id={p.id} />
              ))}
              <FoldingFilter active={choicesMade(value, EMPTY_FILTER)}>
                <ActivityFilterBar
                  data={options}
                  value={value}
                  onChange={setValue}
                  withPeople={personId === null}
                />
              </FoldingFilter>
              <ActivityList filter={toFilter(value, personId)} />
            </Stack>
          )}
        </QueryState>
      </Page>
    </Container>
  );
}
