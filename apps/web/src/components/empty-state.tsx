import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

/** What a place without content says: what it is for, and a button that starts filling it. */
export function EmptyState({
  title,
  text,
  actions,
  icon = <IconSparkles size={26} stroke={1.6} />,
}: {
  title: string;
  text: string;
  actions?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" ta="center" maw={440} mx="auto">
        <ThemeIcon size={52} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {actions && (
          <Group justify="center" mt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
