import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';

/** A page: sets the window title and shows the heading with optional actions. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Tandem`;
  }, [title]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
