import { Avatar, Tooltip } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';
import { UserAvatar } from './user-avatar.tsx';

// Apart from `UserAvatar`, so that the top bar's avatar does not bring the tooltip's code along.
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
          <Tooltip key={person.id} label={person.fullname}>
            <UserAvatar name={person.fullname} userId={person.id} size={size} />
          </Tooltip>
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
