import { Avatar, Tooltip } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';

/**
 * A person's avatar: their picture once pictures exist, until then their initials on a colour
 * that stays the same for the same name everywhere. The name is said to screen readers and, with
 * `withTooltip`, shown on hover.
 */
export function UserAvatar({
  name,
  src = null,
  withTooltip = false,
  ...props
}: { name: string; src?: string | null; withTooltip?: boolean } & Omit<AvatarProps, 'name'>) {
  const avatar = (
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
  return withTooltip ? <Tooltip label={name}>{avatar}</Tooltip> : avatar;
}

/** The people of something (a project's members), a few avatars and how many more there are. */
export function AvatarStack({
  people,
  max = 4,
  size = 'sm',
}: {
  people: ReadonlyArray<{ id: number; fullname: string }>;
  max?: number;
  size?: AvatarProps['size'];
}) {
  const shown = people.slice(0, max);
  const more = people.length - shown.length;
  return (
    <Tooltip.Group openDelay={200} closeDelay={0}>
      <Avatar.Group spacing={6}>
        {shown.map((person) => (
          <UserAvatar key={person.id} name={person.fullname} size={size} withTooltip />
        ))}
        {more > 0 && (
          <Avatar size={size} aria-label={`+${more}`}>
            +{more}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
