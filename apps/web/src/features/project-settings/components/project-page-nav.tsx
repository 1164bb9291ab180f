import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectDefaultPage } from '@tandem/contract';
import { PROJECT_DEFAULT_PAGES } from '@tandem/contract/browser';
import { projectPageHref } from '../utils/section-order.ts';

/** The project's sub-pages of the route catalogue that exist, after its two main pages. */
const SUB_PAGES = [
  'events',
  'calendar',
  'timeline',
  'mindmap',
  'finished-tasks',
  'archived-tasklists',
  'work-reports',
] as const;

/** A tab's name where it differs from the sub-page's title. */
const TAB_LABELS: Partial<Record<(typeof SUB_PAGES)[number], string>> = { events: 'events.title' };

/**
 * Tabs between the project's pages: its tasks and its overview, its activity, its calendar, its
 * mind map, its finished tasks
 * and archived task lists, its work reports (the one shown is marked current).
 */
export function ProjectPageNav({
  projectId,
  current,
}: {
  projectId: number;
  current: ProjectDefaultPage | (typeof SUB_PAGES)[number];
}) {
  const { t } = useTranslation();
  const tabs = [
    ...PROJECT_DEFAULT_PAGES.map((page) => ({
      key: page,
      to: projectPageHref(projectId, page),
      label: t(`projectSettings.pages.${page}`),
    })),
    ...SUB_PAGES.map((page) => ({
      key: page,
      to: `/project/${projectId}/${page}`,
      label: t(TAB_LABELS[page] ?? `areas.project-${page}`),
    })),
  ];
  return (
    <Group
      gap={4}
      component="nav"
      aria-label={t('projectSettings.pageNav')}
      wrap="nowrap"
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        overflowX: 'auto',
      }}
    >
      {tabs.map(({ key, to, label }) => {
        const active = key === current;
        return (
          <UnstyledButton
            key={key}
            component={Link}
            to={to}
            aria-current={active ? 'page' : undefined}
            px="sm"
            py={8}
            fz="sm"
            fw={active ? 600 : 500}
            c={active ? 'var(--mantine-color-text)' : 'dimmed'}
            style={{
              whiteSpace: 'nowrap',
              marginBottom: -1,
              borderBottom: `2px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
            }}
          >
            {label}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
