import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharedProject } from '@tandem/contract';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { usePerson } from '../api/people.api.ts';
import { formatDay, todayIn } from '../../../lib/calendar-day.ts';
import { outOfOfficeStatus } from '../utils/out-of-office.ts';
import { OutOfOfficeBadge } from './out-of-office-badge.tsx';

function RoleBadge({ project }: { project: SharedProject }) {
  const { t } = useTranslation();
  if (project.is_owner) return <Badge variant="light">{t('people.role.owner')}</Badge>;
  if (project.is_commander) {
    return (
      <Badge variant="light" color="grape">
        {t('people.role.commander')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="gray">
      {t('people.role.worker')}
    </Badge>
  );
}

/** /user/{userId}: a person, their out-of-office state and the projects one shares with them. */
export function PersonPage({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const person = usePerson(userId);
  return (
    <QueryState query={person}>
      {({ user, projects }) => {
        const away = outOfOfficeStatus(user.out_of_office, todayIn(me.timezone));
        return (
          <Page title={user.fullname || user.email}>
            <Card withBorder padding="md" component="section" aria-label={t('people.about')}>
              <Stack gap="xs">
                <Group gap="xs">
                  <Text>{user.email}</Text>
                  {user.is_invited && (
                    <Badge variant="default" tt="none">
                      {t('people.invited')}
                    </Badge>
                  )}
                </Group>
                <Anchor component={Link} to={`/user/${user.id}/files`} size="sm">
                  {user.id === me.id ? t('files.mine') : t('people.theirFiles')}
                </Anchor>
                <Anchor component={Link} to={`/user/${user.id}/events`} size="sm">
                  {user.id === me.id ? t('events.mine') : t('people.theirActivity')}
                </Anchor>
                <Anchor component={Link} to={`/user/${user.id}/finished-tasks`} size="sm">
                  {user.id === me.id
                    ? t('taskFilters.myFinishedTitle')
                    : t('taskFilters.theirFinishedTitle')}
                </Anchor>
                {user.out_of_office && away ? (
                  <Group gap="xs">
                    <OutOfOfficeBadge period={user.out_of_office} />
                    <Text size="sm" c="dimmed">
                      {t('people.outOfOffice.period', {
                        from: formatDay(user.out_of_office.date_from, i18n.language),
                        to: formatDay(user.out_of_office.date_to, i18n.language),
                      })}
                    </Text>
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('people.outOfOffice.available')}
                  </Text>
                )}
              </Stack>
            </Card>
            <Card withBorder padding="md" component="section" aria-labelledby="person-projects">
              <Stack gap="sm">
                <Title order={2} size="h4" id="person-projects">
                  {user.id === me.id ? t('people.ownProjects') : t('people.sharedProjectsTitle')}
                </Title>
                {projects.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('people.noProjects')}
                  </Text>
                ) : (
                  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {projects.map((project) => (
                      <Group
                        key={project.id}
                        component="li"
                        justify="space-between"
                        wrap="wrap"
                        data-testid="shared-project"
                      >
                        <Anchor component={Link} to={`/project/${project.id}`}>
                          {project.name}
                        </Anchor>
                        <Group gap="xs">
                          {project.state.state !== 'active' && (
                            <Badge variant="default">
                              {t(`projectState.${project.state.state}`)}
                            </Badge>
                          )}
                          <RoleBadge project={project} />
                        </Group>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Card>
          </Page>
        );
      }}
    </QueryState>
  );
}
