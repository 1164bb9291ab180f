import type { ComponentPropsWithRef } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { UserAvatar } from '../../components/user-avatar.tsx';

/** The top bar's button that opens the user menu: the avatar, the name on wide screens, a chevron. */
export function AccountButton({
  name,
  avatar,
  label,
  ...props
}: { name: string; avatar: string | null; label: string } & Omit<
  ComponentPropsWithRef<'button'>,
  'style'
>) {
  return (
    <UnstyledButton
      aria-label={label}
      data-testid="account-menu"
      p={4}
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
      {...props}
    >
      <Group gap={8} wrap="nowrap">
        <UserAvatar name={name} src={avatar} size={32} />
        <Text size="sm" fw={500} truncate maw={160} visibleFrom="md">
          {name}
        </Text>
        {/* On a phone the avatar alone is the button, so the top bar fits a running timer. */}
        <Box component="span" visibleFrom="xs" lh={0}>
          <IconChevronDown size={14} stroke={1.8} aria-hidden />
        </Box>
      </Group>
    </UnstyledButton>
  );
}
