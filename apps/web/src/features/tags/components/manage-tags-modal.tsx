import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Card, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectTag } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDeleteTag, useTags, useUpdateTag } from '../api/tags.api.ts';
import { TagBadge } from './tag-badge.tsx';
import { TagColorPicker } from './tag-color-picker.tsx';

/**
 * The "Manage tags" dialog: the user's own tags, each renamed, recoloured, made public or private,
 * or deleted. `onChanged` lets the page refresh the projects that show them.
 */
export function ManageTagsModal({
  opened,
  onClose,
  onChanged,
}: {
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('tags.manageTitle')} size="lg">
      <OwnTags onChanged={onChanged} />
    </Modal>
  );
}

function OwnTags({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const tags = useTags();
  return (
    <QueryState query={tags}>
      {(list) => {
        const own = list.filter((tag) => tag.can_be_edited);
        return own.length === 0 ? (
          <Text c="dimmed">{t('tags.noOwn')}</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('tags.ownOnly')}
            </Text>
            {own.map((tag) => (
              <TagEditor
                key={`${tag.id}:${tag.tag}:${tag.color}:${tag.is_private}`}
                tag={tag}
                onChanged={onChanged}
              />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function TagEditor({ tag, onChanged }: { tag: ProjectTag; onChanged: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTag(onChanged);
  const remove = useDeleteTag(onChanged);
  const [name, setName] = useState(tag.tag);
  const [color, setColor] = useState(tag.color);
  const [isPublic, setIsPublic] = useState(!tag.is_private);
  const [confirming, setConfirming] = useState(false);
  const changed = name.trim() !== tag.tag || color !== tag.color || isPublic === tag.is_private;
  // A private tag goes public only for those who manage public tags; any author may hide theirs.
  const canSwitch = !tag.is_private || tag.can_be_public;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: tag.id, changes: { tag: name, color, is_private: !isPublic } });
  };

  return (
    <Card withBorder padding="sm" component="section" aria-label={tag.tag} data-testid="tag-editor">
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <TagBadge tag={{ tag: name.trim() || tag.tag, color, is_private: !isPublic }} />
            <Text size="xs" c="dimmed">
              {t('tags.usage', { count: tag.usageCount })}
            </Text>
          </Group>
          <FormAlert error={update.error ?? remove.error} fields={['tag', 'color']} />
          <TextInput
            label={t('tags.name')}
            required
            maxLength={LIMITS.tagMax}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(update.error, 'tag')}
          />
          <TagColorPicker value={color} onChange={setColor} />
          <Switch
            label={t('tags.public')}
            description={canSwitch ? undefined : t('tags.publicNeedsManager')}
            checked={isPublic}
            disabled={!canSwitch}
            onChange={(e) => setIsPublic(e.currentTarget.checked)}
          />
          {confirming ? (
            <Group justify="flex-end" gap="xs" role="alert">
              <Text size="sm">{t('tags.deleteConfirm', { tag: tag.tag })}</Text>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(tag.id)}
              >
                {t('tags.delete')}
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('tags.delete')}
              </Button>
              <Button size="xs" type="submit" disabled={!changed} loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
