import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { LIMITS } from '@tandem/contract/browser';

/** One text field and a button: the quick way to add a task or a task list. */
export function InlineCreateForm(props: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (name: string, done: () => void) => void;
}) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    props.onSubmit(name, () => setName(''));
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={props.label}
          placeholder={props.label}
          maxLength={LIMITS.nameMax}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={props.error}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={props.pending}>
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
