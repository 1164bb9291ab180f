import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';
import { useAvatarUrl } from '../lib/avatars.ts';

/**
 * A person's avatar: their photo when they have one (`src`, or found by `userId`), else their
 * initials on a colour that stays the same for the same name everywhere. The name is said to
 * screen readers.
 */
export function UserAvatar({
  name,
  src = null,
  userId,
  ...props
}: { name: string; src?: string | null; userId?: number } & Omit<AvatarProps, 'name'>) {
  const found = useAvatarUrl(src === null ? userId : undefined);
  return (
    <Avatar
      name={name}
      color="initials"
      // Filled, with black or white initials by what reads best on the colour.
      variant="filled"
      autoContrast
      src={src ?? found}
      alt={name}
      role="img"
      aria-label={name}
      {...props}
    />
  );
}
