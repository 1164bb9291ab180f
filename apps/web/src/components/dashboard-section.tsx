import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';

/** One section of the dashboard: a titled card, with an optional link or action beside it. */
export function DashboardSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
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
        {aside}
      </Group>
      {children}
    </Card>
  );
}
