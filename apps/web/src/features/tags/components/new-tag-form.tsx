import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectTag } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCreateTag } from '../api/tags.api.ts';
import { TagColorPicker } from './tag-color-picker.tsx';

/**
 * Creates a tag: a name, a colour and, for those who may, whether it is public. New tags are
 * private unless switched.
 */
export function NewTagForm({
  name,
  onNameChange,
  canMakePublic,
  submitLabel,
  disabled = false,
  onCreated,
}: {
  name: string;
  onNameChange: (name: string) => void;
  canMakePublic: boolean;
  submitLabel: string;
  disabled?: boolean;
  onCreated: (tag: ProjectTag) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTag();
  const [color, setColor] = useState<string | null>(null);
  const [isPublic, setIsPublic] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    create.mutate(
      { tag: name, color, is_private: !(canMakePublic && isPublic) },
      {
        onSuccess: (tag) => {
          onNameChange('');
          setColor(null);
          setIsPublic(false);
          onCreated(tag);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('tags.newTag')}>
      <Stack gap="xs">
        <FormAlert error={create.error} fields={['tag', 'color']} />
        <TextInput
          label={t('tags.name')}
          size="xs"
          required
          maxLength={LIMITS.tagMax}
          value={name}
          onChange={(e) => onNameChange(e.currentTarget.value)}
          error={fieldError(create.error, 'tag')}
        />
        <TagColorPicker value={color} onChange={setColor} />
        {canMakePublic && (
          <Switch
            size="xs"
            label={t('tags.public')}
            description={isPublic ? t('tags.publicHint') : t('tags.privateHint')}
            checked={isPublic}
            onChange={(e) => setIsPublic(e.currentTarget.checked)}
          />
        )}
        <Button
          type="submit"
          size="xs"
          loading={create.isPending}
          disabled={disabled || !name.trim()}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
