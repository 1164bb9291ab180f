import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectDefaultPage } from '@tandem/contract';
import { PROJECT_DEFAULT_PAGES } from '@tandem/contract/browser';
import { projectPageHref } from '../utils/section-order.ts';

/** Links between the project's tasks and its overview; the page shown is marked current. */
export function ProjectPageNav({
  projectId,
  current,
}: {
  projectId: number;
  current: ProjectDefaultPage;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="md" component="nav" aria-label={t('projectSettings.pageNav')}>
      {PROJECT_DEFAULT_PAGES.map((page) => (
        <Anchor
          key={page}
          component={Link}
          to={projectPageHref(projectId, page)}
          aria-current={page === current ? 'page' : undefined}
          fw={page === current ? 700 : 400}
          underline={page === current ? 'never' : 'hover'}
          c={page === current ? 'dark' : undefined}
        >
          {t(`projectSettings.pages.${page}`)}
        </Anchor>
      ))}
    </Group>
  );
}
