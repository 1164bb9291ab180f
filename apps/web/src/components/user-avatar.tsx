import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';

/**
 * A person's avatar: their picture once pictures exist, until then their initials on a colour
 * that stays the same for the same name everywhere. The name is said to screen readers.
 */
export function UserAvatar({
  name,
  src = null,
  ...props
}: { name: string; src?: string | null } & Omit<AvatarProps, 'name'>) {
  return (
    <Avatar
      name={name}
      color="initials"
      src={src}
      alt={name}
      role="img"
      aria-label={name}
      {...props}
    />
  );
}
