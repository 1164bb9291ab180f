import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';

/** A page: sets the window title and shows the heading with optional actions. */
export function Page({
  title,
  actions,
  header,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** A heading of the page's own (it must hold the h1), instead of the title with its actions. */
  header?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Tandem`;
  }, [title]);
  return (
    <Stack gap="lg">
      {header ?? (
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions}
        </Group>
      )}
      {children}
    </Stack>
  );
}
