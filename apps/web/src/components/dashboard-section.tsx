import type { ReactNode } from 'react';
import { Anchor, Card, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One section of the dashboard: a titled card, with a "See all" link to its page when it has one. */
export function DashboardSection({
  id,
  title,
  seeAll,
  children,
}: {
  id: string;
  title: string;
  /** The page with all of it. */
  seeAll?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={`dashboard-${id}`}
      data-testid={`dashboard-${id}`}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id={`dashboard-${id}`}>
          {title}
        </Title>
        {seeAll && (
          <Anchor component={Link} to={seeAll} size="sm">
            {t('dashboard.seeAll')}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}
