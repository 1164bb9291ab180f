import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Anchor, Badge, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonSummary } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import type { OnHandoversChanged } from '../api/people.api.ts';
import { usePeople } from '../api/people.api.ts';
import { HandoverRequests } from './handover-requests.tsx';
import { OutOfOfficeBadge } from './out-of-office-badge.tsx';

function PersonRow({ person }: { person: PersonSummary }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="person-row">
      <Stack gap={0}>
        <Anchor component={Link} to={`/user/${person.id}`} fw={500}>
          {person.fullname || person.email}
        </Anchor>
        <Text size="xs" c="dimmed">
          {person.email}
        </Text>
      </Stack>
      <Group gap="xs">
        <OutOfOfficeBadge period={person.out_of_office} />
        {person.is_invited && (
          <Badge variant="default" tt="none">
            {t('people.invited')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t('people.sharedProjects', { count: person.projects_count })}
        </Text>
      </Group>
    </Group>
  );
}

/** /users: the people one shares projects with, and the project handovers waiting. */
export function PeoplePage({
  onHandoversChanged,
}: {
  onHandoversChanged?: OnHandoversChanged | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const people = usePeople(debounced);

  return (
    <Page title={t('people.title')}>
      <HandoverRequests onChanged={onHandoversChanged} />
      <Card withBorder padding="md" component="section" aria-labelledby="people-list-title">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="people-list-title">
              {t('people.colleagues')}
            </Title>
            <TextInput
              type="search"
              aria-label={t('people.search')}
              placeholder={t('people.search')}
              maxLength={LIMITS.nameMax}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '0 1 18rem' }}
            />
          </Group>
          <QueryState query={people}>
            {(list) =>
              list.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {debounced ? t('people.noMatch') : t('people.empty')}
                </Text>
              ) : (
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {list.map((person) => (
                    <PersonRow key={person.id} person={person} />
                  ))}
                </Stack>
              )
            }
          </QueryState>
        </Stack>
      </Card>
    </Page>
  );
}
