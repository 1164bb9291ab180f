import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { LIMITS } from '@tandem/contract/browser';

/**
 * A node's name being typed: Enter saves, Escape cancels, leaving the field saves. Its keys stay
 * its own (the tree's shortcuts do not fire while typing).
 */
export function MindmapNameInput(props: {
  initial: string;
  label: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  const [done, setDone] = useState(false);
  const finish = (save: boolean) => {
    if (done) return;
    setDone(true);
    if (save) props.onSubmit(value);
    else props.onCancel();
  };
  return (
    <TextInput
      className="nodrag nopan"
      size="xs"
      flex={1}
      autoFocus
      aria-label={props.label}
      placeholder={props.label}
      maxLength={LIMITS.nameMax}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') {
          e.preventDefault();
          finish(true);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          finish(false);
        }
      }}
      onBlur={() => finish(true)}
    />
  );
}
