import type { ReactNode } from 'react';
import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectPageSection, SectionSetting } from '@tandem/contract';
import { visibleSections } from '../utils/section-order.ts';

/** A section of the overview with its title, for content that brings no heading of its own. */
export function SectionFrame({
  section,
  children,
}: {
  section: ProjectPageSection;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `project-section-${section}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t(`projectSettings.sections.${section}`)}
      </Title>
      {children}
    </Stack>
  );
}

/** A section this version of Tandem does not have yet: it says so and shows nothing else. */
function NotBuiltSection({ section }: { section: ProjectPageSection }) {
  const { t } = useTranslation();
  const headingId = `project-section-${section}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} size="h5" id={headingId}>
          {t(`projectSettings.sections.${section}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('projectSettings.notBuilt')}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The project overview: its sections in the user's order, hidden ones left out. Sections the
 * caller has content for show it; the others say they are not available yet.
 */
export function ProjectOverview({
  order,
  content,
}: {
  order: readonly SectionSetting[];
  content: Partial<Record<ProjectPageSection, ReactNode>>;
}) {
  const { t } = useTranslation();
  const sections = visibleSections(order);
  if (sections.length === 0) return <Text c="dimmed">{t('projectSettings.allHidden')}</Text>;
  return (
    <Grid>
      {sections.map((section) => (
        <Grid.Col
          key={section}
          span={{ base: 12, md: section === 'todos' ? 12 : 6 }}
          data-project-section={section}
        >
          {content[section] ?? <NotBuiltSection section={section} />}
        </Grid.Col>
      ))}
    </Grid>
  );
}
