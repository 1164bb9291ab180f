import { forwardRef, useImperativeHandle, useState } from 'react';
import { Paper, Text, UnstyledButton } from '@mantine/core';

/** Someone the editor offers after `@`: by name, and by mention key when they have one. */
export interface Mentionable {
  id: number;
  fullname: string;
  mention_key?: string | null;
}

export interface MentionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

/** The list of people the editor offers while one types a mention; arrows and Enter choose. */
export const MentionList = forwardRef<
  MentionListHandle,
  { items: Mentionable[]; command: (item: { id: string; label: string }) => void; empty: string }
>(function MentionList({ items, command, empty }, ref) {
  const [active, setActive] = useState(0);
  const [shownFor, setShownFor] = useState(items);
  if (shownFor !== items) {
    // A new query starts from the first person again.
    setShownFor(items);
    setActive(0);
  }
  const choose = (index: number) => {
    const person = items[index];
    if (person) command({ id: String(person.id), label: person.fullname });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      if (items.length === 0) return false;
      if (event.key === 'ArrowDown') setActive((i) => (i + 1) % items.length);
      else if (event.key === 'ArrowUp') setActive((i) => (i + items.length - 1) % items.length);
      else if (event.key === 'Enter' || event.key === 'Tab') choose(active);
      else return false;
      return true;
    },
  }));
  return (
    <Paper shadow="md" withBorder p={4} role="listbox" miw={200}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" p={4}>
          {empty}
        </Text>
      ) : (
        items.map((person, index) => (
          <UnstyledButton
            key={person.id}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
            display="block"
            w="100%"
            px={8}
            py={4}
            bg={index === active ? 'var(--mantine-color-default-hover)' : undefined}
            style={{ borderRadius: 4 }}
          >
            <Text size="sm">{person.fullname}</Text>
            {person.mention_key && (
              <Text size="xs" c="dimmed">
                @{person.mention_key}
              </Text>
            )}
          </UnstyledButton>
        ))
      )}
    </Paper>
  );
});
