import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardSection } from '../../../components/dashboard-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { useProjects } from '../api/projects.api.ts';

/** The share of a project's tasks that are finished, 0 to 1 (0 without tasks). */
export function projectProgress(counts: { active: number; finished: number }): number {
  const all = counts.active + counts.finished;
  return all === 0 ? 0 : counts.finished / all;
}

/** The viewer's favourite active projects with how far along each is. */
export function FavouriteProjects() {
  const { t, i18n } = useTranslation();
  const projects = useProjects('active');
  return (
    <DashboardSection
      id="favourite_projects"
      title={t('dashboard.sections.favourite_projects')}
      seeAll="/projects"
    >
      <QueryState query={projects}>
        {(data) => {
          const favourites = data.projects.filter((p) => p.isFavorite);
          if (favourites.length === 0)
            return (
              <Text size="sm" c="dimmed">
                {t('dashboard.favourites.empty')}
              </Text>
            );
          return (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {favourites.map((p) => {
                const share = projectProgress(p.task_counts);
                const percent = formatPercent(Math.round(share * 100) / 100, i18n.language);
                return (
                  <Stack key={p.id} gap={4} component="li" data-testid="favourite-project">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Anchor component={Link} to={`/project/${p.id}`} fw={500} truncate>
                        {p.name}
                      </Anchor>
                      <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                        {t('dashboard.favourites.progress', {
                          finished: p.task_counts.finished,
                          all: p.task_counts.active + p.task_counts.finished,
                        })}
                      </Text>
                    </Group>
                    <Progress
                      value={share * 100}
                      color={p.color ?? undefined}
                      size="sm"
                      aria-label={t('dashboard.favourites.progressLabel', { name: p.name })}
                      aria-valuetext={percent}
                    />
                  </Stack>
                );
              })}
            </Stack>
          );
        }}
      </QueryState>
    </DashboardSection>
  );
}
