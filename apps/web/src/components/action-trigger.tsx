import type { ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import type { MantineColor } from '@mantine/core';

/** Where an action is offered: a button of its own, or an item of an actions menu. */
export type ActionKind = 'button' | 'menu';

/**
 * What starts an action: a small button, or the same action as an item of a menu (the project
 * header gathers its rarely used actions in one). The action's dialog stays the caller's.
 */
export function ActionTrigger({
  kind = 'button',
  label,
  icon,
  onClick,
  color,
  disabled = false,
  loading = false,
  variant = 'light',
}: {
  kind?: ActionKind | undefined;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  color?: MantineColor;
  disabled?: boolean;
  loading?: boolean;
  variant?: 'light' | 'default';
}) {
  if (kind === 'menu') {
    return (
      <Menu.Item leftSection={icon} onClick={onClick} color={color} disabled={disabled || loading}>
        {label}
      </Menu.Item>
    );
  }
  return (
    <Button
      variant={variant}
      size="xs"
      color={color}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
    >
      {label}
    </Button>
  );
}
