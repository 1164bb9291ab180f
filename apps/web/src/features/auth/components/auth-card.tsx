import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './auth-card.module.css';

/** The frame of the signed-out pages: one card in the middle of the screen. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Tandem`;
  }, [title]);
  return (
    <Center mih="100dvh" p="md" className={classes.page}>
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Text fw={700} size="lg" className={classes.brand}>
            Tandem
          </Text>
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
