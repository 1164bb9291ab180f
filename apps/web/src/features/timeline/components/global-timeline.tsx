import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Group, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TimelineFilter } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { monthOf, todayIn } from '../../../lib/calendar-day.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { timelineKeys, useGlobalTimeline, useTimelineProjects } from '../api/timeline.api.ts';
import { TimelineChart } from './timeline-chart.tsx';

/** Six months from a month before the one chosen, `shift` quarters away from today's. */
function windowOf(shift: number): { from: string; to: string } {
  const today = todayIn(undefined);
  return { from: monthOf(today, shift * 3 - 1).from, to: monthOf(today, shift * 3 + 4).to };
}

/**
 * The timeline across one's active projects: half a year at a time, grouped by project, narrowed
 * to some projects or to one's own tasks.
 */
export function GlobalTimeline() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const [shift, setShift] = useState(0);
  const [projects, setProjects] = useState<string[]>([]);
  const [mine, setMine] = useState(false);
  const range = windowOf(shift);
  const filter: TimelineFilter = useMemo(
    () => ({
      date_from: range.from,
      date_to: range.to,
      ...(projects.length > 0 ? { projects_ids: projects.map(Number) } : {}),
      ...(mine ? { workers_ids: [user.id] } : {}),
    }),
    [range.from, range.to, projects, mine, user.id],
  );
  const timeline = useGlobalTimeline(filter);
  const options = useTimelineProjects();
  const format = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('timeline.earlier')}
            onClick={() => setShift((n) => n - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('timeline.later')}
            onClick={() => setShift((n) => n + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text size="sm" fw={500} ml="xs" aria-live="polite">
            {label(range.from)} – {label(range.to)}
          </Text>
        </Group>
        <MultiSelect
          label={t('timeline.projects')}
          placeholder={projects.length === 0 ? t('timeline.allProjects') : undefined}
          data={(options.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={projects}
          onChange={setProjects}
          searchable
          clearable
          w={280}
        />
        <Switch
          label={t('timeline.mine')}
          checked={mine}
          onChange={(e) => setMine(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <QueryState query={timeline}>
        {(data) => (
          <>
            {data.truncated && <Alert color="yellow">{t('timeline.truncated')}</Alert>}
            <TimelineChart
              data={data}
              queryKey={timelineKeys.global(filter)}
              groupBy="project"
              range={range}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
